/** Navigation: the app, the headset, movies and support. */
import { icon } from './icon';

export const IconRefresh = /* @__PURE__ */ icon([
  'M19.5 10A8 8 0 0 0 5 7.5',
  'M4.5 3.5v4h4',
  'M4.5 14A8 8 0 0 0 19 16.5',
  'M19.5 20.5v-4h-4',
]);
export const IconPencil = /* @__PURE__ */ icon(['M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5z', 'm13.5 7 3 3']);
export const IconHeadset = /* @__PURE__ */ icon([
  'M4 8.5h16A1.5 1.5 0 0 1 21.5 10v4.5A1.5 1.5 0 0 1 20 16h-4.5l-2-2.5h-3l-2 2.5H4a1.5 1.5 0 0 1-1.5-1.5V10A1.5 1.5 0 0 1 4 8.5z',
  'M6.5 8.5V7A1.5 1.5 0 0 1 8 5.5h8A1.5 1.5 0 0 1 17.5 7v1.5',
]);
export const IconHeadphones = /* @__PURE__ */ icon([
  'M4 17v-4a8 8 0 0 1 16 0v4',
  'M4 15h2.5a1 1 0 0 1 1 1v3.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z',
  'M20 15h-2.5a1 1 0 0 0-1 1v3.5a1 1 0 0 0 1 1H19a1 1 0 0 0 1-1z',
]);
export const IconEye = /* @__PURE__ */ icon([
  'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z',
  'M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
]);
export const IconDisplays = /* @__PURE__ */ icon([
  'M4.5 6h5A1.5 1.5 0 0 1 11 7.5v9A1.5 1.5 0 0 1 9.5 18h-5A1.5 1.5 0 0 1 3 16.5v-9A1.5 1.5 0 0 1 4.5 6z',
  'M14.5 6h5A1.5 1.5 0 0 1 21 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 14.5 6z',
]);
export const IconShield = /* @__PURE__ */ icon(['m12 3 7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z', 'm8.8 12 2.2 2.2 4.2-4.4']);
export const IconCart = /* @__PURE__ */ icon([
  'M3 4h2.5l2.2 10.3a1.5 1.5 0 0 0 1.5 1.2h8a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.3',
  'M8.5 19.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
  'M16 19.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
]);
export const IconTicket = /* @__PURE__ */ icon([
  'M4 6.5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1V10a2 2 0 0 0 0 4v3.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4z',
  'M14.5 5.5v2.5M14.5 11v2M14.5 16v2.5',
]);
export const IconDocument = /* @__PURE__ */ icon([
  'M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
  'M14 3v5h5',
  'M8.5 13h7M8.5 16.5h7',
]);
export const IconMail = /* @__PURE__ */ icon([
  'M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1z',
  'm3.5 6.5 8.5 6.5 8.5-6.5',
]);
export const IconLink = /* @__PURE__ */ icon([
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
]);
export const IconGift = /* @__PURE__ */ icon([
  'M4 8.5h16v3.5H4z',
  'M5.5 12h13v8h-13z',
  'M12 8.5V20',
  'M12 8.5C10.5 5 6.5 4.5 6.5 7s3.5 1.5 5.5 1.5z',
  'M12 8.5C13.5 5 17.5 4.5 17.5 7S14 8.5 12 8.5z',
]);
