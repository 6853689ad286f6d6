import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '#client/core/paths.ts';

/** The download menu (BEHAVIOUR §2): external stores, except Remote Desktop, which is our own page. */
export interface DownloadEntry {
  /** A product name, the same in every language (also the list's key). */
  platform: string;
  detail: MessageDescriptor;
  url: string;
  external: boolean;
}

export const DOWNLOADS: DownloadEntry[] = [
  { platform: 'Oculus PC VR', detail: msg`Rift and Link`, url: 'https://www.oculus.com/experiences/rift/bigscreen-beta/', external: true },
  { platform: 'Oculus Quest', detail: msg`Quest 1 and 2`, url: 'https://www.oculus.com/experiences/quest/bigscreen-beta/', external: true },
  { platform: 'SteamVR', detail: msg`Vive, Index`, url: 'https://store.steampowered.com/app/457550/Bigscreen_Beta/', external: true },
  { platform: 'Remote Desktop', detail: msg`Get Client`, url: paths.remoteDesktop, external: false },
];

/** The titles of the trailer and how-to videos; their addresses are configuration (GET /api/client-config). */
export const TRAILER_TITLE = msg`Bigscreen trailer`;
export const HOWTO_TITLE = msg`How to get started with Bigscreen`;
