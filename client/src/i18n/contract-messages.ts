/**
 * The error catalogue (contract/messages.ts `MESSAGES`, quoted by the behaviour docs) in the
 * visitor's language. The English texts stay exactly the contract's: an English page shows them
 * as they are and never loads this catalog; a Japanese page loads it with the shell's
 * (client/src/i18n/index.ts). Each message has the explicit id `MESSAGES.<key>`, and its English
 * text must equal the contract's (tests/unit/i18n-catalogs.test.ts checks it). The module imports
 * nothing at run time (index.ts registers the table), so it stays a chunk of its own.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';

export const MESSAGE_DESCRIPTORS: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  hostNotFound: msg({ id: 'MESSAGES.hostNotFound', message: "Couldn't connect to the product's servers." }),
  timeout: msg({ id: 'MESSAGES.timeout', message: 'Time out. Try again later.' }),
  apiDefault: msg({ id: 'MESSAGES.apiDefault', message: 'API operation failed! Please try again later.' }),
  loginFailedLong: msg({ id: 'MESSAGES.loginFailedLong', message: 'Login failed! Please try again later.' }),
  createAccountFailedLong: msg({ id: 'MESSAGES.createAccountFailedLong', message: 'Create account failed! Please try again later.' }),
  loginFailed: msg({ id: 'MESSAGES.loginFailed', message: 'Login failed!' }),
  createAccountFailed: msg({ id: 'MESSAGES.createAccountFailed', message: 'Create account failed!' }),
  forgotFailed: msg({ id: 'MESSAGES.forgotFailed', message: 'Failed to send the forgot password request!' }),
  resetFailed: msg({ id: 'MESSAGES.resetFailed', message: 'Reset failed!' }),
  emailVerifyFailed: msg({ id: 'MESSAGES.emailVerifyFailed', message: 'Email verification failed!' }),
  orderFailed: msg({ id: 'MESSAGES.orderFailed', message: 'Error encountered while processing the order' }),
  resendFailed: msg({ id: 'MESSAGES.resendFailed', message: 'Server failed to send verification' }),
  outcomeDefault: msg({ id: 'MESSAGES.outcomeDefault', message: 'Something went wrong. Code -99' }),
  noAccessToken: msg({ id: 'MESSAGES.noAccessToken', message: 'No access token was set. Login required.' }),
  noRefreshToken: msg({ id: 'MESSAGES.noRefreshToken', message: 'Refresh token was not set. Login required.' }),
  notFound: msg({ id: 'MESSAGES.notFound', message: 'Oops! This page does not exist !!' }),
  missingBrowserSession: msg({ id: 'MESSAGES.missingBrowserSession', message: 'Missing browserSession.' }),
  networkOffline: msg({ id: 'MESSAGES.networkOffline', message: 'Network is offline' }),
  copyError: msg({ id: 'MESSAGES.copyError', message: 'URL COPY ERROR' }),
  passwordsMismatchSignup: msg({ id: 'MESSAGES.passwordsMismatchSignup', message: 'Your passwords do not match.' }),
  passwordsMismatchReset: msg({ id: 'MESSAGES.passwordsMismatchReset', message: 'The passwords do not match.' }),
  crossOrigin: msg({ id: 'MESSAGES.crossOrigin', message: 'Cross-origin requests are not allowed.' }),
  notAllowed: msg({ id: 'MESSAGES.notAllowed', message: 'This API call does not exist.' }),
  bodyTooLarge: msg({ id: 'MESSAGES.bodyTooLarge', message: 'The request is too large.' }),
  badJson: msg({ id: 'MESSAGES.badJson', message: 'The request body is not valid JSON.' }),
  tooManyRequests: msg({ id: 'MESSAGES.tooManyRequests', message: 'Too many attempts. Please wait a minute and try again.' }),
  tryAgain: msg({ id: 'MESSAGES.tryAgain', message: 'Try again' }),
};

/** Account and session copy (contract/messages.ts `AUTH_MESSAGES`). */
export const AUTH_DESCRIPTORS: Record<keyof typeof AUTH_MESSAGES, MessageDescriptor> = {
  sessionExpired: msg({ id: 'AUTH_MESSAGES.sessionExpired', message: 'Your session has expired. Please log in again.' }),
  tokenLoginFailed: msg({
    id: 'AUTH_MESSAGES.tokenLoginFailed',
    message: 'This login link is invalid or has expired. Please log in with your email and password.',
  }),
  loggingOut: msg({ id: 'AUTH_MESSAGES.loggingOut', message: 'Logging out...' }),
  accountLogin: msg({ id: 'AUTH_MESSAGES.accountLogin', message: 'Account login' }),
  myAccount: msg({ id: 'AUTH_MESSAGES.myAccount', message: 'My account' }),
  emailVerified: msg({ id: 'AUTH_MESSAGES.emailVerified', message: 'Your email address is now verified.' }),
  emailVerifyFailed: msg({ id: 'AUTH_MESSAGES.emailVerifyFailed', message: 'Failed to verify your email address.' }),
  emailUpdated: msg({ id: 'AUTH_MESSAGES.emailUpdated', message: 'Your email address has been updated.' }),
  emailUpdateFailed: msg({ id: 'AUTH_MESSAGES.emailUpdateFailed', message: 'Failed to update your email address.' }),
  outcomeSuccessTitle: msg({ id: 'AUTH_MESSAGES.outcomeSuccessTitle', message: 'Success!' }),
  outcomeErrorTitle: msg({ id: 'AUTH_MESSAGES.outcomeErrorTitle', message: 'Error' }),
  verifyLinkValidity: msg({ id: 'AUTH_MESSAGES.verifyLinkValidity', message: 'The link is valid for ten minutes.' }),
};
