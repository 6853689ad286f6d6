import { describe, expect, it } from 'vitest';
import { fitResize, isValidResize, MAX_SIDE, SDK_MIN_SIDE } from '#client/features/remote-browser/resize.ts';

const FULL_HD = 1920 * 1080;

describe('remote browser resize rule (BEHAVIOUR §5)', () => {
  it('accepts sides above 0 and up to 3840 within the maximum area', () => {
    expect(isValidResize(1280, 720, FULL_HD)).toBe(true);
    expect(isValidResize(1920, 1080, FULL_HD)).toBe(true);
    expect(isValidResize(3840, 100, FULL_HD)).toBe(true);
    expect(isValidResize(1, 1, FULL_HD)).toBe(true);
  });

  it('refuses zero, negative, too-long sides and too much area', () => {
    expect(isValidResize(0, 720, FULL_HD)).toBe(false);
    expect(isValidResize(1280, -1, FULL_HD)).toBe(false);
    expect(isValidResize(3841, 10, 10 ** 9)).toBe(false);
    expect(isValidResize(10, 3841, 10 ** 9)).toBe(false);
    expect(isValidResize(1921, 1080, FULL_HD)).toBe(false);
    expect(isValidResize(Number.NaN, 100, FULL_HD)).toBe(false);
    expect(isValidResize(Number.POSITIVE_INFINITY, 100, FULL_HD)).toBe(false);
  });
});

describe('fitting the remote browser to its container', () => {
  it('keeps a container that already fits', () => {
    expect(fitResize(1280, 720, FULL_HD)).toEqual({ width: 1280, height: 720 });
  });

  it('scales down to the maximum area, keeping the aspect ratio', () => {
    const size = fitResize(2560, 1440, FULL_HD)!;
    expect(size.width * size.height).toBeLessThanOrEqual(FULL_HD);
    expect(size.width / size.height).toBeCloseTo(16 / 9, 2);
    expect(isValidResize(size.width, size.height, FULL_HD)).toBe(true);
  });

  it('caps each side at 3840', () => {
    const size = fitResize(8000, 1000, 10 ** 9)!;
    expect(size).toEqual({ width: 3840, height: 480 });
    expect(size.width).toBeLessThanOrEqual(MAX_SIDE);
    expect(isValidResize(size.width, size.height, 10 ** 9)).toBe(true);
  });

  it('gives up when the SDK would refuse the size (a side under 256) or the input is unusable', () => {
    expect(fitResize(200, 720, FULL_HD)).toBeUndefined();
    expect(fitResize(1280, SDK_MIN_SIDE - 1, FULL_HD)).toBeUndefined();
    expect(fitResize(0, 0, FULL_HD)).toBeUndefined();
    expect(fitResize(1280, 720, 0)).toBeUndefined();
    expect(fitResize(Number.NaN, 720, FULL_HD)).toBeUndefined();
  });
});
