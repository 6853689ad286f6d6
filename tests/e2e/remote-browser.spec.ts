/** The remote shared browser: access rules, loading, connected (with a stand-in embed) and every failure state. */
import { test, expect, type Page } from './fixtures';
import { MESSAGES } from '#contract/messages.ts';
import { DEMO_PASSWORD } from '#mock-upstream/seed.ts';

const EMBED_HOST = 'https://demo.hyperbeam.com/**';

/**
 * A stand-in for the remote-browser service's embed module: the SDK fetches the embed URL and
 * imports the answer as an ES module. This one reports a connection and records what it is sent.
 */
const FAKE_EMBED = `
export default function (root, url, send, opts) {
  const screen = document.createElement('p');
  screen.textContent = 'Remote page is showing';
  root.appendChild(screen);
  window.__embed = { url, opts: { adminToken: opts.adminToken, disableInput: opts.disableInput }, messages: [] };
  setTimeout(() => send({ type: 'connection', data: { width: 1024, height: 576, user_id: 'viewer-1', max_area: 1920 * 1080 } }), 30);
  return {
    handleMessage(message) {
      window.__embed.messages.push(message);
      if ('m' in message && 'i' in message) send({ i: message.i, r: true });
    },
    destroy() { root.replaceChildren(); },
  };
}`;

async function serveFakeEmbed(page: Page) {
  await page.route(EMBED_HOST, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_EMBED }));
}

test('without an activity id: Missing browserSession., signed out or in', async ({ page, login }) => {
  await page.goto('/browser');
  await expect(page.getByRole('heading', { name: MESSAGES.missingBrowserSession })).toBeVisible();
  await login();
  await page.goto('/browser');
  await expect(page.getByRole('heading', { name: MESSAGES.missingBrowserSession })).toBeVisible();
});

test('signed out with an id: sent to login with a way back, and the cloud API is never asked', async ({ page, mock, consoleErrors }) => {
  // The session already says signed out: the page goes to login before any data call, so the
  // browser never even asks our server for the room (and logs nothing).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cloud/')) asked.push(r.url());
  });
  await page.goto('/browser/demo-room');
  await expect(page).toHaveURL(/\/account\/login\?redir=%2Fbrowser%2Fdemo-room$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(await mock.journal({ upstream: 'cloud' })).toHaveLength(0);
  expect(consoleErrors).toEqual([]);
});

test('with an admin token: loads only here, connects, gives control and resizes within the limits', async ({ page, login, mock }) => {
  await login();
  await serveFakeEmbed(page);
  await page.goto('/browser/demo-room');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText('Connected · you have control');
  await expect(page.getByTestId('browser-embed')).toBeVisible();
  const embed = await page.evaluate(() => (window as unknown as { __embed: { url: string; opts: Record<string, unknown> } }).__embed);
  expect(embed.url).toContain('https://demo.hyperbeam.com/embed/demo-room');
  expect(embed.opts).toEqual({ adminToken: 'admin-demo-room', disableInput: false });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __embed: { messages: { m?: string; a?: number[] }[] } }).__embed.messages.find((m) => m.m === 'resize')
            ?.a,
      ),
    )
    .toBeTruthy();
  const [width, height] = (await page.evaluate(
    () =>
      (window as unknown as { __embed: { messages: { m?: string; a?: number[] }[] } }).__embed.messages.find((m) => m.m === 'resize')!.a,
  ))!;
  expect(width).toBeGreaterThanOrEqual(256);
  expect(height).toBeGreaterThanOrEqual(256);
  expect(width! * height!).toBeLessThanOrEqual(1920 * 1080);
  await expect(page.getByText('Remote page is showing')).toBeAttached();
  const [call] = await mock.journal({ upstream: 'cloud', path: '/apps/browser/demo-room' });
  expect(call?.headers['x-access-token']).toBeTruthy();
});

test('without an admin token: view only, input disabled', async ({ page, login }) => {
  await login();
  await serveFakeEmbed(page);
  await page.goto('/browser/viewer-room');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText('Connected · view only');
  const opts = await page.evaluate(() => (window as unknown as { __embed: { opts: Record<string, unknown> } }).__embed.opts);
  expect(opts).toEqual({ disableInput: true });
});

test('session terminated, then a retry connects', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // the browser logs the refused embed request
  await login();
  let calls = 0;
  await page.route(EMBED_HOST, (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED });
  });
  await page.goto('/browser/demo-room');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Session terminated' })).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
});

test('failed to load when the embed host cannot be reached', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // blocked requests are logged
  await login();
  await page.goto('/browser/demo-room');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to load' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
});

test("offline: 'Network is offline', and a retry once back online", async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // failed requests are logged
  await login();
  let offlineOnce = true;
  await page.route(EMBED_HOST, async (route) => {
    if (offlineOnce) {
      offlineOnce = false;
      await page.context().setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED });
  });
  await page.goto('/browser/demo-room');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.networkOffline);
  await page.context().setOffline(false);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
});

test('timed out when the embed host never answers', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // aborted requests are logged
  await login();
  await page.route('**/api/cloud/apps/browser/slow-room', (route) =>
    route.fulfill({ json: { embedUrl: 'https://demo.hyperbeam.com/embed/slow-room', options: { timeout: 600 } } }),
  );
  await page.route(EMBED_HOST, async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED }).catch(() => undefined);
  });
  await page.goto('/browser/slow-room');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Timed out' })).toBeVisible();
});

test('an unknown session shows the cloud API message and a retry', async ({ page, login, allowConsoleErrors }) => {
  allowConsoleErrors(); // the 404 is logged by the browser
  await login();
  await page.goto('/browser/no-such-room');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This shared browser session does not exist.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a session that cannot be read: its message and Try again, which reads the session anew and connects', async ({
  page,
  login,
  mock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(); // the browser logs the server's 502
  await login();
  await serveFakeEmbed(page);
  await mock.fault({ upstream: 'cloud', path: '/apps/browser/demo-room', kind: 'drop' });
  await page.goto('/browser/demo-room');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Could not open the session' })).toBeVisible();
  await expect(alert).toContainText(MESSAGES.hostNotFound);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared browser' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not connected' })).toBeVisible();

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText('Connected · you have control');
  await expect(page.getByText('Remote page is showing')).toBeAttached();
  expect(await mock.journal({ upstream: 'cloud', path: '/apps/browser/demo-room' })).toHaveLength(2);
});

test('signed out with an id: after logging in, back on the shared browser and connected', async ({ page, mock, allowConsoleErrors }) => {
  allowConsoleErrors(); // the server's 401 for the signed-out session request is logged
  await serveFakeEmbed(page);
  await page.goto('/browser/demo-room');
  await expect(page).toHaveURL(/\/account\/login\?redir=%2Fbrowser%2Fdemo-room$/);
  await page.getByLabel('Email').fill('verified@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/browser\/demo-room$/);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText('Connected · you have control');
  expect(await mock.journal({ upstream: 'cloud', path: '/apps/browser/demo-room' })).toHaveLength(1);
});

test('the page-builder, payment and remote-browser SDKs are not loaded on the home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Drop into a public room' })).toBeVisible();
  expect(scripts.filter((s) => /embed-|builder-load|PaymentForm|stripe|hyperbeam/i.test(s))).toEqual([]);
});

test('an in-app navigation into /browser reloads the document so the remote-browser CSP applies', async ({ page, login }) => {
  await login();
  await serveFakeEmbed(page);
  const first = await page.goto('/');
  expect(first!.headers()['content-security-policy']).not.toContain('hyperbeam');
  // The app has taken the prerendered page over (the slider measures itself once it runs): only
  // then can a link make an in-app navigation. A history step before that is covered in prerender.spec.ts.
  await expect(page.getByRole('region', { name: 'Bigscreen features' })).toHaveAttribute('data-per-view', /\d/);
  // A client-side navigation, as a link inside the SPA would make it.
  const reloaded = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/browser/demo-room',
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/browser/demo-room');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const document = await reloaded;
  expect(document.headers()['content-security-policy']).toContain('hyperbeam.com');
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toHaveText('Connected · you have control');
});
