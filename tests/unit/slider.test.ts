import { describe, expect, it } from 'vitest';
import {
  CINEMA_AUTOPLAY_MS,
  FEATURE_SLIDER,
  PLATFORM_SLIDER,
  lastStart,
  slidesPerView,
  step,
} from '../../client/src/features/marketing/slider/breakpoints';

describe('slider breakpoints (BEHAVIOUR §9)', () => {
  it('feature slider: 3, then 2 under 768 px, then 1 under 480 px', () => {
    expect(slidesPerView(1280, FEATURE_SLIDER)).toBe(3);
    expect(slidesPerView(768, FEATURE_SLIDER)).toBe(3);
    expect(slidesPerView(767, FEATURE_SLIDER)).toBe(2);
    expect(slidesPerView(480, FEATURE_SLIDER)).toBe(2);
    expect(slidesPerView(479, FEATURE_SLIDER)).toBe(1);
    expect(slidesPerView(320, FEATURE_SLIDER)).toBe(1);
  });

  it('platform slider: 3 at a time, 2 under 768 px', () => {
    expect(slidesPerView(1920, PLATFORM_SLIDER)).toBe(3);
    expect(slidesPerView(768, PLATFORM_SLIDER)).toBe(3);
    expect(slidesPerView(767, PLATFORM_SLIDER)).toBe(2);
    expect(slidesPerView(300, PLATFORM_SLIDER)).toBe(2);
  });

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

  it('a rule list in any order gives the same answer', () => {
    const reversed = [...FEATURE_SLIDER].reverse();
    for (const w of [300, 500, 800]) expect(slidesPerView(w, reversed)).toBe(slidesPerView(w, FEATURE_SLIDER));
  });
});
