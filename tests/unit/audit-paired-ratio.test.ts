/**
 * The audit's ratios to the floor (scripts/audit.ts): each page run over the floor run taken
 * beside it, then the median of those ratios, and which ratios are too close to the target for
 * three pairs to judge.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR_TBT_RATIO, nearTheLine, pairedRatio } from '../../scripts/audit-ratio';

describe('pairedRatio', () => {
  it('takes the median of the per-pair ratios, not a median over a median', () => {
    // A busy minute slows both runs of the second pair: paired, it still reads 2x.
    // Median over median would read 60 / 20 = 3.
    expect(pairedRatio([20, 200, 60], [10, 100, 20])).toBe(2);
  });

  it('leaves out pairs whose floor figure is 0, and has no ratio when none is left', () => {
    expect(pairedRatio([30, 50, 40], [0, 25, 20])).toBe(2);
    expect(pairedRatio([30, 50], [0, 0])).toBeUndefined();
  });

  it('pairs only runs that have a floor run beside them', () => {
    expect(pairedRatio([30, 60, 90], [10, 20])).toBe(3);
  });
});

describe('nearTheLine', () => {
  it('is true within half the target either side, false beyond and without a ratio', () => {
    expect(nearTheLine(FLOOR_TBT_RATIO)).toBe(true);
    expect(nearTheLine(0.8)).toBe(true);
    expect(nearTheLine(2.2)).toBe(true);
    expect(nearTheLine(0.5)).toBe(false);
    expect(nearTheLine(3)).toBe(false);
    expect(nearTheLine(undefined)).toBe(false);
  });
});
