import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '#client/shared/core/paths.ts';

/** The download menu (BEHAVIOUR §2): external stores, except Remote Desktop, which is our own page. */
export interface DownloadEntry {
  /** A product name, the same in every language (also the list's key). */
  platform: string;
  /** A message; product names alone are no message (`{ id }` only): the same in every language. */
  detail: MessageDescriptor;
  url: string;
  external: boolean;
}

export const DOWNLOADS: DownloadEntry[] = [
  { platform: 'Oculus PC VR', detail: msg`Rift and Link`, url: 'https://www.oculus.com/experiences/rift/bigscreen-beta/', external: true },
  { platform: 'Oculus Quest', detail: msg`Quest 1 and 2`, url: 'https://www.oculus.com/experiences/quest/bigscreen-beta/', external: true },
  { platform: 'SteamVR', detail: { id: 'Vive, Index' }, url: 'https://store.steampowered.com/app/457550/Bigscreen_Beta/', external: true },
  { platform: 'Remote Desktop', detail: msg`Get Client`, url: paths.remoteDesktop, external: false },
];
