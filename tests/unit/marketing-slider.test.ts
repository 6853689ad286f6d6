import { describe, expect, it } from 'vitest';
import { CINEMA_AUTOPLAY_MS, lastStart, step } from '#client/features/marketing/slider-breakpoints.ts';

// How many slides show per width is CSS (marketing.css): tests/e2e/marketing-home.spec.ts checks it in the browser.
describe('slider positions (BEHAVIOUR §9)', () => {
  it('home cinema slider autoplays every 3000 ms', () => {
    expect(CINEMA_AUTOPLAY_MS).toBe(3000);
  });

  it('never leaves empty space after the last slide and wraps around', () => {
    expect(lastStart(6, 3)).toBe(3);
    expect(lastStart(2, 3)).toBe(0);
    expect(step(3, 1, 6, 3)).toBe(0);
    expect(step(0, -1, 6, 3)).toBe(3);
    expect(step(1, 1, 6, 3)).toBe(2);
    expect(step(0, 1, 1, 1)).toBe(0);
  });
});
