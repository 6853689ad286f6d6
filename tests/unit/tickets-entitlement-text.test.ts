/** How a ticket's status reads (BEHAVIOUR §4), including the ACTIVE countdown at hour boundaries. */
import { describe, expect, it } from 'vitest';
import { entitlementStatusText, isListedTicket } from '#client/features/tickets/entitlement-text.ts';

const NOW_MS = Date.UTC(2026, 4, 1, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const HOUR = 3600;
const active = (secondsLeft: number) => ({ status: 'ACTIVE', expirationTimestamp: NOW_S + secondsLeft });

describe('entitlementStatusText', () => {
  it.each([
    ['IDLE', 'UNUSED'],
    ['EXPIRED', 'EXPIRED'],
    ['REVOKED', 'REVOKED. Contact support'],
    ['REFUNDED', 'ERROR. Contact support'],
    ['', 'ERROR. Contact support'],
    ['idle', 'ERROR. Contact support'],
  ])('%s reads %s', (status, text) => {
    expect(entitlementStatusText({ status, expirationTimestamp: null }, NOW_MS)).toBe(text);
  });

  it.each([
    [48 * HOUR, '48 HOURS UNTIL EXPIRED'],
    [30 * HOUR + 1800, '30 HOURS UNTIL EXPIRED'],
    [2 * HOUR, '2 HOURS UNTIL EXPIRED'],
    [2 * HOUR - 1, '1 HOURS UNTIL EXPIRED'],
    [HOUR, '1 HOURS UNTIL EXPIRED'],
    [HOUR - 1, '0 HOURS UNTIL EXPIRED'],
    [1, '0 HOURS UNTIL EXPIRED'],
    [0, '0 HOURS UNTIL EXPIRED'],
  ])('ACTIVE with %d s left reads %s (hours rounded down)', (left, text) => {
    expect(entitlementStatusText(active(left), NOW_MS)).toBe(text);
  });

  it('treats the timestamp as seconds, and a fraction of a second as still inside the hour', () => {
    expect(entitlementStatusText(active(HOUR - 0.5), NOW_MS)).toBe('0 HOURS UNTIL EXPIRED');
    expect(entitlementStatusText(active(HOUR), NOW_MS + 1)).toBe('0 HOURS UNTIL EXPIRED');
  });

  it('never counts below zero when an ACTIVE ticket ran out a moment ago', () => {
    expect(entitlementStatusText(active(-10), NOW_MS)).toBe('0 HOURS UNTIL EXPIRED');
  });

  it('reports an error for an ACTIVE ticket without an expiry', () => {
    expect(entitlementStatusText({ status: 'ACTIVE', expirationTimestamp: null }, NOW_MS)).toBe('ERROR. Contact support');
  });
});

describe('isListedTicket', () => {
  it('lists only IDLE and ACTIVE tickets', () => {
    expect(['IDLE', 'ACTIVE', 'EXPIRED', 'REVOKED', 'OTHER'].filter((status) => isListedTicket({ status }))).toEqual(['IDLE', 'ACTIVE']);
  });
});
