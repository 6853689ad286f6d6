/**
 * The navigation's titles, declared for extraction only (nothing imports this file): each English
 * title is the id of its translation, looked up by navLabel in nav-data.ts.
 */
import { msg } from '@lingui/core/macro';

export const NAV_LABELS = [
  msg({ id: 'Movies', message: 'Movies' }),
  msg({ id: 'Support', message: 'Support' }),
  msg({ id: 'The app', message: 'The app' }),
  msg({ id: 'Download the app', message: 'Download the app' }),
  msg({ id: 'Remote Desktop client', message: 'Remote Desktop client' }),
  msg({ id: 'Share your desktop', message: 'Share your desktop' }),
  msg({ id: 'Video player', message: 'Video player' }),
  msg({ id: 'Software updates', message: 'Software updates' }),
  msg({ id: 'Create with us', message: 'Create with us' }),
  msg({ id: 'The headset', message: 'The headset' }),
  msg({ id: 'Beyond headset', message: 'Beyond headset' }),
  msg({ id: 'Audio strap', message: 'Audio strap' }),
  msg({ id: 'Eye tracking', message: 'Eye tracking' }),
  msg({ id: 'Displays', message: 'Displays' }),
  msg({ id: 'Warranty', message: 'Warranty' }),
  msg({ id: 'Shop the store', message: 'Shop the store' }),
  msg({ id: 'Cinema in VR', message: 'Cinema in VR' }),
  msg({ id: 'Browse Catalog', message: 'Browse Catalog' }),
  msg({ id: 'My rentals', message: 'My rentals' }),
  msg({ id: 'Experiences', message: 'Experiences' }),
  msg({ id: 'Ticket Policy', message: 'Ticket Policy' }),
  msg({ id: 'Help and company', message: 'Help and company' }),
  msg({ id: 'Contact support', message: 'Contact support' }),
  msg({ id: 'Refund policy', message: 'Refund policy' }),
  msg({ id: 'About us', message: 'About us' }),
  msg({ id: 'Affiliate program', message: 'Affiliate program' }),
  msg({ id: 'Giveaways', message: 'Giveaways' }),
];
