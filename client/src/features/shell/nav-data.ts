/** The header's navigation, in the contract's navigation-item shape; `icon` names one of nav-icons.ts. */
import type { I18n } from '@lingui/core';
import type { NavItem, NavLink } from '#contract/entities.ts';
import { paths, STORE_HOME, SUPPORT_EMAIL } from '#client/shared/core/paths.ts';

export const NAV_ITEMS: NavItem[] = [
  {
    title: 'Bigscreen',
    url: paths.home,
    activePaths: ['/', '/software', '/desktop', '/videoplayer', '/remotedesktop', '/create'],
    dropdown: {
      header: 'The app',
      headerLink: paths.home,
      links: [
        { title: 'Download the app', url: paths.home, icon: 'download' },
        { title: 'Remote Desktop client', url: paths.remoteDesktop, icon: 'monitor' },
        { title: 'Share your desktop', url: paths.desktop, icon: 'cast' },
        { title: 'Video player', url: paths.videoPlayer, icon: 'play' },
        { title: 'Software updates', url: paths.software, icon: 'refresh' },
        { title: 'Create with us', url: paths.create, icon: 'pencil' },
      ],
    },
  },
  {
    title: 'Beyond',
    url: paths.myBeyond,
    activePaths: ['/mybeyond', '/myaudiostrap', '/eyetracking', '/displays', '/warranty', '/hardwareterms'],
    dropdown: {
      header: 'The headset',
      headerLink: paths.myBeyond,
      links: [
        { title: 'Beyond headset', url: paths.myBeyond, icon: 'headset' },
        { title: 'Audio strap', url: paths.myAudioStrap, icon: 'headphones' },
        { title: 'Eye tracking', url: paths.eyeTracking, icon: 'eye' },
        { title: 'Displays', url: paths.displays, icon: 'displays' },
        { title: 'Warranty', url: paths.warranty, icon: 'shield' },
        { title: 'Shop the store', url: STORE_HOME, icon: 'cart' },
      ],
    },
  },
  {
    title: 'Movies',
    url: paths.catalog,
    activePaths: ['/movies/*', '/rentals', '/experiences'],
    dropdown: {
      header: 'Cinema in VR',
      headerLink: paths.catalog,
      links: [
        { title: 'Browse Catalog', url: paths.catalog, icon: 'film' },
        { title: 'My rentals', url: paths.rentals, icon: 'ticket' },
        { title: 'Experiences', url: paths.experiences, icon: 'sparkle' },
        { title: 'Ticket Policy', url: paths.ticketPolicy, icon: 'document' },
      ],
    },
  },
  {
    title: 'Support',
    url: paths.about,
    activePaths: ['/about', '/refundpolicy', '/affiliate', '/giveaway'],
    dropdown: {
      header: 'Help and company',
      headerLink: paths.about,
      links: [
        { title: 'Contact support', url: `mailto:${SUPPORT_EMAIL}`, icon: 'mail' },
        { title: 'Refund policy', url: paths.refundPolicy, icon: 'undo' },
        { title: 'About us', url: paths.about, icon: 'info' },
        { title: 'Affiliate program', url: paths.affiliate, icon: 'link' },
        { title: 'Giveaways', url: paths.giveaway, icon: 'gift' },
      ],
    },
  },
];

export type SocialNetwork = 'twitter' | 'facebook' | 'youtube' | 'reddit' | 'discord';

export const SOCIAL_LINKS: (NavLink & { network: SocialNetwork; url: string })[] = [
  { title: 'Twitter', network: 'twitter', url: 'https://twitter.com/bigscreenvr' },
  { title: 'Facebook', network: 'facebook', url: 'https://www.facebook.com/bigscreenvr' },
  { title: 'YouTube', network: 'youtube', url: 'https://www.youtube.com/bigscreenvr' },
  { title: 'Reddit', network: 'reddit', url: 'https://www.reddit.com/r/bigscreen' },
  { title: 'Discord', network: 'discord', url: 'https://discord.gg/bigscreen' },
];

export const DISCORD_URL = 'https://discord.gg/bigscreen';

/** Internal paths go through the router; mail and other sites are plain links. */
export function isExternal(url: string): boolean {
  return /^(https?:|mailto:)/.test(url);
}

/** Whether a nav item matches the current path (its own url or one of its activePaths patterns). */
export function isActive(item: NavItem, pathname: string): boolean {
  const patterns = item.activePaths ?? [item.url];
  return patterns.some((p) => (p.endsWith('/*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}

/**
 * A navigation title as the visitor reads it (docs/I18N.md): the English titles are the ids of
 * their translations (nav-labels.ts declares them for extraction; no table ships to the browser);
 * brand names (Bigscreen, Beyond) have no entry and stay as they are.
 */
export function navLabel(i18n: I18n, title: string): string {
  return i18n._(title);
}
