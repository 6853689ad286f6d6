/**
 * The audit's ratios to the floor (scripts/audit.ts): each page run over the floor run taken
 * beside it, then the median of those ratios, and which ratios are too close to the target for
 * three pairs to judge.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR_TBT_RATIO, nearTheLine, pairedRatio, unsettled } from '../../scripts/audit-ratio';

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

describe('unsettled', () => {
  it('asks for more pairs when the pairs fall on both sides of the line, however far the median is', () => {
    // The 17:34 run's /affiliate: 93/81, 76/20, 94/21 (1.15, 3.8, 4.48): median 3.8, one pair within.
    expect(unsettled([93, 76, 94], [81, 20, 21])).toBe(true);
    // The other way: a median far below the line with one pair over it.
    expect(unsettled([0, 0, 90], [30, 30, 30])).toBe(true);
  });

  it('asks for none when every pair is on one side and the median is far from the line', () => {
    expect(unsettled([120, 150, 200], [20, 30, 25])).toBe(false);
    expect(unsettled([0, 5, 3], [30, 20, 40])).toBe(false);
  });

  it('asks for more pairs near the line, as before', () => {
    expect(unsettled([30, 32, 28], [20, 20, 20])).toBe(true);
  });
});
