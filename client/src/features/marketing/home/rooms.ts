/**
 * Sample rooms for the home page's room cards (BEHAVIOUR §3, §9): 30 rooms of at most 15 users,
 * generated from a seed so the page looks the same on every visit and in tests.
 */
export const ROOM_COUNT = 30;
export const ROOM_MAX_USERS = 15;

export interface Room {
  id: string;
  category: string;
  title: string;
  username: string;
  userCount: number;
  userMax: number;
  /** One of the CSS backgrounds `room-bg-0` … `room-bg-7`. */
  background: string;
}

const CATEGORIES = ['Movies', 'Social', 'Gaming', 'Coworking', 'Anime', 'Sports', 'Music', 'Chill'] as const;
const TITLES: Record<(typeof CATEGORIES)[number], string[]> = {
  Movies: ['Friday night double feature', 'Sci-fi classics marathon', 'Horror after midnight', 'Indie film club'],
  Social: ['Say hi from anywhere', 'New to VR? Come chat', 'Late night lounge', 'Campfire stories'],
  Gaming: ['Retro console hour', 'Speedrun watch party', 'Co-op on the big screen', 'Strategy game night'],
  Coworking: ['Quiet focus room', 'Pomodoro sprints', 'Designers at work', 'Study hall'],
  Anime: ['Seasonal premiere watch', 'Studio retrospective', 'Subbed and cozy', 'Mecha Monday'],
  Sports: ['Match day on the pitch', 'Fantasy league huddle', 'Motorsport pit wall', 'Highlights and hot takes'],
  Music: ['Concert film night', 'Lo-fi listening room', 'Open mic in the cinema', 'Synthwave drive'],
  Chill: ['Rain on the rooftop', 'Sunset cinema', 'Nature documentaries', 'Ambient space station'],
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
