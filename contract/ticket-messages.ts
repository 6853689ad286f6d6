/** Movie-ticket copy quoted by BEHAVIOUR §4, §8 and §9 (entitlement status, prices, verify prompt). */
export const TICKET_MESSAGES = {
  verificationSent: 'Verification sent!',
  unused: 'UNUSED',
  hoursUntilExpired: (hours: number) => `${hours} HOURS UNTIL EXPIRED`,
  expired: 'EXPIRED',
  revoked: 'REVOKED. Contact support',
  statusError: 'ERROR. Contact support',
  priceError: '$ERR',
  coupon: 'COUPON',
  /** The catalogue link's label, as the spec names it. */
  browseCatalog: 'Browse Catalog',
} as const;
