/**
 * The audit's arithmetic against the floor, apart from scripts/audit.ts (which runs the audit when
 * loaded) so unit tests can load it: the target, medians, and each page's ratio to the floor runs
 * taken beside it.
 */

/** Every public route within this multiple of the floor's blocking time, measured in turn with it. */
export const FLOOR_TBT_RATIO = 1.5;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A page's figure over the floor's, pair by pair: run i of the page over the floor run taken beside
 * it (run i of the floor), then the median of those ratios. A pair whose floor figure is 0 has
 * nothing to divide by and is left out; undefined when no pair is left. Paired, a busy minute that
 * slows both runs of a pair cancels out, where a median over a median compares different minutes.
 */
export function pairedRatio(page: number[], floor: number[]): number | undefined {
  const ratios = pairRatios(page, floor);
  return ratios.length ? Math.round(median(ratios) * 100) / 100 : undefined;
}

/** Each page run over the floor run beside it; pairs whose floor figure is 0 are left out. */
function pairRatios(page: number[], floor: number[]): number[] {
  return page.flatMap((value, i) => {
    const beside = floor[i];
    return beside !== undefined && beside > 0 ? [value / beside] : [];
  });
}

/** The most runs a page near the line gets (AUDIT_ALL_RUNS above it still counts). */
export const MOST_RUNS = 5;

/** Ratios this close to FLOOR_TBT_RATIO (either side, as a share of it) get more runs before they are judged. */
export const NEAR_THE_LINE = 0.5;

/** Whether a ratio is close enough to the target that three pairs cannot tell which side it is on. */
export function nearTheLine(ratio: number | undefined): boolean {
  return ratio !== undefined && Math.abs(ratio - FLOOR_TBT_RATIO) <= FLOOR_TBT_RATIO * NEAR_THE_LINE;
}

/**
 * Whether a page's pairs leave its side of the line open: the median ratio near it, or the pairs
 * themselves on both sides of it (some within, some over). The one task that moves a ratio most,
 * the browser's commit of the navigation, takes 10-40 ms from run to run on a page and on the floor
 * alike (docs/decisions/0023-pages-long-tasks.md), so three pairs that disagree decide by one run
 * however far the median lands; such a page gets more pairs, whichever side it is on.
 */
export function unsettled(page: number[], floor: number[]): boolean {
  const ratios = pairRatios(page, floor);
  const over = ratios.filter((ratio) => ratio > FLOOR_TBT_RATIO).length;
  return nearTheLine(pairedRatio(page, floor)) || (over > 0 && over < ratios.length);
}
