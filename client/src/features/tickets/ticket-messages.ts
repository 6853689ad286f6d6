/**
 * The movie-ticket texts the behaviour docs quote (contract/messages.ts `TICKET_MESSAGES`) in the
 * visitor's language (docs/I18N.md). English pages show the contract's texts exactly as they are;
 * other languages their translation from the `tickets` catalog. Each message has the explicit id
 * `TICKET_MESSAGES.<key>` and its English equals the contract's (tests/unit/feature-messages.test.ts).
 * Plain descriptors with the extractor's i18n marker comment, not the `msg` macro, so the module
 * also runs untransformed (the unit tests load it).
 */
import type { MessageDescriptor } from '@lingui/core';
import { TICKET_MESSAGES } from '#contract/ticket-messages.ts';
import { i18n, localMessage } from '#client/shared/i18n/index.ts';
import { registerMessages } from '#client/shared/i18n/local-message.ts';

export const TICKET_MESSAGE_DESCRIPTORS: Record<keyof typeof TICKET_MESSAGES, MessageDescriptor> = {
  verificationSent: /*i18n*/ { id: 'TICKET_MESSAGES.verificationSent', message: 'Verification sent!' },
  unused: /*i18n*/ { id: 'TICKET_MESSAGES.unused', message: 'UNUSED' },
  hoursUntilExpired: /*i18n*/ { id: 'TICKET_MESSAGES.hoursUntilExpired', message: '{hours} HOURS UNTIL EXPIRED' },
  expired: /*i18n*/ { id: 'TICKET_MESSAGES.expired', message: 'EXPIRED' },
  revoked: /*i18n*/ { id: 'TICKET_MESSAGES.revoked', message: 'REVOKED. Contact support' },
  statusError: /*i18n*/ { id: 'TICKET_MESSAGES.statusError', message: 'ERROR. Contact support' },
  priceError: /*i18n*/ { id: 'TICKET_MESSAGES.priceError', message: '$ERR' },
  coupon: /*i18n*/ { id: 'TICKET_MESSAGES.coupon', message: 'COUPON' },
  browseCatalog: /*i18n*/ { id: 'TICKET_MESSAGES.browseCatalog', message: 'Browse Catalog' },
};

registerMessages(TICKET_MESSAGES, TICKET_MESSAGE_DESCRIPTORS);

type TextKey = {
  [K in keyof typeof TICKET_MESSAGES]: (typeof TICKET_MESSAGES)[K] extends string ? K : never;
}[keyof typeof TICKET_MESSAGES];

/** A quoted ticket text in the active language (English: the contract's text). */
export function ticketText(key: TextKey): string {
  return localMessage(TICKET_MESSAGES[key]);
}

/** "N HOURS UNTIL EXPIRED" in the active language. */
export function hoursUntilExpiredText(hours: number): string {
  if (!i18n.locale || i18n.locale === 'en') return TICKET_MESSAGES.hoursUntilExpired(hours);
  return i18n._({ ...TICKET_MESSAGE_DESCRIPTORS.hoursUntilExpired, values: { hours } });
}
