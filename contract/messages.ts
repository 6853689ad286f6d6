/**
 * User-facing messages quoted by BEHAVIOUR §5 and §8. They are shown exactly as written, so every
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
  /** This project's wording: the button beside a list or page that could not be loaded. */
  tryAgain: 'Try again',
} as const;

/**
 * Headset self-service copy quoted by BEHAVIOUR §2 (scan, order and eye-tracking groups). Templates
 * are functions so every screen and test builds the same sentence.
 */
export const HEADSET_MESSAGES = {
  safariRequired: 'Safari required',
  copyScanUrl: 'Copy scan URL',
  scanUrlCopied: 'Copied the scan URL to your clipboard! Please paste it into the Safari browser.',
  loading: 'Loading...',
  noScanPending: 'No scan pending',
  readyToScan: 'Ready to scan',
  launchAppClip: 'Launch app clip',
  macIpadWarning: 'WARNING: The face scan will not work on Mac computers. Please launch it from a Face ID-compatible iPad or iPhone.',
  failedToken: 'The link you used to access this page has expired due to old age or too many visits.',
  pleaseWait: 'Please wait',
  processingScan: 'Processing your face scan...',
  scanComplete: 'Scan complete',
  scanReceived: 'We have received your face scan. Your custom Beyond face cushion will be built soon!',
  scanError: 'Scan error',
  retryScan: 'Retry scan',
  submissionError: 'Submission error',
  errorCode: (code: number | string, message: string) => `Error code #${code} - ${message}`,
  yourOrders: 'Your Orders',
  nothingToSee: 'Nothing to see here!',
  changeIpd: 'Change IPD',
  rescan: 'Rescan',
  scanCompleteTitle: 'Scan Complete!',
  wantToChangeIpd: 'Yes! I want to change my IPD!',
  noScansPending: 'No scans pending',
  confirmIpd: (ipd: number) => `OK, Set your preferred IPD to ${ipd}mm`,
  ipdChanged: (ipd: number) => `Great! You've changed your IPD to ${ipd}mm`,
  changeIpdAgain: 'Change IPD again',
  whatsAnIpd: "What's an IPD?",
} as const;

/** Account and session copy: BEHAVIOUR §2 and §4 quotes, plus this project's own wording elsewhere. */
export const AUTH_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again.',
  tokenLoginFailed: 'This login link is invalid or has expired. Please log in with your email and password.',
  loggingOut: 'Logging out...',
  accountLogin: 'Account login',
  myAccount: 'My account',
  emailVerified: 'Your email address is now verified.',
  emailVerifyFailed: 'Failed to verify your email address.',
  emailUpdated: 'Your email address has been updated.',
  emailUpdateFailed: 'Failed to update your email address.',
  outcomeSuccessTitle: 'Success!',
  outcomeErrorTitle: 'Error',
  verifyLinkValidity: 'The link is valid for ten minutes.',
} as const;

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
