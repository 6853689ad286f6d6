/** Embed sizes of SPEC §9, smallest to largest; the default is entry 4 (640×360). */
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

/** A privacy-enhanced embed URL that plays at once (the visitor asked for it) with modest branding. */
export function embedUrl(videoId: string): string {
  const params = new URLSearchParams({ autoplay: '1', modestbranding: '1', rel: '0', playsinline: '1' });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}
