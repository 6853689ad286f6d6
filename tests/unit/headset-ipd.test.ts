/** The IPD rule (BEHAVIOUR §5, §10), in the client and in the mock upstream. */
import { describe, expect, it } from 'vitest';
import { IPD_CHOICES, canConfirm, isValidIpd } from '#client/features/headset/ipd.ts';
import { ipdProblem } from '#mock-upstream/routes/beyond.ts';

describe('IPD choices', () => {
  it('offers every whole millimetre from 55 to 72', () => {
    expect(IPD_CHOICES).toHaveLength(18);
    expect(IPD_CHOICES[0]).toBe(55);
    expect(IPD_CHOICES.at(-1)).toBe(72);
    expect(IPD_CHOICES.every((v, i) => i === 0 || v === IPD_CHOICES[i - 1]! + 1)).toBe(true);
  });
});

describe('isValidIpd', () => {
  it.each([55, 60, 64, 72])('accepts %s', (v) => expect(isValidIpd(v)).toBe(true));
  it.each([54, 73, 0, -64, 64.5, 55.0001, Number.NaN, Number.POSITIVE_INFINITY, '64', '', null, undefined, {}, [64], true])(
    'refuses %s',
    (v) => expect(isValidIpd(v)).toBe(false),
  );
});

describe('canConfirm', () => {
  it('needs a chosen value above 0 that differs from the current one', () => {
    expect(canConfirm(undefined, 64)).toBe(false);
    expect(canConfirm(0, 64)).toBe(false);
    expect(canConfirm(64, 64)).toBe(false);
    expect(canConfirm(63, 64)).toBe(true);
    expect(canConfirm(63, null)).toBe(true);
    expect(canConfirm(80, null)).toBe(false);
  });
});

describe('the mock upstream says why an IPD is refused', () => {
  it('accepts the range and refuses everything else with a reason', () => {
    for (const v of IPD_CHOICES) expect(ipdProblem(v)).toBeUndefined();
    expect(ipdProblem(undefined)).toMatch(/ipd/i);
    expect(ipdProblem('64')).toBe('The IPD must be a number of millimetres.');
    expect(ipdProblem(64.5)).toBe('The IPD must be a whole number of millimetres.');
    expect(ipdProblem(54)).toBe('The IPD must be between 55 and 72 mm.');
    expect(ipdProblem(73)).toBe('The IPD must be between 55 and 72 mm.');
    expect(ipdProblem(Number.NaN)).toBe('The IPD must be a number of millimetres.');
  });
});
