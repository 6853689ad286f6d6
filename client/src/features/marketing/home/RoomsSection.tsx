/** Room cards from the sample generator (BEHAVIOUR §3): category, title, host, counts, background. */
import { useMemo, useState } from 'react';
import { type Icon } from '#client/components/icons/icon.tsx';
import {
  IconBall,
  IconChat,
  IconFilm,
  IconGamepad,
  IconMonitor,
  IconMoon,
  IconMusic,
  IconSparkle,
  IconUsers,
} from '#client/components/icons/product.tsx';
import { generateRooms, type Room } from './rooms';

const CATEGORY_ICONS: Record<string, Icon> = {
  Movies: IconFilm,
  Social: IconChat,
  Gaming: IconGamepad,
  Coworking: IconMonitor,
  Anime: IconSparkle,
  Sports: IconBall,
  Music: IconMusic,
  Chill: IconMoon,
};

const FIRST_SHOWN = 6;

function RoomCard({ room }: { room: Room }) {
  const full = room.userCount >= room.userMax;
  const CategoryIcon = CATEGORY_ICONS[room.category];
  return (
    <li className={`room-card ${room.background}`}>
      <span className="room-card__category">
        {CategoryIcon && <CategoryIcon />}
        {room.category}
      </span>
      <h3 className="room-card__title">{room.title}</h3>
      <p className="room-card__host">Hosted by {room.username}</p>
      <p className="room-card__count">
        <IconUsers />
        {room.userCount} / {room.userMax} <span className="visually-hidden">people in the room</span>
        {full && <span className="room-card__full"> · Full</span>}
      </p>
    </li>
  );
}

export function RoomsSection() {
  const rooms = useMemo(() => generateRooms(), []);
  const [all, setAll] = useState(false);
  const shown = all ? rooms : rooms.slice(0, FIRST_SHOWN);
  return (
    <section id="rooms" className="home-section" aria-labelledby="rooms-title">
      <div className="container">
        <p className="eyebrow">Live right now</p>
        <h2 id="rooms-title">Drop into a public room</h2>
        <p className="section-lead">Pick a public room, say hello, and pull up a seat.</p>
        <ul className="room-grid" aria-live="polite">
          {shown.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
        <button type="button" className="button button--ghost" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer rooms' : `Show all ${rooms.length} rooms`}
        </button>
      </div>
    </section>
  );
}
