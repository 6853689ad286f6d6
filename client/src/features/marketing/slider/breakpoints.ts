/**
 * How many slides a slider shows at a given viewport width (BEHAVIOUR §9). Rules are checked from
 * the widest down; the first whose `minWidth` the viewport reaches wins.
 */
export interface SliderBreakpoint {
  minWidth: number;
  perView: number;
}

/** Feature slider: 3, then 2 under 768 px, then 1 under 480 px. */
export const FEATURE_SLIDER: SliderBreakpoint[] = [
  { minWidth: 768, perView: 3 },
  { minWidth: 480, perView: 2 },
  { minWidth: 0, perView: 1 },
];

/** Platform slider: 3 at a time, 2 under 768 px. */
export const PLATFORM_SLIDER: SliderBreakpoint[] = [
  { minWidth: 768, perView: 3 },
  { minWidth: 0, perView: 2 },
];

/** Home cinema slider: one scene at a time. */
export const SINGLE_SLIDE: SliderBreakpoint[] = [{ minWidth: 0, perView: 1 }];

/** The home cinema slider advances every 3000 ms (BEHAVIOUR §9). */
export const CINEMA_AUTOPLAY_MS = 3000;

export function slidesPerView(width: number, rules: SliderBreakpoint[]): number {
  const sorted = [...rules].sort((a, b) => b.minWidth - a.minWidth);
  const match = sorted.find((r) => width >= r.minWidth) ?? sorted[sorted.length - 1];
  return Math.max(1, match?.perView ?? 1);
}

/** The last valid first-slide index: a slider never shows empty space after its last slide. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Moves `by` positions, wrapping around at either end. */
export function step(index: number, by: number, count: number, perView: number): number {
  const positions = lastStart(count, perView) + 1;
  return (((index + by) % positions) + positions) % positions;
}
