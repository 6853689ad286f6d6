import type { TextMessages } from './message-group.ts';

/**
 * The texts the upstream APIs answer with that the site shows (BEHAVIOUR §8 shows an error body's
 * message as it is), as the demo upstream sends them (mock-upstream/src/routes, seed.ts). Written
 * once, here: the mock answers with them and the error catalogue translates them. A translated
 * page finds each translation by the text it received (message-group.ts), so an upstream text
 * missing here is shown on a Japanese page as a Japanese sentence with the code after it, never
 * as English (docs/I18N.md, "Messages the upstreams send").
 */
export const UPSTREAM_MESSAGES = {
  // Account (POST /auth/login, /auth/account, /auth/forgot, /auth/reset, the email links).
  wrongLogin: 'Incorrect email or password.',
  emailMissing: 'Please enter your email address.',
  passwordMissing: 'Please enter your password.',
  newPasswordMissing: 'Please enter a password.',
  emailInvalid: 'Please enter a valid email address.',
  passwordTooShort: 'Your password must be at least 8 characters long.',
  usernameInvalid: 'Usernames are 3 to 32 letters, digits, dots, dashes or underscores.',
  emailTaken: 'An account with this email address already exists.',
  usernameTaken: 'This username is taken.',
  loginLinkInvalid: 'This login link is invalid or has expired.',
  linkExpired: 'This link has expired.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired.',
  emailInUse: 'That email address is already in use.',
  emailAlreadyVerified: 'This email address is already verified.',
  // Tickets (GET /media/product, POST /media/order; the card's refusal is the payment provider's, passed on).
  productNotFound: 'Product not found',
  verifyBeforeRenting: 'Please verify your email address before renting a ticket.',
  invalidOrder: 'Invalid order',
  priceGone: 'This price is no longer offered. Reload the page and try again.',
  cardDeclined: 'Your card was declined.',
  // The shared browser (GET /apps/browser/{id}).
  noBrowserSession: 'This shared browser session does not exist.',
  // Orders and IPD (PUT /beyond/order/{id}/ipd).
  noSuchOrder: 'No such order',
  ipdNotANumber: 'The IPD must be a number of millimetres.',
  ipdNotWhole: 'The IPD must be a whole number of millimetres.',
  /** The range is the contract's IPD_MIN and IPD_MAX (entities.ts). */
  ipdOutOfRange: 'The IPD must be between 55 and 72 mm.',
  ipdManufacturing: 'This headset is already being manufactured, so its IPD can no longer be changed.',
  ipdShipped: 'This headset has already shipped, so its IPD can no longer be changed.',
  ipdCancelled: 'This order was cancelled, so its IPD can no longer be changed.',
  ipdNotQueued: 'This order is not queued, so its IPD can no longer be changed.',
  // Face scans (POST /beyond/scan/{token}).
  noSuchScan: 'No such scan',
  scanStorageDown: 'The scan storage service is unavailable',
  faceNotVisible: 'Your face was not fully visible in the scan',
  scanNotMatched: 'The scan could not be matched to an order',
  scanUploading: 'The scan is still uploading',
} as const satisfies TextMessages;
