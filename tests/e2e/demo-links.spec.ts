/**
 * No dead end in the demo (BEHAVIOUR §14): every link on every public page, in English and in
 * Japanese, leads to a page of the site that answers, to a host the site names
 * (`EXTERNAL_LINK_HOSTS`), or to the support address; the download buttons download a file from
 * the site's own origin; and every path the README and docs/DEMO.md name opens in the demo
 * (signed in as the demo customer) without a not-found or a failed load.
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO_BROWSER, signIn, test } from './demo-fixture';
import { takenOver } from './takeover';
import { EXTERNAL_LINK_HOSTS, SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { MESSAGES } from '#contract/messages.ts';
import { HEADSET_MESSAGES } from '#contract/headset-messages.ts';
import { ROOT } from '../helpers/processes';

test.use(DEMO_BROWSER);

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await takenOver(page, { orNoApp: true, timeout: 15_000, polling: 50 });
  return response;
}

/**
 * A GET from the page itself, following redirects (the site's host name resolves only inside this
 * browser, so the test's own HTTP client cannot reach it).
 */
function fetchFromPage(page: Page, path: string): Promise<{ status: number; text: string }> {
  return page.evaluate(async (target) => {
    const answer = await fetch(target, { headers: { accept: 'text/html' } });
    return { status: answer.status, text: await answer.text() };
  }, path);
}

/** The public pages, from the site's own sitemap (both languages). */
async function publicPaths(page: Page): Promise<string[]> {
  await open(page, '/');
  const sitemap = (await fetchFromPage(page, '/sitemap.xml')).text;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(paths)];
}

test('every link on the public pages, in both languages, leads somewhere', async ({ page, baseURL, offOrigin }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const paths = await publicPaths(page);
  expect(paths).toContain('/');
  expect(paths).toContain('/ja/');
  const sameOrigin = new Map<string, string>();
  const problems: string[] = [];
  for (const path of paths) {
    await open(page, path);
    // The download button's address comes from the remote-desktop host once the page is up.
    if (path.endsWith('/remotedesktop')) await expect(page.locator('a.button[href*="__downloads"]')).toBeVisible();
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.protocol === 'mailto:') {
        if (url.pathname !== SUPPORT_EMAIL) problems.push(`${path}: mail to ${url.pathname}`);
      } else if (url.origin === origin) {
        const target = url.pathname + url.search;
        if (!sameOrigin.has(target)) sameOrigin.set(target, path);
      } else if (url.protocol !== 'https:' || !EXTERNAL_LINK_HOSTS.includes(url.hostname)) {
        problems.push(`${path}: ${href}`);
      }
    }
  }
  for (const [target, from] of sameOrigin) {
    const { status } = await fetchFromPage(page, target);
    if (status >= 400) problems.push(`${from}: ${target} answered ${status}`);
  }
  expect(problems).toEqual([]);
  expect(sameOrigin.size).toBeGreaterThan(20);
  expect(offOrigin).toEqual([]);
});

for (const path of ['/remotedesktop', '/ja/remotedesktop']) {
  test(`${path}: the download button downloads the installer from the site's own origin`, async ({ page, baseURL, offOrigin }) => {
    await open(page, path);
    const downloading = page.waitForEvent('download');
    await page.locator('a.button[href*="__downloads"]').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('RemoteDesktopSetup-2.4.1.exe');
    expect(new URL(download.url()).origin).toBe(new URL(baseURL!).origin);
    expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('Bigscreen Remote Desktop');
    expect(offOrigin).toEqual([]);
  });
}

/** Site paths the two documents name in backticks, without placeholders or wildcards. */
function documentedPaths(): string[] {
  const paths = new Set<string>();
  for (const doc of ['README.md', 'docs/DEMO.md']) {
    const text = fs.readFileSync(`${ROOT}/${doc}`, 'utf8');
    for (const [, path] of text.matchAll(/`(\/[^`\s]*)`/g)) {
      if (/[*{}]/.test(path!) || path === '/api') continue;
      paths.add(path!);
    }
  }
  return [...paths];
}

test('every path the README and docs/DEMO.md name opens in the demo', async ({ page, context, offOrigin }) => {
  test.setTimeout(180_000);
  const paths = documentedPaths();
  // The paths a reader is told to try on the demo customer's orders and scans are among them.
  expect(paths).toEqual(expect.arrayContaining(['/account/orders', '/account/order/ord-1001/ipd', '/account/order/ord-1001/start']));
  await open(page, '/');
  await signIn(page);
  const deadEnds = [MESSAGES.notFound, HEADSET_MESSAGES.noScansPending, HEADSET_MESSAGES.nothingToSee, 'We could not load this order'];
  const problems: string[] = [];
  for (const path of paths) {
    // Each path as an English-speaking visitor sees it (a /ja/ page remembers Japanese for the next).
    await context.clearCookies({ name: 'lang' });
    if (path.startsWith('/browser/')) {
      // The remote-browser service cannot be reached offline: as the README says, the page shows its
      // failure state with a way to try again (in a page of its own, whose failed requests are expected).
      const room = await context.newPage();
      await room.route(
        (url) => url.origin !== new URL(page.url()).origin,
        (route) => route.abort('addressunreachable'),
      );
      await room.goto(path);
      await expect(room.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30_000 });
      await room.close();
      continue;
    }
    if (path.startsWith('/__')) {
      const { status } = await fetchFromPage(page, path);
      if (status !== 200) problems.push(`${path} answered ${status}`);
      continue;
    }
    const response = await open(page, path);
    if (!response || response.status() >= 400) problems.push(`${path} answered ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    for (const deadEnd of deadEnds) if (text.includes(deadEnd)) problems.push(`${path} shows "${deadEnd}"`);
    // A link that ended the session (or started another) is followed by the demo customer's sign-in again.
    const session = JSON.parse((await fetchFromPage(page, '/api/session')).text) as { account: { email: string } | null };
    if (session.account?.email !== 'verified@example.com') await signIn(page);
  }
  expect(problems).toEqual([]);
  expect(offOrigin).toEqual([]);
});
