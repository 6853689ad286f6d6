/**
 * Demo mode serves the third-party stand-ins (payment script, video players, page-builder content, downloads)
 * through the site's own origin, as index.ts configures it: the browser is pointed at site-relative
 * addresses, the CSP names no other origin for them, the relay forwards only GET/HEAD under the
 * stand-in prefixes, and without the setting (production) none of it exists.
 */
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { logSink, testConfig } from '../helpers/integration';
import { ROOT, startMockProcess, type MockProcess } from '../helpers/processes';

const STATIC_DIR = path.join(ROOT, 'tests/fixtures/static');
let mock: MockProcess;

beforeAll(async () => {
  mock = await startMockProcess();
});
afterAll(async () => {
  await mock.stop();
});

/** The configuration index.ts builds in demo mode, with this test's mock as the embedded one. */
function demoApp() {
  const config = testConfig(mock, { STATIC_DIR, STRIPE_PUBLISHABLE_KEY_TEST: 'pk_demo' });
  config.standInsUrl = mock.url;
  config.stripeJsUrl = '/__stripe/v3';
  config.videos = { trailer: '/__video/trailer', howTo: '/__video/how-to' };
  config.builderApiKey = 'demo-key';
  config.builderApiHost = '/__builder';
  return supertest(createApp(config, { logger: createLogger(config, logSink().sink) }));
}

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('the demo stand-ins on the site origin', () => {
  it('hands the browser site-relative addresses and names no other origin in the CSP', async () => {
    const site = demoApp();
    const config = await site.get('/api/client-config');
    expect(config.body).toMatchObject({
      stripeJsUrl: '/__stripe/v3',
      trailerVideoUrl: '/__video/trailer',
      howToVideoUrl: '/__video/how-to',
      builderApiKey: 'demo-key',
      builderApiHost: '/__builder',
    });
    const page = await site.get('/').set('Accept', 'text/html');
    const mockOrigin = new URL(mock.url).origin;
    expect(String(page.headers['content-security-policy'])).not.toContain(mockOrigin);
    expect(directive(page.headers['content-security-policy'], 'frame-src')).toContain("'self'");
  });

  it('relays the payment script, a video player the site may frame, and page-builder content in both locales', async () => {
    const site = demoApp();
    const script = await site.get('/__stripe/v3');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('window.Stripe = Stripe');

    const player = await site.get('/__video/trailer?autoplay=1');
    expect(player.status).toBe(200);
    expect(player.text).toContain('Bigscreen trailer');
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(player.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");

    const attributes = (locale: string) => encodeURIComponent(JSON.stringify({ urlPath: '/pages/demo', locale }));
    const en = await site.get(`/__builder/api/v3/content/page?apiKey=demo-key&userAttributes=${attributes('en')}`);
    const jp = await site.get(`/__builder/api/v3/content/page?apiKey=demo-key&userAttributes=${attributes('jp')}`);
    expect(JSON.stringify(en.body)).toContain('Stand-in page-builder content');
    expect(JSON.stringify(jp.body)).toContain('ページビルダーの見本');
  });

  it('relays the remote-desktop stand-in installer as a download, under the name the host config gives', async () => {
    const site = demoApp();
    const config = await site.get('/api/rd/config');
    expect(config.body.url).toBe('/__downloads/RemoteDesktopSetup-2.4.1.exe');
    const file = await site.get(config.body.url as string);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toBe('attachment; filename="RemoteDesktopSetup-2.4.1.exe"');
    expect(file.body.toString()).toContain('Bigscreen Remote Desktop');
    expect((await site.get('/__downloads/other.exe').set('Accept', 'application/json')).status).toBe(404);
  });

  it('relays nothing outside the stand-ins and nothing but reads', async () => {
    const site = demoApp();
    for (const p of ['/__video/../main/auth/verify', '/__video/%2e%2e/main/auth/verify', '/__control/accounts']) {
      const res = await site.get(p).set('Accept', 'application/json');
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('acc-verified');
    }
    expect((await site.post('/__video/trailer').send({})).status).toBe(404);
  });

  it('does not exist without the demo setting', async () => {
    const config = testConfig(mock, { STATIC_DIR });
    const site = supertest(createApp(config, { logger: createLogger(config, logSink().sink) }));
    expect((await site.get('/__stripe/v3').set('Accept', 'application/json')).status).toBe(404);
    expect((await site.get('/__downloads/RemoteDesktopSetup-2.4.1.exe').set('Accept', 'application/json')).status).toBe(404);
    expect((await site.get('/api/client-config')).body.builderApiHost).toBeNull();
  });
});
