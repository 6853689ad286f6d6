/**
 * Scan processing when GET /beyond/scan/{token}/process fails: a 500 shows the error screen with
 * its code and message (a submission error, as the body carries no App Clip link); so does every
 * other failure that waiting would not cure (upstream down, timeout, 503), with the site's message
 * for it. Either way the scan is still pending upstream and the submission was sent once.
 */
import type { Page } from '@playwright/test';
import { test, expect, PAST_SHORT_TIMEOUT_MS } from './fault-stack';
import type { FaultCase } from './fault-checks';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES as M } from '#contract/headset-messages.ts';

const TOKEN = 'tpy-demo-ok';
const PROCESS_PATH = `/beyond/scan/${TOKEN}/process`;

async function pendingScans(page: Page): Promise<number> {
  const res = await page.request.get('/api/beyond/scans');
  expect(res.status()).toBe(200);
  return ((await res.json()) as unknown[]).length;
}

const SHOWN: FaultCase[] = [
  { name: 'a 500 without a body message', fault: { status: 500, body: { status: 500 } }, message: M.errorCode(500, MESSAGES.apiDefault) },
  { name: 'a 500 whose body is malformed JSON', fault: { status: 500, kind: 'malformed' }, message: M.errorCode(500, MESSAGES.apiDefault) },
  { name: 'a 500 with an empty body', fault: { status: 500, kind: 'empty' }, message: M.errorCode(500, MESSAGES.apiDefault) },
  {
    name: 'a 500 with its own code and message',
    fault: { status: 500, body: { status: 500, code: 21, message: 'Scan storage is full' } },
    message: M.errorCode(21, 'Scan storage is full'),
  },
];

for (const { name, fault, message } of SHOWN) {
  test(`scan: ${name} shows '${M.submissionError}' with '${message}'`, async ({ page, login, mock }) => {
    await login();
    await mock.fault({ path: PROCESS_PATH, method: 'GET', ...fault });
    await page.goto(`/scan/${TOKEN}/process`);
    await expect(page.getByRole('heading', { level: 1, name: M.submissionError })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: M.retryScan })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'support@bigscreenvr.com' })).toBeVisible();
    expect(await mock.journal({ path: PROCESS_PATH })).toHaveLength(1);
    expect(await pendingScans(page)).toBe(1);
  });
}

/** Failures that waiting would not cure: shown at once, with the site's own message for each. */
const SHOWN_AT_ONCE: FaultCase[] = [
  { name: 'upstream down (connection dropped)', fault: { kind: 'drop' }, message: M.errorCode(502, MESSAGES.hostNotFound) },
  {
    name: 'an answer slower than the default timeout',
    fault: { delayMs: PAST_SHORT_TIMEOUT_MS },
    message: M.errorCode(504, MESSAGES.timeout),
  },
  { name: 'a 503 with an empty body', fault: { status: 503, kind: 'empty' }, message: M.errorCode(503, MESSAGES.apiDefault) },
];

for (const { name, fault, message } of SHOWN_AT_ONCE) {
  test(`scan: ${name} stops waiting and shows '${M.submissionError}' with '${message}', leaving the scan pending`, async ({
    page,
    login,
    mock,
  }) => {
    await login();
    await mock.fault({ path: PROCESS_PATH, method: 'GET', ...fault });
    const started = Date.now();
    await page.goto(`/scan/${TOKEN}/process`);
    await expect(page.getByRole('heading', { level: 1, name: M.submissionError })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@bigscreenvr.com' })).toBeVisible();
    if (fault.delayMs) {
      // Let the delayed upstream answer come due: the server hung up, so the scan must not be taken.
      await page.waitForTimeout(Math.max(0, fault.delayMs - (Date.now() - started)) + 300);
    }
    expect(await mock.journal({ path: PROCESS_PATH })).toHaveLength(1);
    expect(await pendingScans(page)).toBe(1);
  });
}
