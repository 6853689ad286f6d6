/** Small assertions the browser fault tests share: who the server thinks is signed in, and the session cookies. */
import type { BrowserContext, Page } from '@playwright/test';
import type { PublicAccount } from '#contract/entities.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';
import type { Fault } from '#mock-upstream/faults.ts';

/** The account GET /api/session reports for the page's cookies (null when signed out). */
export async function sessionAccount(page: Page): Promise<PublicAccount | null> {
  const res = await page.request.get('/api/session');
  return ((await res.json()) as { account: PublicAccount | null }).account;
}

/** Names of the session cookies the browser holds (access and refresh token; http names, no __Host-). */
export async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name).filter((name) => name === 'bs_at' || name === 'bs_rt');
}

/** Fills and submits the login form of the page that is open. */
export async function submitLogin(page: Page, email = 'verified@example.com', password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The upstream answer a fault test stands in for, with the BEHAVIOUR §8 message the user must see. */
export interface FaultCase {
  name: string;
  /** The fault without its path; each screen's test adds the upstream path it calls. */
  fault: Omit<Fault, 'path'>;
  message: string;
}
