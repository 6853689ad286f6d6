/** Social networks: simple geometric marks drawn for this site (not the networks' own logos). */
import { icon } from './icon';

export const IconTwitter = /* @__PURE__ */ icon(
  ['M6 17c7 1 11-4 11-10l2-2-2 .5L18 4l-2 .6A4 4 0 0 0 10 8C7 8 5 6 4 5c-1 3 0 5 2 6H4c0 2 2 3 3 3-1 1-3 2-5 2z'],
  true,
);
export const IconFacebook = /* @__PURE__ */ icon(
  ['M13 21v-8h3l.5-3H13V8c0-1 .4-1.6 1.7-1.6H17V3.7A20 20 0 0 0 14.3 3C11.7 3 10 4.6 10 7.5V10H7v3h3v8z'],
  true,
);
export const IconYoutube = /* @__PURE__ */ icon(
  ['M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z'],
  true,
);
export const IconReddit = /* @__PURE__ */ icon(
  ['M12 8c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zm-3 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm6 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM12 8l1-4 3 1'],
  true,
);
export const IconDiscord = /* @__PURE__ */ icon(
  [
    'M5 6c2-1.3 4-2 5-2l.5 1h3l.5-1c1 0 3 .7 5 2 1.5 3 2 6 2 10-1.5 1.3-3 2-5 2.5l-1-2c1-.4 1.6-.8 2-1.2-4 2-10 2-14 0 .4.4 1 .8 2 1.2l-1 2C5 19 3.5 18.3 2 17c0-4 .5-7 3-11zm4 5.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  ],
  true,
);
