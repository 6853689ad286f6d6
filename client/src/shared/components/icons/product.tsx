/** The product: features and room categories. */
import { CIRCLE, icon } from './icon';

export const IconFilm = /* @__PURE__ */ icon([
  'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M7 4v16M17 4v16',
  'M3 9h4M3 15h4M17 9h4M17 15h4',
]);
export const IconMic = /* @__PURE__ */ icon([
  'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z',
  'M5.5 11a6.5 6.5 0 0 0 13 0',
  'M12 17.5V21M8.5 21h7',
]);
export const IconMonitor = /* @__PURE__ */ icon([
  'M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  'M9 20h6M12 16v4',
]);
export const IconCast = /* @__PURE__ */ icon([
  'M3 9V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-7',
  'M3 19v.01',
  'M3 15.5A3.5 3.5 0 0 1 6.5 19',
  'M3 12a7 7 0 0 1 7 7',
]);
export const IconLock = /* @__PURE__ */ icon([
  'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  'M8 11V8a4 4 0 0 1 8 0v3',
  'M12 15v2',
]);
export const IconSmile = /* @__PURE__ */ icon([CIRCLE, 'M8.5 14.5a4.5 4.5 0 0 0 7 0', 'M9 9.3v.6M15 9.3v.6']);
export const IconUsers = /* @__PURE__ */ icon([
  'M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  'M2.5 20a6.5 6.5 0 0 1 13 0',
  'M16 4.3a3.4 3.4 0 0 1 0 6.4',
  'M18 13.8a6.5 6.5 0 0 1 3.5 6.2',
]);
export const IconChat = /* @__PURE__ */ icon([
  'M5 4.5h14A1.5 1.5 0 0 1 20.5 6v8.5A1.5 1.5 0 0 1 19 16h-8l-4.5 3.5V16H5a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 5 4.5z',
]);
export const IconGamepad = /* @__PURE__ */ icon([
  'M7.5 7h9a4.5 4.5 0 0 1 4.4 5.4l-.8 4a2.4 2.4 0 0 1-4.2 1L14.5 15h-5l-1.4 2.4a2.4 2.4 0 0 1-4.2-1l-.8-4A4.5 4.5 0 0 1 7.5 7z',
  'M7.5 9.5v3M6 11h3',
  'M15.5 10v.2M17.5 12v.2',
]);
export const IconSparkle = /* @__PURE__ */ icon([
  'm11 3 1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8z',
  'm18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z',
]);
export const IconBall = /* @__PURE__ */ icon([
  CIRCLE,
  'M3 12h18',
  'M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9',
  'M12 3c-2.4 2.5-3.5 5.5-3.5 9s1.1 6.5 3.5 9',
]);
export const IconMusic = /* @__PURE__ */ icon([
  'M9 18V5.5l11-2V16',
  'M4 18a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  'M15 16a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
]);
export const IconMoon = /* @__PURE__ */ icon(['M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z']);
