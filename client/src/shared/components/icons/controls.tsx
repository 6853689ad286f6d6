/** Arrows, controls and status. */
import { CIRCLE, icon } from './icon';

export const IconChevronLeft = /* @__PURE__ */ icon(['M14.5 5.5 8 12l6.5 6.5']);
export const IconChevronRight = /* @__PURE__ */ icon(['M9.5 5.5 16 12l-6.5 6.5']);
export const IconPlay = /* @__PURE__ */ icon(['M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11.2-7.2a.8.8 0 0 0 0-1.4L8.7 4.1a.8.8 0 0 0-1.2.7z'], true);
export const IconDownload = /* @__PURE__ */ icon(['M12 4v11', 'm7 10.5 5 5 5-5', 'M5 20h14']);
export const IconUndo = /* @__PURE__ */ icon(['M9 4.5 4.5 9 9 13.5', 'M4.5 9H14a5.5 5.5 0 0 1 0 11h-3']);
export const IconCheck = /* @__PURE__ */ icon(['m5 12.5 4.5 4.5L19 7.5']);
export const IconInfo = /* @__PURE__ */ icon([CIRCLE, 'M12 11v5.5', 'M12 7.6v.3']);
export const IconAlert = /* @__PURE__ */ icon([
  'M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
  'M12 9.5v4',
  'M12 16.8v.2',
]);
