/** Links the headset pages hand to other apps: the eye-tracking app's scheme and App Clip URLs. */

/** The eye-tracking desktop app registers this scheme; it reads the token from `token`. */
export const EYE_TRACKING_SCHEME = 'bigscreen-eyetracking';

export function eyeTrackingLink(token: string): string {
  return `${EYE_TRACKING_SCHEME}://authenticate?token=${encodeURIComponent(token)}`;
}

/**
 * An App Clip URL from the upstream, if it is safe to put in a link (https only: never
 * javascript: or another scheme).
 */
export function safeAppClipUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The retry link (a same-site path) as an absolute URL, which is what a user can paste into Safari. */
export function absoluteLink(link: string, origin: string): string {
  return new URL(link, origin).href;
}
