/** Scan-processing failures, App Clip link safety and the eye-tracking link. */
import { describe, expect, it } from 'vitest';
import { classifyScanFailure } from '#client/features/headset/scan-outcome.ts';
import { absoluteLink, eyeTrackingLink, safeAppClipUrl } from '#client/features/headset/links.ts';
import { SEED_SCAN_TOKENS } from '#mock-upstream/seed.ts';

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
    expect(classifyScanFailure(422, { code: 3, message: 'No match', scan: {} }, FALLBACK)).toMatchObject({
      kind: 'shown',
      retryUrl: undefined,
    });
    expect(classifyScanFailure(422, { code: 3, message: 'x', scan: null }, FALLBACK)).toMatchObject({ kind: 'shown', retryUrl: undefined });
    expect(classifyScanFailure(422, { code: 3, message: 'x', scan: { appClipUrl: 'javascript:alert(1)' } }, FALLBACK)).toMatchObject({
      kind: 'shown',
      retryUrl: undefined,
    });
  });

  it.each([
    [422, { code: 4, message: 'other' }, 4, 'other'],
    [422, undefined, 422, FALLBACK],
    [404, { code: 3, message: 'No such scan' }, 3, 'No such scan'],
    [403, { message: 'Forbidden' }, 403, 'Forbidden'],
    [502, { message: "Couldn't connect" }, 502, "Couldn't connect"],
    [504, undefined, 504, FALLBACK],
    [0, undefined, 0, FALLBACK],
  ])('shows %s %j as a submission error (waiting would not help)', (status, body, code, message) => {
    expect(classifyScanFailure(status, body, FALLBACK)).toEqual({ kind: 'shown', code, message, retryUrl: undefined });
  });

  it('offers no retry link outside the scan errors, even when the body carries one', () => {
    const body = { code: 9, message: 'x', scan: { appClipUrl: 'https://appclip.apple.com/id?p=x' } };
    expect(classifyScanFailure(404, body, FALLBACK)).toMatchObject({ kind: 'shown', retryUrl: undefined });
  });

  it('treats 409 as busy, carrying the error to show once the wait is over', () => {
    expect(classifyScanFailure(409, { code: 7, message: 'Uploading' }, FALLBACK)).toEqual({
      kind: 'busy',
      failure: { kind: 'shown', code: 7, message: 'Uploading', retryUrl: undefined },
    });
  });

  it('leaves a 401 to the session layer', () => {
    expect(classifyScanFailure(401, { code: 4 }, FALLBACK)).toEqual({ kind: 'signed-out' });
  });

  it('covers every seeded scan token as documented', () => {
    const kinds = Object.fromEntries(
      Object.entries(SEED_SCAN_TOKENS).map(([token, t]) => [
        token,
        t.status === 200 ? 'complete' : classifyScanFailure(t.status, t.body, FALLBACK),
      ]),
    );
    expect(kinds['tpy-demo-ok']).toBe('complete');
    expect(kinds['tpy-demo-500']).toMatchObject({ kind: 'shown', code: 17, retryUrl: undefined });
    expect(kinds['tpy-demo-retry']).toMatchObject({ kind: 'shown', code: 3, retryUrl: expect.stringMatching(/^https:\/\//) });
    expect(kinds['tpy-demo-noretry']).toMatchObject({ kind: 'shown', code: 3, retryUrl: undefined });
    expect(kinds['tpy-demo-busy']).toMatchObject({ kind: 'busy', failure: { code: 7 } });
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
