/**
 * The site's one icon set, drawn for it on a 24-unit grid: line icons (1.75 stroke, round ends)
 * and a few solid marks (the social networks, play). Each is a named export, so a page bundles
 * only the icons it uses. They take their colour from `currentColor` and their size from CSS
 * (1em by default, so they follow the text around them), and they are hidden from assistive
 * technology: the control or text beside an icon carries the meaning.
 */
import type { ComponentType } from 'react';

export interface IconProps {
  className?: string;
}

export type Icon = ComponentType<IconProps>;

/** `paths` are SVG path data; `solid` fills them instead of stroking. */
function icon(name: string, paths: string[], solid = false): Icon {
  function SiteIcon({ className }: IconProps) {
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        data-icon={name}
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        fill={solid ? 'currentColor' : 'none'}
        fillRule={solid ? 'evenodd' : undefined}
        stroke={solid ? undefined : 'currentColor'}
        strokeWidth={solid ? undefined : 1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  SiteIcon.displayName = `Icon(${name})`;
  return SiteIcon;
}

const CIRCLE = 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0';

// Arrows and controls
export const IconChevronLeft = /* @__PURE__ */ icon('chevron-left', ['M14.5 5.5 8 12l6.5 6.5']);
export const IconChevronRight = /* @__PURE__ */ icon('chevron-right', ['M9.5 5.5 16 12l-6.5 6.5']);
export const IconPlay = /* @__PURE__ */ icon('play', ['M7.5 4.8v14.4a.8.8 0 0 0 1.2.7l11.2-7.2a.8.8 0 0 0 0-1.4L8.7 4.1a.8.8 0 0 0-1.2.7z'], true);
export const IconDownload = /* @__PURE__ */ icon('download', ['M12 4v11', 'm7 10.5 5 5 5-5', 'M5 20h14']);
export const IconUndo = /* @__PURE__ */ icon('undo', ['M9 4.5 4.5 9 9 13.5', 'M4.5 9H14a5.5 5.5 0 0 1 0 11h-3']);

// Status
export const IconCheck = /* @__PURE__ */ icon('check', ['m5 12.5 4.5 4.5L19 7.5']);
export const IconInfo = /* @__PURE__ */ icon('info', [CIRCLE, 'M12 11v5.5', 'M12 7.6v.3']);
export const IconAlert = /* @__PURE__ */ icon('alert', ['M10.3 4.2 2.9 17.5A2 2 0 0 0 4.6 20.5h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z', 'M12 9.5v4', 'M12 16.8v.2']);

// The product: features and rooms
export const IconFilm = /* @__PURE__ */ icon('film', ['M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M7 4v16M17 4v16', 'M3 9h4M3 15h4M17 9h4M17 15h4']);
export const IconMic = /* @__PURE__ */ icon('mic', ['M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z', 'M5.5 11a6.5 6.5 0 0 0 13 0', 'M12 17.5V21M8.5 21h7']);
export const IconMonitor = /* @__PURE__ */ icon('monitor', ['M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z', 'M9 20h6M12 16v4']);
export const IconCast = /* @__PURE__ */ icon('cast', ['M3 9V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-7', 'M3 19v.01', 'M3 15.5A3.5 3.5 0 0 1 6.5 19', 'M3 12a7 7 0 0 1 7 7']);
export const IconLock = /* @__PURE__ */ icon('lock', ['M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z', 'M8 11V8a4 4 0 0 1 8 0v3', 'M12 15v2']);
export const IconSmile = /* @__PURE__ */ icon('smile', [CIRCLE, 'M8.5 14.5a4.5 4.5 0 0 0 7 0', 'M9 9.3v.6M15 9.3v.6']);
export const IconUsers = /* @__PURE__ */ icon('users', ['M9 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z', 'M2.5 20a6.5 6.5 0 0 1 13 0', 'M16 4.3a3.4 3.4 0 0 1 0 6.4', 'M18 13.8a6.5 6.5 0 0 1 3.5 6.2']);
export const IconChat = /* @__PURE__ */ icon('chat', ['M5 4.5h14A1.5 1.5 0 0 1 20.5 6v8.5A1.5 1.5 0 0 1 19 16h-8l-4.5 3.5V16H5a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 5 4.5z']);
export const IconGamepad = /* @__PURE__ */ icon('gamepad', ['M7.5 7h9a4.5 4.5 0 0 1 4.4 5.4l-.8 4a2.4 2.4 0 0 1-4.2 1L14.5 15h-5l-1.4 2.4a2.4 2.4 0 0 1-4.2-1l-.8-4A4.5 4.5 0 0 1 7.5 7z', 'M7.5 9.5v3M6 11h3', 'M15.5 10v.2M17.5 12v.2']);
export const IconSparkle = /* @__PURE__ */ icon('sparkle', ['m11 3 1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8z', 'm18.5 15 .8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z']);
export const IconBall = /* @__PURE__ */ icon('ball', [CIRCLE, 'M3 12h18', 'M12 3c2.4 2.5 3.5 5.5 3.5 9s-1.1 6.5-3.5 9', 'M12 3c-2.4 2.5-3.5 5.5-3.5 9s1.1 6.5 3.5 9']);
export const IconMusic = /* @__PURE__ */ icon('music', ['M9 18V5.5l11-2V16', 'M4 18a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0', 'M15 16a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0']);
export const IconMoon = /* @__PURE__ */ icon('moon', ['M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z']);

// Navigation: the app, the headset, movies, support
export const IconRefresh = /* @__PURE__ */ icon('refresh', ['M19.5 10A8 8 0 0 0 5 7.5', 'M4.5 3.5v4h4', 'M4.5 14A8 8 0 0 0 19 16.5', 'M19.5 20.5v-4h-4']);
export const IconPencil = /* @__PURE__ */ icon('pencil', ['M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5z', 'm13.5 7 3 3']);
export const IconHeadset = /* @__PURE__ */ icon('headset', ['M4 8.5h16A1.5 1.5 0 0 1 21.5 10v4.5A1.5 1.5 0 0 1 20 16h-4.5l-2-2.5h-3l-2 2.5H4a1.5 1.5 0 0 1-1.5-1.5V10A1.5 1.5 0 0 1 4 8.5z', 'M6.5 8.5V7A1.5 1.5 0 0 1 8 5.5h8A1.5 1.5 0 0 1 17.5 7v1.5']);
export const IconHeadphones = /* @__PURE__ */ icon('headphones', ['M4 17v-4a8 8 0 0 1 16 0v4', 'M4 15h2.5a1 1 0 0 1 1 1v3.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z', 'M20 15h-2.5a1 1 0 0 0-1 1v3.5a1 1 0 0 0 1 1H19a1 1 0 0 0 1-1z']);
export const IconEye = /* @__PURE__ */ icon('eye', ['M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', 'M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0']);
export const IconDisplays = /* @__PURE__ */ icon('displays', ['M4.5 6h5A1.5 1.5 0 0 1 11 7.5v9A1.5 1.5 0 0 1 9.5 18h-5A1.5 1.5 0 0 1 3 16.5v-9A1.5 1.5 0 0 1 4.5 6z', 'M14.5 6h5A1.5 1.5 0 0 1 21 7.5v9a1.5 1.5 0 0 1-1.5 1.5h-5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 14.5 6z']);
export const IconShield = /* @__PURE__ */ icon('shield', ['m12 3 7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z', 'm8.8 12 2.2 2.2 4.2-4.4']);
export const IconCart = /* @__PURE__ */ icon('cart', ['M3 4h2.5l2.2 10.3a1.5 1.5 0 0 0 1.5 1.2h8a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.3', 'M8.5 19.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0', 'M16 19.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0']);
export const IconTicket = /* @__PURE__ */ icon('ticket', ['M4 6.5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1V10a2 2 0 0 0 0 4v3.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V14a2 2 0 0 0 0-4z', 'M14.5 5.5v2.5M14.5 11v2M14.5 16v2.5']);
export const IconDocument = /* @__PURE__ */ icon('document', ['M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M14 3v5h5', 'M8.5 13h7M8.5 16.5h7']);
export const IconMail = /* @__PURE__ */ icon('mail', ['M4 5.5h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1z', 'm3.5 6.5 8.5 6.5 8.5-6.5']);
export const IconLink = /* @__PURE__ */ icon('link', ['M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1']);
export const IconGift = /* @__PURE__ */ icon('gift', ['M4 8.5h16v3.5H4z', 'M5.5 12h13v8h-13z', 'M12 8.5V20', 'M12 8.5C10.5 5 6.5 4.5 6.5 7s3.5 1.5 5.5 1.5z', 'M12 8.5C13.5 5 17.5 4.5 17.5 7S14 8.5 12 8.5z']);

// Social networks: simple geometric marks drawn for this site (not the networks' own logos).
export const IconTwitter = /* @__PURE__ */ icon('twitter', ['M6 17c7 1 11-4 11-10l2-2-2 .5L18 4l-2 .6A4 4 0 0 0 10 8C7 8 5 6 4 5c-1 3 0 5 2 6H4c0 2 2 3 3 3-1 1-3 2-5 2z'], true);
export const IconFacebook = /* @__PURE__ */ icon('facebook', ['M13 21v-8h3l.5-3H13V8c0-1 .4-1.6 1.7-1.6H17V3.7A20 20 0 0 0 14.3 3C11.7 3 10 4.6 10 7.5V10H7v3h3v8z'], true);
export const IconYoutube = /* @__PURE__ */ icon('youtube', ['M3 7.5C3 6 4 5 5.5 5h13C20 5 21 6 21 7.5v9c0 1.5-1 2.5-2.5 2.5h-13C4 19 3 18 3 16.5zM10 9v6l5-3z'], true);
export const IconReddit = /* @__PURE__ */ icon('reddit', ['M12 8c4.4 0 8 2.2 8 5s-3.6 5-8 5-8-2.2-8-5 3.6-5 8-5zm-3 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm6 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2zM12 8l1-4 3 1'], true);
export const IconDiscord = /* @__PURE__ */ icon('discord', ['M5 6c2-1.3 4-2 5-2l.5 1h3l.5-1c1 0 3 .7 5 2 1.5 3 2 6 2 10-1.5 1.3-3 2-5 2.5l-1-2c1-.4 1.6-.8 2-1.2-4 2-10 2-14 0 .4.4 1 .8 2 1.2l-1 2C5 19 3.5 18.3 2 17c0-4 .5-7 3-11zm4 5.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z'], true);
export const IconInstagram = /* @__PURE__ */ icon('instagram', ['M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'], true);
