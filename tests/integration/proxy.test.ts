/** The proxy: allowlist, credential injection, header stripping, 502/504 mappings, pass-through. */
import { describe, expect, it } from 'vitest';
import { brokenRenewalApp, startIntegrationStack, useIntegrationStack } from '../helpers/integration';
import { TEST_APP_KEY } from '../helpers/processes';
import { MESSAGES } from '#contract/messages.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import supertest from 'supertest';
import { createLogger } from '#server/logger.ts';
import { Writable } from 'node:stream';

const useStack = useIntegrationStack();

describe('proxy', () => {
  it('forwards an allowlisted call with the app key and without browser cookies or authorization', async () => {
    const res = await useStack()
      .request()
      .get('/api/info/region')
      .set('Cookie', 'secret=from-browser')
      .set('Authorization', 'Bearer browser-supplied')
      .set('x-access-token', 'forged');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ region: 'us' });
    const [entry] = await useStack().mock.control.journal({ path: '/info/region' });
    expect(entry?.headers.authorization).toBe(`Bearer ${TEST_APP_KEY}`);
    expect(entry?.headers.cookie).toBeUndefined();
    expect(entry?.headers['x-access-token']).toBeUndefined();
  });

  it('sends a request id upstream and back', async () => {
    const res = await useStack().request().get('/api/info/currency').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const [entry] = await useStack().mock.control.journal({ path: '/info/currency' });
    expect(entry?.headers['x-request-id']).toBe('abc-123');
  });

  it('reaches the remote-desktop host under /api/rd', async () => {
    const res = await useStack().request().get('/api/rd/config');
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/__downloads/RemoteDesktopSetup-2.4.1.exe');
    const journal = await useStack().mock.control.journal({ upstream: 'rd' });
    expect(journal.map((e) => e.path)).toEqual(['/config']);
  });

  it('answers calls outside the allowlist with a JSON 404 that never reaches an upstream', async () => {
    for (const path of [
      '/api/auth/verify',
      '/api/auth/renew',
      '/api/nothing',
      '/api/cloud/apps/other',
      '/api/rd/secret',
      '/api/__control/reset',
    ]) {
      const res = await useStack().request().get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('refuses unsafe path parameters before they reach an upstream', async () => {
    const res = await useStack().request().get('/api/media/product/..%2F..%2Fauth%2Faccount');
    expect(res.status).toBe(404);
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('passes upstream status codes and error bodies through unchanged', async () => {
    await useStack().mock.control.fault({ path: '/info/region', status: 418, body: { message: 'Teapot', status: 418, code: 7 } });
    const res = await useStack().request().get('/api/info/region');
    expect(res.status).toBe(418);
    expect(res.body).toEqual({ message: 'Teapot', status: 418, code: 7 });
  });

  it('never passes token or cookie headers from an upstream to the browser', async () => {
    await useStack().mock.control.fault({
      path: '/info/region',
      status: 200,
      body: { region: 'us' },
      headers: { 'x-access-token': 'leak', 'x-refresh-token': 'leak', 'set-cookie': 'a=b' },
    });
    const res = await useStack().request().get('/api/info/region');
    expect(res.headers['x-access-token']).toBeUndefined();
    expect(res.headers['x-refresh-token']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('maps an upstream timeout to 504 with the timeout message', async () => {
    const slow = startIntegrationStack({ UPSTREAM_TIMEOUT_MS: '1000' }, useStack().mock);
    const { request } = await slow;
    await useStack().mock.control.fault({ path: '/info/region', delayMs: 16_000, status: 200, body: { region: 'late' } });
    const res = await request().get('/api/info/region');
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(MESSAGES.timeout);
  }, 30_000);

  it('maps an unreachable upstream to 502 with the connect message', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIN_API_URL: 'http://127.0.0.1:9/main',
      CLOUD_API_URL: 'http://127.0.0.1:9/cloud',
      REMOTE_DESKTOP_URL: 'http://127.0.0.1:9/rd',
      APP_KEY: TEST_APP_KEY,
      LOG_LEVEL: 'silent',
    });
    const app = createApp(config, { logger: createLogger(config, new Writable({ write: (_c, _e, d) => d() })) });
    const res = await supertest(app).get('/api/info/region');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(MESSAGES.hostNotFound);
  });

  it('turns a throw anywhere in the proxy path into a 502 for that request and keeps serving', async () => {
    const { config } = useStack();
    // A 401 code 4 with a nonce makes the proxy renew, and the renewal throws something unexpected.
    const app = await brokenRenewalApp(useStack(), createLogger({ ...config, logLevel: 'silent' }));
    const res = await supertest(app).get('/api/beyond/orders');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: MESSAGES.hostNotFound, status: 502 });
    expect((await supertest(app).get('/api/info/region')).status).toBe(200);
  });
});
