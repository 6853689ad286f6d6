/**
 * Sample rooms for the home page's room cards (BEHAVIOUR §3, §9): 30 rooms of at most 15 users,
 * generated from a seed so the page looks the same on every visit and in tests.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const ROOM_COUNT = 30;
export const ROOM_MAX_USERS = 15;

export interface Room {
  id: string;
  /** The category's key (its English name); CATEGORY_LABELS has what a visitor reads. */
  category: Category;
  title: MessageDescriptor;
  username: string;
  userCount: number;
  userMax: number;
  /** One of the CSS backgrounds `room-bg-0` … `room-bg-7`. */
  background: string;
}

const CATEGORIES = ['Movies', 'Social', 'Gaming', 'Coworking', 'Anime', 'Sports', 'Music', 'Chill'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Each category's name as shown on a card. */
export const CATEGORY_LABELS: Record<Category, MessageDescriptor> = {
  Movies: msg`Movies`,
  Social: msg`Social`,
  Gaming: msg`Gaming`,
  Coworking: msg`Coworking`,
  Anime: msg`Anime`,
  Sports: msg`Sports`,
  Music: msg`Music`,
  Chill: msg`Chill`,
};

const TITLES: Record<Category, MessageDescriptor[]> = {
  Movies: [msg`Friday night double feature`, msg`Sci-fi classics marathon`, msg`Horror after midnight`, msg`Indie film club`],
  Social: [msg`Say hi from anywhere`, msg`New to VR? Come chat`, msg`Late night lounge`, msg`Campfire stories`],
  Gaming: [msg`Retro console hour`, msg`Speedrun watch party`, msg`Co-op on the big screen`, msg`Strategy game night`],
  Coworking: [msg`Quiet focus room`, msg`Pomodoro sprints`, msg`Designers at work`, msg`Study hall`],
  Anime: [msg`Seasonal premiere watch`, msg`Studio retrospective`, msg`Subbed and cozy`, msg`Mecha Monday`],
  Sports: [msg`Match day on the pitch`, msg`Fantasy league huddle`, msg`Motorsport pit wall`, msg`Highlights and hot takes`],
  Music: [msg`Concert film night`, msg`Lo-fi listening room`, msg`Open mic in the cinema`, msg`Synthwave drive`],
  Chill: [msg`Rain on the rooftop`, msg`Sunset cinema`, msg`Nature documentaries`, msg`Ambient space station`],
};
const NAMES = [
  'nova_k',
  'pixelpilot',
  'mira.vr',
  'oakley',
  'quietfox',
  'sam_runs',
  'lumen',
  'tofu_taro',
  'wanderlust',
  'echo7',
  'jun.a',
  'reelrebel',
];
const BACKGROUNDS = 8;

/** A small, fast seeded generator (mulberry32), so the same seed gives the same rooms. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateRooms(count = ROOM_COUNT, seed = 20200220): Room[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const userMax = 4 + Math.floor(random() * (ROOM_MAX_USERS - 3));
    return {
      id: `room-${i + 1}`,
      category,
      title: pick(TITLES[category]),
      username: pick(NAMES),
      userCount: 1 + Math.floor(random() * userMax),
      userMax,
      background: `room-bg-${Math.floor(random() * BACKGROUNDS)}`,
    };
  });
}
