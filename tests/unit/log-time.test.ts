/** The log line's time field: pino's own ISO text, formatted once per millisecond. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { isoTimeOncePerMs } from '#server/logger.ts';

afterEach(() => vi.useRealTimers());

describe('isoTimeOncePerMs', () => {
  it('writes what pino.stdTimeFunctions.isoTime writes, for each millisecond', () => {
    vi.useFakeTimers();
    for (const at of [Date.UTC(2026, 10, 26, 22, 0, 0, 0), Date.UTC(2026, 10, 26, 22, 0, 0, 1), Date.UTC(2030, 0, 1, 0, 0, 59, 999)]) {
      vi.setSystemTime(at);
      expect(isoTimeOncePerMs()).toBe(pino.stdTimeFunctions.isoTime());
      expect(isoTimeOncePerMs()).toBe(`,"time":"${new Date(at).toISOString()}"`);
    }
  });

  it('moves on when the clock does, also backwards', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 26, 22, 0, 0, 5));
    const first = isoTimeOncePerMs();
    vi.setSystemTime(Date.UTC(2026, 10, 26, 22, 0, 0, 4));
    expect(isoTimeOncePerMs()).not.toBe(first);
    expect(isoTimeOncePerMs()).toContain('22:00:00.004Z');
  });
});
