/**
 * Video addresses, shared by the server (which validates the configured videos) and the client
 * (which embeds them). Only YouTube videos are embedded in production, through the
 * privacy-enhanced host the CSP allows in frames; a watch, short or embed link becomes that
 * host's embed address. No app code imports anything else from here.
 */

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);
const WATCH_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The privacy-enhanced embed address of a YouTube link (https only), or null for anything else. */
export function youTubeEmbedUrl(address: string | undefined | null): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  let id: string | null | undefined;
  if (EMBED_HOSTS.has(url.hostname) && url.pathname.startsWith('/embed/')) id = url.pathname.slice('/embed/'.length);
  else if (WATCH_HOSTS.has(url.hostname) && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  if (!id || !VIDEO_ID.test(id)) return null;
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${id}`;
}

/** Resolves site-relative embed addresses (the demo's stand-in players on the site's own origin). */
const SITE_BASE = 'http://site.invalid';

/** The player address for an embed address: plays at once (the visitor asked), modest branding, no related videos. */
export function playerUrl(embedUrl: string): string {
  const url = new URL(embedUrl, SITE_BASE);
  for (const [key, value] of [
    ['autoplay', '1'],
    ['modestbranding', '1'],
    ['rel', '0'],
    ['playsinline', '1'],
  ] as const) {
    url.searchParams.set(key, value);
  }
  return url.origin === SITE_BASE ? `${url.pathname}${url.search}` : url.toString();
}

/** Video embed sizes, smallest to largest; the default is entry 4 (640×360). */
export const VIDEO_SIZES = [
  { width: 256, height: 144 },
  { width: 320, height: 180 },
  { width: 384, height: 216 },
  { width: 512, height: 288 },
  { width: 640, height: 360 },
  { width: 854, height: 480 },
  { width: 1024, height: 576 },
  { width: 1280, height: 720 },
  { width: 1600, height: 900 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
  { width: 3200, height: 1800 },
] as const;

export const DEFAULT_VIDEO_SIZE = VIDEO_SIZES[4];
