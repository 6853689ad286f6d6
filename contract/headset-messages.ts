import { defineMessages } from './message-group.ts';

/**
 * Headset self-service copy quoted by BEHAVIOUR §2 (scan, order and eye-tracking groups), written
 * once (message-group.ts): a text with values is a function, so every screen and test builds the
 * same sentence.
 */
export const HEADSET_MESSAGES = defineMessages('HEADSET_MESSAGES', {
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
  errorCode: 'Error code #{code} - {message}',
  yourOrders: 'Your Orders',
  nothingToSee: 'Nothing to see here!',
  changeIpd: 'Change IPD',
  rescan: 'Rescan',
  scanCompleteTitle: 'Scan Complete!',
  wantToChangeIpd: 'Yes! I want to change my IPD!',
  noScansPending: 'No scans pending',
  confirmIpd: 'OK, Set your preferred IPD to {ipd}mm',
  ipdChanged: "Great! You've changed your IPD to {ipd}mm",
  changeIpdAgain: 'Change IPD again',
  whatsAnIpd: "What's an IPD?",
});
