/**
 * Login's `redir` in a real browser: a visitor opens /account/login?redir=<hostile>, logs in
 * through the form, and the app sends them through /go. For a representative sample of the
 * hostile corpus (absolute URLs, schemes, protocol-relative and backslash forms, encodings,
 * whitespace, unicode look-alikes, credentials) every page the browser lands on is on this site,
 * no request ever leaves for the attacker's host, and no script runs.
 */
import { test, expect } from '../e2e/fixtures';
import { HOSTILE_REDIRECTS } from './hostile-redirects';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const SAMPLE = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '\t//evil.example',
  '/\uff0fevil.example',
  'https://site@evil.example',
  '/..//evil.example',
];

test('the sample is drawn from the shared hostile corpus', () => {
  expect(SAMPLE.length).toBeGreaterThanOrEqual(10);
  for (const input of SAMPLE) expect(HOSTILE_REDIRECTS).toContain(input);
});

for (const input of SAMPLE) {
  test(`login with redir=${JSON.stringify(input)} ends on this site`, async ({ page, baseURL, consoleErrors, allowConsoleErrors }) => {
    // A redir that is a path outside the route table lands on the not-found page, answered 404.
    allowConsoleErrors();
    const origin = new URL(baseURL!).origin;
    const navigated: string[] = [];
    const requested: string[] = [];
    const documents: string[] = [];
    const dialogs: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigated.push(frame.url());
    });
    page.on('request', (req) => {
      requested.push(req.url());
      if (req.isNavigationRequest()) documents.push(req.url());
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/account/login?redir=${encodeURIComponent(input)}`);
    await page.getByLabel('Email').fill('verified@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    // The login went through (signed-in header), and the app left the login page by /go.
    await expect(page.locator('header').first().getByRole('button', { name: 'moviebuff' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/account\/login/);
    expect(documents.some((u) => new URL(u).pathname === '/go')).toBe(true);

    expect(new URL(page.url()).origin).toBe(origin);
    for (const url of [...navigated, ...documents]) expect(new URL(url).origin, url).toBe(origin);
    for (const url of requested) expect(new URL(url).hostname, url).not.toMatch(/evil\.example$/);
    expect(dialogs).toEqual([]);
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
}
