/** Room cards from the sample generator (BEHAVIOUR §3): category, title, host, counts, background. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type Icon } from '#client/shared/components/icons/icon.tsx';
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
} from '#client/shared/components/icons/product.tsx';
import { CATEGORY_LABELS, generateRooms, type Category, type Room } from '../rooms';

const CATEGORY_ICONS: Record<Category, Icon> = {
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
  const { i18n } = useLingui();
  const host = room.username;
  return (
    <li className={`room-card ${room.background}`}>
      <span className="room-card__category">
        <CategoryIcon />
        {i18n._(CATEGORY_LABELS[room.category])}
      </span>
      <h3 className="room-card__title">{i18n._(room.title)}</h3>
      <p className="room-card__host">
        <Trans>Hosted by {host}</Trans>
      </p>
      <p className="room-card__count">
        <IconUsers />
        {room.userCount} / {room.userMax}{' '}
        <span className="visually-hidden">
          <Trans>people in the room</Trans>
        </span>
        {full && (
          <span className="room-card__full">
            {' '}
            · <Trans>Full</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

export function RoomsSection() {
  const rooms = useMemo(() => generateRooms(), []);
  const [all, setAll] = useState(false);
  const shown = all ? rooms : rooms.slice(0, FIRST_SHOWN);
  const { t } = useLingui();
  const count = rooms.length;
  return (
    <section id="rooms" className="home-section" aria-labelledby="rooms-title">
      <div className="container">
        <p className="eyebrow">
          <Trans>Live right now</Trans>
        </p>
        <h2 id="rooms-title">
          <Trans>Drop into a public room</Trans>
        </h2>
        <p className="section-lead">
          <Trans>Pick a public room, say hello, and pull up a seat.</Trans>
        </p>
        <ul className="room-grid" aria-live="polite">
          {shown.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
        <button type="button" className="button button--ghost" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t`Show fewer rooms` : t`Show all ${count} rooms`}
        </button>
      </div>
    </section>
  );
}
