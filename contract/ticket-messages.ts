import { defineMessages } from './message-group.ts';

/** Movie-ticket copy quoted by BEHAVIOUR §4, §8 and §9 (entitlement status, prices, verify prompt), written once (message-group.ts). */
export const TICKET_MESSAGES = defineMessages('TICKET_MESSAGES', {
  verificationSent: 'Verification sent!',
  unused: 'UNUSED',
  hoursUntilExpired: '{hours} HOURS UNTIL EXPIRED',
  expired: 'EXPIRED',
  revoked: 'REVOKED. Contact support',
  statusError: 'ERROR. Contact support',
  priceError: '$ERR',
  coupon: 'COUPON',
  /** The catalogue link's label, as the spec names it. */
  browseCatalog: 'Browse Catalog',
});
