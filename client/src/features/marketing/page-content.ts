/**
 * Copy for the shared marketing page, per path (BEHAVIOUR §2 plus /desktop, /videoplayer and
 * /ticketpolicy). Legal paths render their document; the rest render these blocks. Each text is a
 * message descriptor (English source text; the page shows it in the visitor's language).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths, STORE_HOME, SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import type { Scene } from './components/home-art';
import type { LegalKind } from './legal-types';

export interface PageContent {
  title: MessageDescriptor;
  eyebrow: MessageDescriptor;
  lead?: MessageDescriptor;
  scene: Scene;
  points: { title: MessageDescriptor; text: MessageDescriptor }[];
  cta?: { label: MessageDescriptor; to: string };
  legal?: LegalKind;
}

const legal = (kind: LegalKind, title: MessageDescriptor): PageContent => ({
  title,
  eyebrow: msg`Legal`,
  scene: 'space',
  points: [],
  legal: kind,
});

export const PAGE_CONTENT: Record<string, PageContent> = {
  '/termsofservice': legal('terms', msg`Terms of Service`),
  '/privacypolicy': legal('privacy', msg`Privacy Policy`),
  '/ticketpolicy': legal('tickets', msg`Ticket Policy`),
  '/software': {
    title: msg`Bigscreen software`,
    eyebrow: msg`Downloads and updates`,
    lead: msg`The Bigscreen app runs on Quest, Rift and SteamVR headsets. Updates arrive through each store automatically.`,
    scene: 'desk',
    points: [
      { title: msg`Always current`, text: msg`Store updates keep every headset on the same version, so rooms stay compatible.` },
      { title: msg`Remote Desktop client`, text: msg`A small Windows app streams your PC to Quest over Wi-Fi.` },
      { title: msg`Release notes`, text: msg`Each store listing shows what an update changed.` },
    ],
    cta: { label: msg`Get the Remote Desktop client`, to: paths.remoteDesktop },
  },
  '/about': {
    title: msg`About Bigscreen`,
    eyebrow: msg`Our story`,
    lead: msg`We build places for people to be together in virtual reality: a social cinema app and an ultralight headset to enjoy it in.`,
    scene: 'social',
    points: [
      { title: msg`Together in VR`, text: msg`Share a screen, watch a film or just talk, with friends wherever they live.` },
      { title: msg`Films to rent`, text: msg`Rent films in 2D and 3D and watch them in a virtual theater.` },
      { title: msg`Hardware too`, text: msg`Beyond is our own headset, made for long and comfortable sessions.` },
    ],
    cta: { label: msg`Contact us`, to: `mailto:${SUPPORT_EMAIL}` },
  },
  '/enrollprivacy': {
    title: msg`Enrollment privacy`,
    eyebrow: msg`Face scans and eye tracking`,
    lead: msg`Building a custom Beyond means measuring your face. Here is how we handle those measurements.`,
    scene: 'headset',
    points: [
      { title: msg`What the scan is for`, text: msg`Your face scan shapes your cushion and sets your IPD.` },
      { title: msg`How long it is kept`, text: msg`The Privacy Policy says how long measurements are kept.` },
      { title: msg`Questions?`, text: msg`Write to ${SUPPORT_EMAIL} about your data.` },
    ],
    cta: { label: msg`Read the Privacy Policy`, to: paths.privacyPolicy },
  },
  '/hardwareterms': {
    title: msg`Hardware terms`,
    eyebrow: msg`Beyond and accessories`,
    lead: msg`The terms of sale for Beyond headsets, audio straps and lens inserts bought from our store.`,
    scene: 'headset',
    points: [
      {
        title: msg`Made to order`,
        text: msg`Custom headsets are built to your scan, so their IPD cannot change once manufacturing starts.`,
      },
      { title: msg`Limited warranty`, text: msg`Manufacturing defects are covered for 90 days from delivery.` },
      { title: msg`Order status`, text: msg`Each order and its status are listed under Orders in your account.` },
    ],
    cta: { label: msg`Warranty details`, to: paths.warranty },
  },
  '/refundpolicy': {
    title: msg`Refund policy`,
    eyebrow: msg`Tickets and hardware`,
    lead: msg`What can be refunded, and how to ask.`,
    scene: 'cinema',
    points: [
      {
        title: msg`Whole orders only`,
        text: msg`Refunds cover whole orders paid by card or digital wallet. Coupon amounts are not refunded.`,
      },
      { title: msg`Hardware`, text: msg`Headsets and accessories follow the Hardware Terms and the warranty.` },
      { title: msg`How to ask`, text: msg`Email ${SUPPORT_EMAIL} with your account email and order or film.` },
    ],
    cta: { label: msg`Read the Ticket Policy`, to: paths.ticketPolicy },
  },
  '/warranty': {
    title: msg`Warranty`,
    eyebrow: msg`Beyond hardware`,
    lead: msg`The limited warranty for Beyond headsets bought from our store.`,
    scene: 'headset',
    points: [
      { title: msg`90 days`, text: msg`Coverage runs for 90 days from delivery.` },
      { title: msg`The terms`, text: msg`The Hardware Terms set out what the warranty covers.` },
      { title: msg`Making a claim`, text: msg`Email ${SUPPORT_EMAIL} with your order name and what went wrong.` },
    ],
  },
  '/mybeyond': {
    title: msg`Beyond`,
    eyebrow: msg`The headset`,
    lead: msg`An ultralight headset fitted to your face, with micro-OLED displays sharp enough for reading text in a movie theater.`,
    scene: 'headset',
    points: [
      { title: msg`Custom fit`, text: msg`A face scan shapes the cushion and sets the eye distance of your unit.` },
      { title: msg`Micro-OLED`, text: msg`Deep blacks and bright highlights for films the way they were graded.` },
      { title: msg`Your order`, text: msg`Signed in? Your order and its status are under Orders.` },
    ],
    cta: { label: msg`Shop the store`, to: STORE_HOME },
  },
  '/myaudiostrap': {
    title: msg`Audio strap`,
    eyebrow: msg`Accessory`,
    lead: msg`Off-ear speakers and a balanced strap for Beyond: sound that stays put without pressing on your ears.`,
    scene: 'headset',
    points: [
      { title: msg`Balanced`, text: msg`Counterweights the front so the headset rests lightly.` },
      { title: msg`Open-ear audio`, text: msg`Hear the film and the people in your room at once.` },
      { title: msg`Tool-free`, text: msg`Clips on without tools.` },
    ],
    cta: { label: msg`Shop the store`, to: STORE_HOME },
  },
  '/displays': {
    title: msg`Displays`,
    eyebrow: msg`Inside Beyond`,
    lead: msg`Two micro-OLED panels, one per eye, with pixels small enough to disappear.`,
    scene: 'cinema',
    points: [
      { title: msg`High density`, text: msg`Text in your shared desktop is crisp enough to work in.` },
      { title: msg`True black`, text: msg`Each pixel lights itself, so dark scenes stay dark.` },
      { title: msg`Fast refresh`, text: msg`Smooth motion for games and sports.` },
    ],
  },
  '/experiences': {
    title: msg`Experiences`,
    eyebrow: msg`What people do in Bigscreen`,
    lead: msg`Watch parties, study halls, game nights, concerts: the rooms are what you make of them.`,
    scene: 'social',
    points: [
      { title: msg`Movie nights`, text: msg`Rent a film and watch it together in a theater of your choice.` },
      { title: msg`Work and study`, text: msg`Share screens and keep each other focused.` },
      { title: msg`Events`, text: msg`Premieres and community events in shared theaters.` },
    ],
    cta: { label: msg`Browse Catalog`, to: paths.catalog },
  },
  '/eyetracking': {
    title: msg`Eye tracking`,
    eyebrow: msg`Beyond`,
    lead: msg`Eye tracking lets your avatar look where you look, and apps render more sharply where your eyes point.`,
    scene: 'headset',
    points: [
      { title: msg`Set up once`, text: msg`A link from your account hands a token to the desktop eye-tracking app.` },
      { title: msg`On your PC`, text: msg`The desktop eye-tracking app runs next to your headset.` },
      { title: msg`Need help?`, text: msg`Write to ${SUPPORT_EMAIL}.` },
    ],
  },
  '/giveaway': {
    title: msg`Giveaways`,
    eyebrow: msg`Community`,
    lead: msg`Giveaways of films and accessories are announced on our Discord and social channels.`,
    scene: 'space',
    points: [
      { title: msg`How to enter`, text: msg`Each giveaway post explains how to enter and when it closes.` },
      { title: msg`Eligibility`, text: msg`Entrants must be 18 or over.` },
      { title: msg`Winners`, text: msg`Each giveaway post says how winners are chosen and told.` },
    ],
  },
  '/create': {
    title: msg`Create with Bigscreen`,
    eyebrow: msg`Creators and studios`,
    lead: msg`Host screenings, premiere your work and build an audience in VR.`,
    scene: 'cinema',
    points: [
      { title: msg`Screenings`, text: msg`Bring your film to a Bigscreen theater for a live premiere.` },
      { title: msg`Community rooms`, text: msg`Run a recurring room with moderation tools.` },
      { title: msg`Talk to us`, text: msg`Reach the team at ${SUPPORT_EMAIL}.` },
    ],
  },
  '/nstest': {
    title: msg`Page-builder test page`,
    eyebrow: msg`Internal`,
    lead: msg`This page exists to preview page-builder content. If nothing appears below, no content is published for it.`,
    scene: 'space',
    points: [],
  },
  '/affiliate': {
    title: msg`Affiliate program`,
    eyebrow: msg`Partners`,
    lead: msg`Tell your audience about Bigscreen and Beyond and earn a commission on qualifying orders.`,
    scene: 'social',
    points: [
      { title: msg`Who can join`, text: msg`Creators, reviewers and communities with a VR audience.` },
      { title: msg`How it works`, text: msg`A personal link tracks orders from your audience.` },
      { title: msg`Apply`, text: msg`Email ${SUPPORT_EMAIL} with a link to your channel.` },
    ],
  },
  '/desktop': {
    title: msg`Your desktop, in VR`,
    eyebrow: msg`Desktop sharing`,
    lead: msg`See your PC on a giant screen and share it with the room: work, present, or play.`,
    scene: 'desk',
    points: [
      { title: msg`Multiple monitors`, text: msg`Every monitor you have, floating where you want it.` },
      { title: msg`Share or keep private`, text: msg`Choose who sees your screen, per room.` },
      { title: msg`Quest over Wi-Fi`, text: msg`The Remote Desktop client streams your PC to a standalone headset.` },
    ],
    cta: { label: msg`Get the Remote Desktop client`, to: paths.remoteDesktop },
  },
  '/videoplayer': {
    title: msg`Video player`,
    eyebrow: msg`Your own files`,
    lead: msg`Play your own videos, including 3D and 180/360 formats, on the big screen.`,
    scene: 'cinema',
    points: [
      { title: msg`Many formats`, text: msg`Common video files in 2D, side-by-side 3D and over-under 3D.` },
      { title: msg`Watch together`, text: msg`Everyone in the room sees the same frame, in sync.` },
      { title: msg`Subtitles`, text: msg`Load subtitle files next to your video.` },
    ],
    cta: { label: msg`Download Bigscreen`, to: paths.home },
  },
};

/** Unknown paths still render something sensible. */
export const DEFAULT_CONTENT: PageContent = {
  title: msg`Bigscreen`,
  eyebrow: msg`Virtual reality, together`,
  lead: msg`Watch movies, share your desktop and hang out with friends in VR.`,
  scene: 'space',
  points: [],
  cta: { label: msg`Go to the home page`, to: paths.home },
};
