/** Scan-processing failures (SPEC §8), App Clip link safety and the eye-tracking link. */
import { describe, expect, it } from 'vitest';
import { classifyScanFailure } from '../../client/src/features/headset/scan-outcome';
import { absoluteLink, eyeTrackingLink, safeAppClipUrl } from '../../client/src/features/headset/links';
import { SEED_SCAN_TOKENS } from '../../mock-upstream/src/seed';

const FALLBACK = 'API operation failed! Please try again later.';

describe('classifyScanFailure', () => {
  it('shows a 500 with its code and message, without a retry link', () => {
    expect(classifyScanFailure(500, { code: 17, message: 'Storage down' }, FALLBACK)).toEqual({
      kind: 'shown',
      code: 17,
      message: 'Storage down',
      retryUrl: undefined,
    });
  });

  it('shows a 500 without a body using the status and the fallback message', () => {
    expect(classifyScanFailure(500, undefined, FALLBACK)).toEqual({ kind: 'shown', code: 500, message: FALLBACK, retryUrl: undefined });
  });

  it('offers a retry for a 422 code 3 with an App Clip URL', () => {
    const body = { code: 3, message: 'Face hidden', scan: { appClipUrl: 'https://appclip.apple.com/id?p=x' } };
    expect(classifyScanFailure(422, body, FALLBACK)).toEqual({
      kind: 'shown',
      code: 3,
      message: 'Face hidden',
      retryUrl: 'https://appclip.apple.com/id?p=x',
    });
  });

  it('gives no retry for a 422 code 3 without one, or with an unsafe one', () => {
    expect(classifyScanFailure(422, { code: 3, message: 'No match', scan: {} }, FALLBACK)).toMatchObject({ kind: 'shown', retryUrl: undefined });
    expect(classifyScanFailure(422, { code: 3, message: 'x', scan: null }, FALLBACK)).toMatchObject({ kind: 'shown', retryUrl: undefined });
    expect(classifyScanFailure(422, { code: 3, message: 'x', scan: { appClipUrl: 'javascript:alert(1)' } }, FALLBACK)).toMatchObject({
      kind: 'shown',
      retryUrl: undefined,
    });
  });

  it.each([
    [422, { code: 4, message: 'other' }],
    [422, undefined],
    [404, { code: 3, message: 'No such scan' }],
    [403, { message: 'Forbidden' }],
    [409, { code: 7, message: 'Uploading' }],
    [502, { message: "Couldn't connect" }],
    [504, undefined],
    [0, undefined],
  ])('keeps waiting on %s %j', (status, body) => {
    expect(classifyScanFailure(status, body, FALLBACK)).toEqual({ kind: 'keep-waiting' });
  });

  it('covers every seeded scan token as documented', () => {
    const kinds = Object.fromEntries(
      Object.entries(SEED_SCAN_TOKENS).map(([token, t]) => [token, t.status === 200 ? 'complete' : classifyScanFailure(t.status, t.body, FALLBACK)]),
    );
    expect(kinds['tpy-demo-ok']).toBe('complete');
    expect(kinds['tpy-demo-500']).toMatchObject({ kind: 'shown', code: 17, retryUrl: undefined });
    expect(kinds['tpy-demo-retry']).toMatchObject({ kind: 'shown', code: 3, retryUrl: expect.stringMatching(/^https:\/\//) });
    expect(kinds['tpy-demo-noretry']).toMatchObject({ kind: 'shown', code: 3, retryUrl: undefined });
    expect(kinds['tpy-demo-busy']).toEqual({ kind: 'keep-waiting' });
  });
});

describe('links', () => {
  it('builds the eye-tracking custom-scheme link with the token encoded', () => {
    expect(eyeTrackingLink('et-abc')).toBe('bigscreen-eyetracking://authenticate?token=et-abc');
    expect(eyeTrackingLink('a b&c')).toBe('bigscreen-eyetracking://authenticate?token=a%20b%26c');
  });

  it('only lets https App Clip URLs through', () => {
    expect(safeAppClipUrl('https://appclip.apple.com/id?p=1')).toBe('https://appclip.apple.com/id?p=1');
    for (const bad of ['http://appclip.apple.com/', 'javascript:alert(1)', 'data:text/html,x', '/relative', '', 42, null, undefined]) {
      expect(safeAppClipUrl(bad)).toBeUndefined();
    }
  });

  it('makes the retry link absolute', () => {
    expect(absoluteLink('/token2/login/abc', 'https://www.example.com')).toBe('https://www.example.com/token2/login/abc');
    expect(absoluteLink('/', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/');
  });
});
