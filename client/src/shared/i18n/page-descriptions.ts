/**
 * Every page's description (contract/pages.ts: the rows' descriptions and the default one),
 * declared for extraction only, like page-titles.ts: each English description is the id of its
 * translation. Only the build reads them (client/src/prerender.tsx writes each page's head tags in
 * every language), so they have a catalog of their own (`head`) that no page loads. Written by
 * scripts/page-text.ts (`npm run i18n:extract`): edit the route table, not this file.
 */
import { msg } from '@lingui/core/macro';

export const PAGE_DESCRIPTIONS = [
  msg({
    id: 'Watch movies, share your desktop and hang out with friends in virtual reality. Home of the Beyond headset.',
    message: 'Watch movies, share your desktop and hang out with friends in virtual reality. Home of the Beyond headset.',
  }),
  msg({
    id: 'The Bigscreen app for Quest, Rift and SteamVR, and the Remote Desktop client.',
    message: 'The Bigscreen app for Quest, Rift and SteamVR, and the Remote Desktop client.',
  }),
  msg({
    id: 'We build places for people to be together in virtual reality: a social cinema app and a headset.',
    message: 'We build places for people to be together in virtual reality: a social cinema app and a headset.',
  }),
  msg({ id: 'The terms of service of Bigscreen.', message: 'The terms of service of Bigscreen.' }),
  msg({ id: 'How Bigscreen handles personal data.', message: 'How Bigscreen handles personal data.' }),
  msg({
    id: 'How face scans and eye-tracking measurements for Beyond are handled.',
    message: 'How face scans and eye-tracking measurements for Beyond are handled.',
  }),
  msg({
    id: 'The terms of sale for Beyond headsets, audio straps and lens inserts.',
    message: 'The terms of sale for Beyond headsets, audio straps and lens inserts.',
  }),
  msg({ id: 'What can be refunded, and how to ask.', message: 'What can be refunded, and how to ask.' }),
  msg({
    id: 'If your Beyond has a manufacturing defect, we will repair or replace it.',
    message: 'If your Beyond has a manufacturing defect, we will repair or replace it.',
  }),
  msg({
    id: 'An ultralight VR headset fitted to your face, with micro-OLED displays.',
    message: 'An ultralight VR headset fitted to your face, with micro-OLED displays.',
  }),
  msg({ id: 'Off-ear speakers and a balanced strap for Beyond.', message: 'Off-ear speakers and a balanced strap for Beyond.' }),
  msg({
    id: 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.',
    message: 'Two micro-OLED panels, one per eye, with pixels small enough to disappear.',
  }),
  msg({
    id: 'Watch parties, study halls, game nights, concerts: rooms in VR.',
    message: 'Watch parties, study halls, game nights, concerts: rooms in VR.',
  }),
  msg({ id: 'Eye tracking lets your avatar look where you look.', message: 'Eye tracking lets your avatar look where you look.' }),
  msg({ id: 'Films and accessories we give away to the community.', message: 'Films and accessories we give away to the community.' }),
  msg({
    id: 'Host screenings, premiere your work and build an audience in VR.',
    message: 'Host screenings, premiere your work and build an audience in VR.',
  }),
  msg({ id: 'A preview page for page-builder content.', message: 'A preview page for page-builder content.' }),
  msg({
    id: 'Tell your audience about Bigscreen and Beyond and earn a commission.',
    message: 'Tell your audience about Bigscreen and Beyond and earn a commission.',
  }),
  msg({
    id: 'See your PC on a giant screen and share it with the room.',
    message: 'See your PC on a giant screen and share it with the room.',
  }),
  msg({
    id: 'Play your own videos, including 3D and 180/360 formats, on the big screen.',
    message: 'Play your own videos, including 3D and 180/360 formats, on the big screen.',
  }),
  msg({ id: 'The rules for movie tickets rented on Bigscreen.', message: 'The rules for movie tickets rented on Bigscreen.' }),
  msg({
    id: 'Download the Bigscreen Remote Desktop client and stream your PC into VR.',
    message: 'Download the Bigscreen Remote Desktop client and stream your PC into VR.',
  }),
  msg({
    id: 'Rent films in 2D and 3D and watch them with friends in Bigscreen.',
    message: 'Rent films in 2D and 3D and watch them with friends in Bigscreen.',
  }),
  msg({ id: 'Log in to your Bigscreen account.', message: 'Log in to your Bigscreen account.' }),
  msg({ id: 'Create a Bigscreen account.', message: 'Create a Bigscreen account.' }),
  msg({ id: 'Reset the password of your Bigscreen account.', message: 'Reset the password of your Bigscreen account.' }),
  msg({ id: 'Rent a film to watch in Bigscreen.', message: 'Rent a film to watch in Bigscreen.' }),
  msg({ id: 'Your Bigscreen account and movie tickets.', message: 'Your Bigscreen account and movie tickets.' }),
  msg({ id: 'Your Beyond headset orders.', message: 'Your Beyond headset orders.' }),
];
