/**
 * The error catalogue (contract/messages.ts `MESSAGES`, quoted by the behaviour docs) in the
 * visitor's language, declared for extraction only: no page imports this file. The English texts
 * stay exactly the contract's: an English page shows them as they are and never loads this
 * catalog; a Japanese page loads it with the shell's (client/src/shared/i18n/index.ts). Each English
 * text is the id of its translation, so `localMessage` needs nothing but the text to find it
 * (tests/unit/i18n-catalogs.test.ts checks each id against the contract).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';

export const MESSAGE_DESCRIPTORS: Record<keyof typeof MESSAGES, MessageDescriptor> = {
  hostNotFound: msg({ id: "Couldn't connect to the product's servers.", message: "Couldn't connect to the product's servers." }),
  timeout: msg({ id: 'Time out. Try again later.', message: 'Time out. Try again later.' }),
  apiDefault: msg({ id: 'API operation failed! Please try again later.', message: 'API operation failed! Please try again later.' }),
  loginFailedLong: msg({ id: 'Login failed! Please try again later.', message: 'Login failed! Please try again later.' }),
  createAccountFailedLong: msg({
    id: 'Create account failed! Please try again later.',
    message: 'Create account failed! Please try again later.',
  }),
  loginFailed: msg({ id: 'Login failed!', message: 'Login failed!' }),
  createAccountFailed: msg({ id: 'Create account failed!', message: 'Create account failed!' }),
  forgotFailed: msg({ id: 'Failed to send the forgot password request!', message: 'Failed to send the forgot password request!' }),
  resetFailed: msg({ id: 'Reset failed!', message: 'Reset failed!' }),
  emailVerifyFailed: msg({ id: 'Email verification failed!', message: 'Email verification failed!' }),
  orderFailed: msg({ id: 'Error encountered while processing the order', message: 'Error encountered while processing the order' }),
  resendFailed: msg({ id: 'Server failed to send verification', message: 'Server failed to send verification' }),
  outcomeDefault: msg({ id: 'Something went wrong. Code -99', message: 'Something went wrong. Code -99' }),
  noAccessToken: msg({ id: 'No access token was set. Login required.', message: 'No access token was set. Login required.' }),
  noRefreshToken: msg({ id: 'Refresh token was not set. Login required.', message: 'Refresh token was not set. Login required.' }),
  notFound: msg({ id: 'Oops! This page does not exist !!', message: 'Oops! This page does not exist !!' }),
  missingBrowserSession: msg({ id: 'Missing browserSession.', message: 'Missing browserSession.' }),
  networkOffline: msg({ id: 'Network is offline', message: 'Network is offline' }),
  copyError: msg({ id: 'URL COPY ERROR', message: 'URL COPY ERROR' }),
  passwordsMismatchSignup: msg({ id: 'Your passwords do not match.', message: 'Your passwords do not match.' }),
  passwordsMismatchReset: msg({ id: 'The passwords do not match.', message: 'The passwords do not match.' }),
  crossOrigin: msg({ id: 'Cross-origin requests are not allowed.', message: 'Cross-origin requests are not allowed.' }),
  notAllowed: msg({ id: 'This API call does not exist.', message: 'This API call does not exist.' }),
  bodyTooLarge: msg({ id: 'The request is too large.', message: 'The request is too large.' }),
  badJson: msg({ id: 'The request body is not valid JSON.', message: 'The request body is not valid JSON.' }),
  tooManyRequests: msg({
    id: 'Too many attempts. Please wait a minute and try again.',
    message: 'Too many attempts. Please wait a minute and try again.',
  }),
  tryAgain: msg({ id: 'Try again', message: 'Try again' }),
};

/** Account and session copy (contract/messages.ts `AUTH_MESSAGES`). */
export const AUTH_DESCRIPTORS: Record<keyof typeof AUTH_MESSAGES, MessageDescriptor> = {
  sessionExpired: msg({ id: 'Your session has expired. Please log in again.', message: 'Your session has expired. Please log in again.' }),
  tokenLoginFailed: msg({
    id: 'This login link is invalid or has expired. Please log in with your email and password.',
    message: 'This login link is invalid or has expired. Please log in with your email and password.',
  }),
  loggingOut: msg({ id: 'Logging out...', message: 'Logging out...' }),
  accountLogin: msg({ id: 'Account login', message: 'Account login' }),
  myAccount: msg({ id: 'My account', message: 'My account' }),
  emailVerified: msg({ id: 'Your email address is now verified.', message: 'Your email address is now verified.' }),
  emailVerifyFailed: msg({ id: 'Failed to verify your email address.', message: 'Failed to verify your email address.' }),
  emailUpdated: msg({ id: 'Your email address has been updated.', message: 'Your email address has been updated.' }),
  emailUpdateFailed: msg({ id: 'Failed to update your email address.', message: 'Failed to update your email address.' }),
  outcomeSuccessTitle: msg({ id: 'Success!', message: 'Success!' }),
  outcomeErrorTitle: msg({ id: 'Error', message: 'Error' }),
  verifyLinkValidity: msg({ id: 'The link is valid for ten minutes.', message: 'The link is valid for ten minutes.' }),
};
