import { paths } from '#client/core/paths.ts';

/** The download menu (BEHAVIOUR §2): external stores, except Remote Desktop, which is our own page. */
export interface DownloadEntry {
  platform: string;
  detail: string;
  url: string;
  external: boolean;
}

export const DOWNLOADS: DownloadEntry[] = [
  { platform: 'Oculus PC VR', detail: 'Rift and Link', url: 'https://www.oculus.com/experiences/rift/bigscreen-beta/', external: true },
  { platform: 'Oculus Quest', detail: 'Quest 1 and 2', url: 'https://www.oculus.com/experiences/quest/bigscreen-beta/', external: true },
  { platform: 'SteamVR', detail: 'Vive, Index', url: 'https://store.steampowered.com/app/457550/Bigscreen_Beta/', external: true },
  { platform: 'Remote Desktop', detail: 'Get Client', url: paths.remoteDesktop, external: false },
];

/** The titles of the trailer and how-to videos; their addresses are configuration (GET /api/client-config). */
export const TRAILER_TITLE = 'Bigscreen trailer';
export const HOWTO_TITLE = 'How to get started with Bigscreen';
