/**
 * Every page's title (contract/pages.ts: the rows' titles, the home page's and the not-found
 * page's), declared for extraction only: nothing imports this file. Each English title is the id
 * of its translation, so the code that shows a title needs nothing but the English text: the
 * browser's document title (shared/components/use-document-title.ts) and the build, which writes each
 * page's head tags in every language (client/src/prerender.tsx). Shell catalog: loaded on every
 * Japanese page. Written by scripts/page-text.ts (`npm run i18n:extract`): edit the route table,
 * not this file.
 */
import { msg } from '@lingui/core/macro';

export const PAGE_TITLES = [
  msg({ id: 'Bigscreen: your cinema and living room in VR', message: 'Bigscreen: your cinema and living room in VR' }),
  msg({ id: 'Page not found', message: 'Page not found' }),
  msg({ id: 'Bigscreen software', message: 'Bigscreen software' }),
  msg({ id: 'About Bigscreen', message: 'About Bigscreen' }),
  msg({ id: 'Terms of Service', message: 'Terms of Service' }),
  msg({ id: 'Privacy Policy', message: 'Privacy Policy' }),
  msg({ id: 'Enrollment privacy', message: 'Enrollment privacy' }),
  msg({ id: 'Hardware terms', message: 'Hardware terms' }),
  msg({ id: 'Refund policy', message: 'Refund policy' }),
  msg({ id: 'Warranty', message: 'Warranty' }),
  msg({ id: 'Beyond', message: 'Beyond' }),
  msg({ id: 'Audio strap', message: 'Audio strap' }),
  msg({ id: 'Displays', message: 'Displays' }),
  msg({ id: 'Experiences', message: 'Experiences' }),
  msg({ id: 'Eye tracking', message: 'Eye tracking' }),
  msg({ id: 'Giveaways', message: 'Giveaways' }),
  msg({ id: 'Create with Bigscreen', message: 'Create with Bigscreen' }),
  msg({ id: 'Page-builder test page', message: 'Page-builder test page' }),
  msg({ id: 'Affiliate program', message: 'Affiliate program' }),
  msg({ id: 'Your desktop, in VR', message: 'Your desktop, in VR' }),
  msg({ id: 'Video player', message: 'Video player' }),
  msg({ id: 'Ticket Policy', message: 'Ticket Policy' }),
  msg({ id: 'Bigscreen', message: 'Bigscreen' }),
  msg({ id: 'Remote Desktop', message: 'Remote Desktop' }),
  msg({ id: 'Browse Catalog', message: 'Browse Catalog' }),
  msg({ id: 'Log in', message: 'Log in' }),
  msg({ id: 'Create an account', message: 'Create an account' }),
  msg({ id: 'Forgot password', message: 'Forgot password' }),
  msg({ id: 'Choose a new password', message: 'Choose a new password' }),
  msg({ id: 'Please wait', message: 'Please wait' }),
  msg({ id: 'Email verification', message: 'Email verification' }),
  msg({ id: 'Email change', message: 'Email change' }),
  msg({ id: 'Rent a movie', message: 'Rent a movie' }),
  msg({ id: 'My account', message: 'My account' }),
  msg({ id: 'Connect eye tracking', message: 'Connect eye tracking' }),
  msg({ id: 'Your Orders', message: 'Your Orders' }),
  msg({ id: 'Your order', message: 'Your order' }),
  msg({ id: 'Change IPD', message: 'Change IPD' }),
  msg({ id: 'Link expired', message: 'Link expired' }),
  msg({ id: 'Face scan', message: 'Face scan' }),
  msg({ id: 'Shared browser', message: 'Shared browser' }),
];
