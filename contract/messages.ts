import { ACCOUNT_LINK_MESSAGES } from './account-link-messages.ts';
import type { TextMessages } from './message-group.ts';

/**
 * User-facing messages quoted by BEHAVIOUR §5 and §8. They are shown exactly as written, so every
 * layer (server error answers, client screens, tests, the translation catalogs) takes them from
 * here (message-group.ts). The headset's and the tickets' copy have files of their own
 * (headset-messages.ts, ticket-messages.ts): only those features' code needs them, and every
 * page's code carries what this file holds. Their ids are their English texts: the server's error
 * answers carry them, and a translated page finds each translation by the text it received.
 */
export const MESSAGES = {
  hostNotFound: "Couldn't connect to the product's servers.",
  timeout: 'Time out. Try again later.',
  apiDefault: 'API operation failed! Please try again later.',
  loginFailedLong: 'Login failed! Please try again later.',
  createAccountFailedLong: 'Create account failed! Please try again later.',
  loginFailed: 'Login failed!',
  createAccountFailed: 'Create account failed!',
  forgotFailed: 'Failed to send the forgot password request!',
  resetFailed: 'Reset failed!',
  emailVerifyFailed: 'Email verification failed!',
  orderFailed: 'Error encountered while processing the order',
  resendFailed: 'Server failed to send verification',
  outcomeDefault: 'Something went wrong. Code -99',
  noAccessToken: 'No access token was set. Login required.',
  noRefreshToken: 'Refresh token was not set. Login required.',
  notFound: 'Oops! This page does not exist !!',
  missingBrowserSession: 'Missing browserSession.',
  networkOffline: 'Network is offline',
  copyError: 'URL COPY ERROR',
  passwordsMismatchSignup: 'Your passwords do not match.',
  passwordsMismatchReset: 'The passwords do not match.',
  crossOrigin: 'Cross-origin requests are not allowed.',
  notAllowed: 'This API call does not exist.',
  bodyTooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  /** This project's wording: the button beside a list or page that could not be loaded. */
  tryAgain: 'Try again',
} as const satisfies TextMessages;

/** Account and session copy: BEHAVIOUR §2 and §4 quotes, plus this project's own wording elsewhere. */
export const AUTH_MESSAGES = {
  ...ACCOUNT_LINK_MESSAGES,
  sessionExpired: 'Your session has expired. Please log in again.',
  tokenLoginFailed: 'This login link is invalid or has expired. Please log in with your email and password.',
  loggingOut: 'Logging out...',
  emailVerified: 'Your email address is now verified.',
  emailVerifyFailed: 'Failed to verify your email address.',
  emailUpdated: 'Your email address has been updated.',
  emailUpdateFailed: 'Failed to update your email address.',
  outcomeSuccessTitle: 'Success!',
  outcomeErrorTitle: 'Error',
  verifyLinkValidity: 'The link is valid for ten minutes.',
} as const satisfies TextMessages;
