/**
 * Copy for the shared marketing page, per path (BEHAVIOUR §2 plus /desktop, /videoplayer and
 * /ticketpolicy). Legal paths render their document; the rest render these blocks.
 */
import { paths, STORE_HOME, SUPPORT_EMAIL } from '#client/core/paths.ts';
import type { Scene } from '../home/art';
import type { LegalKind } from '../legal/legal-types';

export interface PageContent {
  title: string;
  eyebrow: string;
  lead: string;
  scene: Scene;
  points: { title: string; text: string }[];
  cta?: { label: string; to: string };
  legal?: LegalKind;
}

const legal = (kind: LegalKind, title: string): PageContent => ({
  title,
  eyebrow: 'Legal',
  lead: '',
  scene: 'space',
  points: [],
  legal: kind,
});

export const PAGE_CONTENT: Record<string, PageContent> = {
  '/termsofservice': legal('terms', 'Terms of Service'),
  '/privacypolicy': legal('privacy', 'Privacy Policy'),
  '/ticketpolicy': legal('tickets', 'Ticket Policy'),
  '/software': {
    title: 'Bigscreen software',
    eyebrow: 'Downloads and updates',
    lead: 'The Bigscreen app runs on Quest, Rift and SteamVR headsets. Updates arrive through each store automatically.',
    scene: 'desk',
    points: [
      { title: 'Always current', text: 'Store updates keep every headset on the same version, so rooms stay compatible.' },
      { title: 'Remote Desktop client', text: 'A small Windows app streams your PC to Quest over Wi-Fi.' },
      { title: 'Release notes', text: 'Each store listing shows what an update changed.' },
    ],
    cta: { label: 'Get the Remote Desktop client', to: paths.remoteDesktop },
  },
  '/about': {
    title: 'About Bigscreen',
    eyebrow: 'Our story',
    lead: 'We build places for people to be together in virtual reality: a social cinema app and an ultralight headset to enjoy it in.',
    scene: 'social',
    points: [
      { title: 'Together in VR', text: 'Share a screen, watch a film or just talk, with friends wherever they live.' },
      { title: 'Films to rent', text: 'Rent films in 2D and 3D and watch them in a virtual theater.' },
      { title: 'Hardware too', text: 'Beyond is our own headset, made for long and comfortable sessions.' },
    ],
    cta: { label: 'Contact us', to: `mailto:${SUPPORT_EMAIL}` },
  },
  '/enrollprivacy': {
    title: 'Enrollment privacy',
    eyebrow: 'Face scans and eye tracking',
    lead: 'Building a custom Beyond means measuring your face. Here is how we handle those measurements.',
    scene: 'headset',
    points: [
      { title: 'What the scan is for', text: 'Your face scan shapes your cushion and sets your IPD.' },
      { title: 'How long it is kept', text: 'The Privacy Policy says how long measurements are kept.' },
      { title: 'Questions?', text: `Write to ${SUPPORT_EMAIL} about your data.` },
    ],
    cta: { label: 'Read the Privacy Policy', to: paths.privacyPolicy },
  },
  '/hardwareterms': {
    title: 'Hardware terms',
    eyebrow: 'Beyond and accessories',
    lead: 'The terms of sale for Beyond headsets, audio straps and lens inserts bought from our store.',
    scene: 'headset',
    points: [
      { title: 'Made to order', text: 'Custom headsets are built to your scan, so their IPD cannot change once manufacturing starts.' },
      { title: 'Limited warranty', text: 'Manufacturing defects are covered for 90 days from delivery.' },
      { title: 'Order status', text: 'Each order and its status are listed under Orders in your account.' },
    ],
    cta: { label: 'Warranty details', to: paths.warranty },
  },
  '/refundpolicy': {
    title: 'Refund policy',
    eyebrow: 'Tickets and hardware',
    lead: 'What can be refunded, and how to ask.',
    scene: 'cinema',
    points: [
      { title: 'Whole orders only', text: 'Refunds cover whole orders paid by card or digital wallet. Coupon amounts are not refunded.' },
      { title: 'Hardware', text: 'Headsets and accessories follow the Hardware Terms and the warranty.' },
      { title: 'How to ask', text: `Email ${SUPPORT_EMAIL} with your account email and order or film.` },
    ],
    cta: { label: 'Read the Ticket Policy', to: paths.ticketPolicy },
  },
  '/warranty': {
    title: 'Warranty',
    eyebrow: 'Beyond hardware',
    lead: 'The limited warranty for Beyond headsets bought from our store.',
    scene: 'headset',
    points: [
      { title: '90 days', text: 'Coverage runs for 90 days from delivery.' },
      { title: 'The terms', text: 'The Hardware Terms set out what the warranty covers.' },
      { title: 'Making a claim', text: `Email ${SUPPORT_EMAIL} with your order name and what went wrong.` },
    ],
  },
  '/mybeyond': {
    title: 'Beyond',
    eyebrow: 'The headset',
    lead: 'An ultralight headset fitted to your face, with micro-OLED displays sharp enough for reading text in a movie theater.',
    scene: 'headset',
    points: [
      { title: 'Custom fit', text: 'A face scan shapes the cushion and sets the eye distance of your unit.' },
      { title: 'Micro-OLED', text: 'Deep blacks and bright highlights for films the way they were graded.' },
      { title: 'Your order', text: 'Signed in? Your order and its status are under Orders.' },
    ],
    cta: { label: 'Shop the store', to: STORE_HOME },
  },
  '/myaudiostrap': {
    title: 'Audio strap',
    eyebrow: 'Accessory',
    lead: 'Off-ear speakers and a balanced strap for Beyond: sound that stays put without pressing on your ears.',
    scene: 'headset',
    points: [
      { title: 'Balanced', text: 'Counterweights the front so the headset rests lightly.' },
      { title: 'Open-ear audio', text: 'Hear the film and the people in your room at once.' },
      { title: 'Tool-free', text: 'Clips on without tools.' },
    ],
    cta: { label: 'Shop the store', to: STORE_HOME },
  },
  '/displays': {
    title: 'Displays',
    eyebrow: 'Inside Beyond',
    lead: 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.',
    scene: 'cinema',
    points: [
      { title: 'High density', text: 'Text in your shared desktop is crisp enough to work in.' },
      { title: 'True black', text: 'Each pixel lights itself, so dark scenes stay dark.' },
      { title: 'Fast refresh', text: 'Smooth motion for games and sports.' },
    ],
  },
  '/experiences': {
    title: 'Experiences',
    eyebrow: 'What people do in Bigscreen',
    lead: 'Watch parties, study halls, game nights, concerts: the rooms are what you make of them.',
    scene: 'social',
    points: [
      { title: 'Movie nights', text: 'Rent a film and watch it together in a theater of your choice.' },
      { title: 'Work and study', text: 'Share screens and keep each other focused.' },
      { title: 'Events', text: 'Premieres and community events in shared theaters.' },
    ],
    cta: { label: 'Browse Catalog', to: paths.catalog },
  },
  '/eyetracking': {
    title: 'Eye tracking',
    eyebrow: 'Beyond',
    lead: 'Eye tracking lets your avatar look where you look, and apps render more sharply where your eyes point.',
    scene: 'headset',
    points: [
      { title: 'Set up once', text: 'A link from your account hands a token to the desktop eye-tracking app.' },
      { title: 'On your PC', text: 'The desktop eye-tracking app runs next to your headset.' },
      { title: 'Need help?', text: `Write to ${SUPPORT_EMAIL}.` },
    ],
  },
  '/giveaway': {
    title: 'Giveaways',
    eyebrow: 'Community',
    lead: 'Giveaways of films and accessories are announced on our Discord and social channels.',
    scene: 'space',
    points: [
      { title: 'How to enter', text: 'Each giveaway post explains how to enter and when it closes.' },
      { title: 'Eligibility', text: 'Entrants must be 18 or over.' },
      { title: 'Winners', text: 'Each giveaway post says how winners are chosen and told.' },
    ],
  },
  '/create': {
    title: 'Create with Bigscreen',
    eyebrow: 'Creators and studios',
    lead: 'Host screenings, premiere your work and build an audience in VR.',
    scene: 'cinema',
    points: [
      { title: 'Screenings', text: 'Bring your film to a Bigscreen theater for a live premiere.' },
      { title: 'Community rooms', text: 'Run a recurring room with moderation tools.' },
      { title: 'Talk to us', text: `Reach the team at ${SUPPORT_EMAIL}.` },
    ],
  },
  '/nstest': {
    title: 'Page-builder test page',
    eyebrow: 'Internal',
    lead: 'This page exists to preview page-builder content. If nothing appears below, no content is published for it.',
    scene: 'space',
    points: [],
  },
  '/affiliate': {
    title: 'Affiliate program',
    eyebrow: 'Partners',
    lead: 'Tell your audience about Bigscreen and Beyond and earn a commission on qualifying orders.',
    scene: 'social',
    points: [
      { title: 'Who can join', text: 'Creators, reviewers and communities with a VR audience.' },
      { title: 'How it works', text: 'A personal link tracks orders from your audience.' },
      { title: 'Apply', text: `Email ${SUPPORT_EMAIL} with a link to your channel.` },
    ],
  },
  '/desktop': {
    title: 'Your desktop, in VR',
    eyebrow: 'Desktop sharing',
    lead: 'See your PC on a giant screen and share it with the room: work, present, or play.',
    scene: 'desk',
    points: [
      { title: 'Multiple monitors', text: 'Every monitor you have, floating where you want it.' },
      { title: 'Share or keep private', text: 'Choose who sees your screen, per room.' },
      { title: 'Quest over Wi-Fi', text: 'The Remote Desktop client streams your PC to a standalone headset.' },
    ],
    cta: { label: 'Get the Remote Desktop client', to: paths.remoteDesktop },
  },
  '/videoplayer': {
    title: 'Video player',
    eyebrow: 'Your own files',
    lead: 'Play your own videos, including 3D and 180/360 formats, on the big screen.',
    scene: 'cinema',
    points: [
      { title: 'Many formats', text: 'Common video files in 2D, side-by-side 3D and over-under 3D.' },
      { title: 'Watch together', text: 'Everyone in the room sees the same frame, in sync.' },
      { title: 'Subtitles', text: 'Load subtitle files next to your video.' },
    ],
    cta: { label: 'Download Bigscreen', to: paths.home },
  },
};

/** Unknown paths still render something sensible. */
export const DEFAULT_CONTENT: PageContent = {
  title: 'Bigscreen',
  eyebrow: 'Virtual reality, together',
  lead: 'Watch movies, share your desktop and hang out with friends in VR.',
  scene: 'space',
  points: [],
  cta: { label: 'Go to the home page', to: paths.home },
};
