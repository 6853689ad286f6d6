/**
 * Stands in for the payment provider's script host (https://js.stripe.com) in browser tests.
 * It answers with the same stand-in mock-upstream serves to the offline demo (one set of
 * third-party mocks for the demo and the tests), optionally held back until a test releases it,
 * and records every request so a test can say the provider was (or was not) asked for.
 */
import type { Page } from '@playwright/test';
import { STRIPE_STAND_IN_SCRIPT } from '#mock-upstream/routes/stripe-stand-in.ts';

export const STRIPE_HOST = /^https:\/\/js\.stripe\.com\//;

export interface StripeStub {
  /** Every URL the page asked the provider's host for. */
  requests: string[];
  /** Lets a held-back script through. */
  release: () => void;
}

/** Call before navigating: later routes win over the fixture's catch-all abort. */
export async function stubStripe(page: Page, options: { holdBack?: boolean } = {}): Promise<StripeStub> {
  const requests: string[] = [];
  let release: () => void = () => {};
  const gate = options.holdBack ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(STRIPE_HOST, async (route) => {
    requests.push(route.request().url());
    await gate;
    await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STRIPE_STAND_IN_SCRIPT });
  });
  return { requests, release };
}

/** The provider cannot be reached at all (offline). */
export async function blockStripe(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(STRIPE_HOST, async (route) => {
    requests.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  return requests;
}

/** The publishable key the browser-test server is given (not a real key: only the stand-in takes it). */
export const E2E_PUBLISHABLE_KEY = 'pk_e2e_stand_in';
