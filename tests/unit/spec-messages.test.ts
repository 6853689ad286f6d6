/**
 * Messages the product spec quotes are shown to people exactly as written. The spec lives outside
 * this repository, so its quoted strings are copied here (with its placeholders: {code},
 * {message}, {n}, N); each must be produced, character for character, by contract/messages.ts or,
 * for the few that are not messages, by the screen source named beside it. A drift in wording,
 * case or punctuation fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { TICKET_MESSAGES } from '#contract/ticket-messages.ts';
import { ROOT } from '../helpers/processes';

/** Every string the spec quotes as shown to the user that lives in contract/messages.ts. */
const SPEC_QUOTES = [
  "Couldn't connect to the product's servers.",
  'Time out. Try again later.',
  'API operation failed! Please try again later.',
  'Login failed! Please try again later.',
  'Create account failed! Please try again later.',
  'Login failed!',
  'Create account failed!',
  'Failed to send the forgot password request!',
  'Reset failed!',
  'Email verification failed!',
  'Error encountered while processing the order',
  'Server failed to send verification',
  'Something went wrong. Code -99',
  'No access token was set. Login required.',
  'Refresh token was not set. Login required.',
  'Oops! This page does not exist !!',
  'Missing browserSession.',
  'Network is offline',
  'URL COPY ERROR',
  'Your passwords do not match.',
  'The passwords do not match.',
  'Safari required',
  'Copy scan URL',
  'Copied the scan URL to your clipboard! Please paste it into the Safari browser.',
  'Loading...',
  'No scan pending',
  'Ready to scan',
  'Launch app clip',
  'The link you used to access this page has expired due to old age or too many visits.',
  'Please wait',
  'Processing your face scan...',
  'Scan complete',
  'We have received your face scan. Your custom Beyond face cushion will be built soon!',
  'Scan error',
  'Retry scan',
  'Submission error',
  'Error code #{code} - {message}',
  'Your Orders',
  'Nothing to see here!',
  'Change IPD',
  'Rescan',
  'Scan Complete!',
  'Yes! I want to change my IPD!',
  'No scans pending',
  'OK, Set your preferred IPD to {n}mm',
  "Great! You've changed your IPD to {n}mm",
  "What's an IPD?",
  'Logging out...',
  'Your email address is now verified.',
  'Failed to verify your email address.',
  'Your email address has been updated.',
  'Failed to update your email address.',
  'Verification sent!',
  'UNUSED',
  'N HOURS UNTIL EXPIRED',
  'EXPIRED',
  'REVOKED. Contact support',
  'ERROR. Contact support',
  'Browse Catalog',
];

/** Spec quotes shown by screens rather than taken from messages.ts: the file that must hold each. */
const SCREEN_QUOTES: [string, string][] = [
  ['Please wait...', 'client/src/shared/components/wait-screen.tsx'],
  ['Block All Cookies', 'client/src/features/headset/pages/scan-start-page.tsx'],
  ['Your Beyond Order', 'client/src/features/headset/order-model.ts'],
  ['Your Audio Strap Order', 'client/src/features/headset/order-model.ts'],
  ['Your Prescription Lens Order', 'client/src/features/headset/order-model.ts'],
  ['Your Order', 'client/src/features/headset/order-model.ts'],
];

/** Templates rendered with the spec's own placeholders, so they compare as text. */
const PLACEHOLDER_ARGS: Record<string, unknown[]> = {
  errorCode: ['{code}', '{message}'],
  hoursUntilExpired: ['N'],
  confirmIpd: ['{n}'],
  ipdChanged: ['{n}'],
};

function rendered(): Set<string> {
  const out = new Set<string>();
  for (const group of [MESSAGES, HEADSET_MESSAGES, AUTH_MESSAGES, TICKET_MESSAGES]) {
    for (const [key, value] of Object.entries(group)) {
      if (typeof value === 'string') out.add(value);
      else if (typeof value === 'function') out.add((value as (...a: unknown[]) => string)(...(PLACEHOLDER_ARGS[key] ?? [])));
    }
  }
  return out;
}

describe("the spec's quoted messages", () => {
  const messages = rendered();
  it.each(SPEC_QUOTES)('%s is in contract/messages.ts exactly', (quote) => {
    expect(messages.has(quote), `no message reads exactly "${quote}"`).toBe(true);
  });

  it.each(SCREEN_QUOTES)('%s is in %s exactly', (quote, file) => {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toContain(quote);
  });

  it('has no placeholder template without its arguments here', () => {
    for (const group of [MESSAGES, HEADSET_MESSAGES, AUTH_MESSAGES, TICKET_MESSAGES]) {
      for (const [key, value] of Object.entries(group)) if (typeof value === 'function') expect(PLACEHOLDER_ARGS, key).toHaveProperty(key);
    }
  });
});
