/**
 * The headset pages' texts in the visitor's language (docs/I18N.md). English pages show the
 * English exactly as it is (the contract's `HEADSET_MESSAGES`, quoted by the behaviour docs, and the
 * order texts of order-model.ts); other languages their translation from the `headset` catalog.
 * The descriptors have explicit ids and are plain objects with the extractor's i18n marker comment,
 * not the `msg` macro, so the pure modules that use them also run untransformed (the unit tests
 * load them). tests/unit/feature-messages.test.ts checks that each English equals the contract's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { localMessage } from '#client/shared/i18n/index.ts';
import { localText } from './local-text';
import { registerMessages } from '#client/shared/i18n/local-message.ts';

export const HEADSET_MESSAGE_DESCRIPTORS: Record<keyof typeof HEADSET_MESSAGES, MessageDescriptor> = {
  safariRequired: /*i18n*/ { id: 'HEADSET_MESSAGES.safariRequired', message: 'Safari required' },
  copyScanUrl: /*i18n*/ { id: 'HEADSET_MESSAGES.copyScanUrl', message: 'Copy scan URL' },
  scanUrlCopied: /*i18n*/ {
    id: 'HEADSET_MESSAGES.scanUrlCopied',
    message: 'Copied the scan URL to your clipboard! Please paste it into the Safari browser.',
  },
  loading: /*i18n*/ { id: 'HEADSET_MESSAGES.loading', message: 'Loading...' },
  noScanPending: /*i18n*/ { id: 'HEADSET_MESSAGES.noScanPending', message: 'No scan pending' },
  readyToScan: /*i18n*/ { id: 'HEADSET_MESSAGES.readyToScan', message: 'Ready to scan' },
  launchAppClip: /*i18n*/ { id: 'HEADSET_MESSAGES.launchAppClip', message: 'Launch app clip' },
  macIpadWarning: /*i18n*/ {
    id: 'HEADSET_MESSAGES.macIpadWarning',
    message: 'WARNING: The face scan will not work on Mac computers. Please launch it from a Face ID-compatible iPad or iPhone.',
  },
  failedToken: /*i18n*/ {
    id: 'HEADSET_MESSAGES.failedToken',
    message: 'The link you used to access this page has expired due to old age or too many visits.',
  },
  pleaseWait: /*i18n*/ { id: 'HEADSET_MESSAGES.pleaseWait', message: 'Please wait' },
  processingScan: /*i18n*/ { id: 'HEADSET_MESSAGES.processingScan', message: 'Processing your face scan...' },
  scanComplete: /*i18n*/ { id: 'HEADSET_MESSAGES.scanComplete', message: 'Scan complete' },
  scanReceived: /*i18n*/ {
    id: 'HEADSET_MESSAGES.scanReceived',
    message: 'We have received your face scan. Your custom Beyond face cushion will be built soon!',
  },
  scanError: /*i18n*/ { id: 'HEADSET_MESSAGES.scanError', message: 'Scan error' },
  retryScan: /*i18n*/ { id: 'HEADSET_MESSAGES.retryScan', message: 'Retry scan' },
  submissionError: /*i18n*/ { id: 'HEADSET_MESSAGES.submissionError', message: 'Submission error' },
  errorCode: /*i18n*/ { id: 'HEADSET_MESSAGES.errorCode', message: 'Error code #{code} - {message}' },
  yourOrders: /*i18n*/ { id: 'HEADSET_MESSAGES.yourOrders', message: 'Your Orders' },
  nothingToSee: /*i18n*/ { id: 'HEADSET_MESSAGES.nothingToSee', message: 'Nothing to see here!' },
  changeIpd: /*i18n*/ { id: 'HEADSET_MESSAGES.changeIpd', message: 'Change IPD' },
  rescan: /*i18n*/ { id: 'HEADSET_MESSAGES.rescan', message: 'Rescan' },
  scanCompleteTitle: /*i18n*/ { id: 'HEADSET_MESSAGES.scanCompleteTitle', message: 'Scan Complete!' },
  wantToChangeIpd: /*i18n*/ { id: 'HEADSET_MESSAGES.wantToChangeIpd', message: 'Yes! I want to change my IPD!' },
  noScansPending: /*i18n*/ { id: 'HEADSET_MESSAGES.noScansPending', message: 'No scans pending' },
  confirmIpd: /*i18n*/ { id: 'HEADSET_MESSAGES.confirmIpd', message: 'OK, Set your preferred IPD to {ipd}mm' },
  ipdChanged: /*i18n*/ { id: 'HEADSET_MESSAGES.ipdChanged', message: "Great! You've changed your IPD to {ipd}mm" },
  changeIpdAgain: /*i18n*/ { id: 'HEADSET_MESSAGES.changeIpdAgain', message: 'Change IPD again' },
  whatsAnIpd: /*i18n*/ { id: 'HEADSET_MESSAGES.whatsAnIpd', message: "What's an IPD?" },
};

registerMessages(HEADSET_MESSAGES, HEADSET_MESSAGE_DESCRIPTORS);

type Messages = typeof HEADSET_MESSAGES;
type TextKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** The headset texts of the contract, in the active language. */
export const H = {
  text: (key: TextKey): string => localMessage(HEADSET_MESSAGES[key]),
  // The message is the upstream's: in the page's language (an unknown one as a sentence of its own), the code after it.
  errorCode: (code: number | string, message: string) =>
    localText(HEADSET_MESSAGE_DESCRIPTORS.errorCode, HEADSET_MESSAGES.errorCode(code, message), { code, message: localMessage(message) }),
  confirmIpd: (ipd: number) => localText(HEADSET_MESSAGE_DESCRIPTORS.confirmIpd, HEADSET_MESSAGES.confirmIpd(ipd), { ipd }),
  ipdChanged: (ipd: number) => localText(HEADSET_MESSAGE_DESCRIPTORS.ipdChanged, HEADSET_MESSAGES.ipdChanged(ipd), { ipd }),
};
