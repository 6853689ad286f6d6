/**
 * A slider's positions (BEHAVIOUR §9). How many slides show at once for a viewport width is set by
 * the stylesheet (`--per-view` in marketing.css): feature slider 3, then 2 under 768 px and 1 under
 * 480 px; platform slider 3, then 2 under 768 px; the home cinema slider one at a time.
 */

/** The home cinema slider advances every 3000 ms (BEHAVIOUR §9). */
export const CINEMA_AUTOPLAY_MS = 3000;

/** The last valid first-slide index: a slider never shows empty space after its last slide. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Moves `by` positions, wrapping around at either end. */
export function step(index: number, by: number, count: number, perView: number): number {
  const positions = lastStart(count, perView) + 1;
  return (((index + by) % positions) + positions) % positions;
}
