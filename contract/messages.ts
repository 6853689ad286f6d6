/**
 * User-facing messages quoted by SPEC §5 and §8. They are shown exactly as written, so every
 * layer (server error answers, client screens, tests) takes them from here.
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
} as const;
