/**
 * How a ticket's status reads in My Tickets (BEHAVIOUR §4), in the visitor's language. Only unused and running tickets are
 * listed; a running one counts down whole hours (rounded down) to its expiry, given in seconds.
 */
import type { Entitlement } from '#contract/entities.ts';
import { hoursUntilExpiredText, ticketText } from './ticket-messages';

const LISTED = new Set(['IDLE', 'ACTIVE']);

export function isListedTicket(entitlement: Pick<Entitlement, 'status'>): boolean {
  return LISTED.has(entitlement.status);
}

export function entitlementStatusText(
  entitlement: Pick<Entitlement, 'status' | 'expirationTimestamp'>,
  nowMs: number = Date.now(),
): string {
  switch (entitlement.status) {
    case 'IDLE':
      return ticketText('unused');
    case 'ACTIVE': {
      const expires = entitlement.expirationTimestamp;
      if (typeof expires !== 'number' || !Number.isFinite(expires)) return ticketText('statusError');
      // A ticket that ran out a moment ago but is not yet marked EXPIRED reads 0, never negative.
      const hours = Math.max(0, Math.floor((expires - nowMs / 1000) / 3600));
      return hoursUntilExpiredText(hours);
    }
    case 'EXPIRED':
      return ticketText('expired');
    case 'REVOKED':
      return ticketText('revoked');
    default:
      return ticketText('statusError');
  }
}
