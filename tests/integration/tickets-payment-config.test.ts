/**
 * The payment provider's configuration: the publishable key per host, the demo-only stand-in
 * (served by mock-upstream, pointed at by STRIPE_JS_URL, refused in production, and allowed by
 * the CSP only when set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { startMockProcess, type MockProcess } from '../helpers/processes';
import { ConfigError, loadConfig } from '#server/config.ts';

let mock: MockProcess;
let plain: IntegrationStack;
let demo: IntegrationStack;

beforeAll(async () => {
  mock = await startMockProcess();
  plain = await startIntegrationStack(
    { STRIPE_PUBLISHABLE_KEY_TEST: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY_LIVE: 'pk_live_xyz', STRIPE_LIVE_HOSTS: 'www.example.com' },
    mock,
  );
  demo = await startIntegrationStack({ STRIPE_PUBLISHABLE_KEY_TEST: 'pk_demo_key', STRIPE_JS_URL: `${mock.url}/__stripe/v3` }, mock);
});
afterAll(async () => {
  await mock.stop();
});

const scriptSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';

describe('GET /api/client-config', () => {
  it('hands out the test key elsewhere and the live key on live hosts, and no stand-in by default', async () => {
    const test = await plain.request().get('/api/client-config').set('Host', 'localhost:3000');
    expect(test.body).toMatchObject({ stripePublishableKey: 'pk_test_abc', stripeJsUrl: null });
    const live = await plain.request().get('/api/client-config').set('Host', 'www.example.com');
    expect(live.body.stripePublishableKey).toBe('pk_live_xyz');
  });

  it('names the stand-in when STRIPE_JS_URL is set', async () => {
    const res = await demo.request().get('/api/client-config');
    expect(res.body).toMatchObject({ stripePublishableKey: 'pk_demo_key', stripeJsUrl: `${mock.url}/__stripe/v3` });
  });
});

describe('CSP', () => {
  it('allows the stand-in origin only when STRIPE_JS_URL is set', async () => {
    const origin = new URL(mock.url).origin;
    // The page policy (JSON answers get a deny-all policy of their own).
    const withStandIn = (await demo.request().get('/purchase/bm-neon-harbor/neon-harbor').set('Accept', 'text/html')).headers[
      'content-security-policy'
    ] as string;
    expect(scriptSrc(withStandIn)).toContain(origin);
    expect(withStandIn).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    const without = (await plain.request().get('/purchase/bm-neon-harbor/neon-harbor').set('Accept', 'text/html')).headers[
      'content-security-policy'
    ] as string;
    expect(without).not.toContain(origin);
    expect(scriptSrc(without)).toContain('https://js.stripe.com');
  });
});

describe('STRIPE_JS_URL', () => {
  const production = {
    NODE_ENV: 'production',
    MAIN_API_URL: 'https://api.example.com',
    CLOUD_API_URL: 'https://cloud.example.com',
    REMOTE_DESKTOP_URL: 'https://rd.example.com',
    APP_KEY: 'a-real-key',
    SITE_URL: 'https://www.example.com',
  };

  it('is refused in production, named in the message', () => {
    expect(() => loadConfig({ ...production, STRIPE_JS_URL: 'http://127.0.0.1:4000/__stripe/v3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, STRIPE_JS_URL: 'http://127.0.0.1:4000/__stripe/v3' })).toThrow(/STRIPE_JS_URL/);
    expect(loadConfig(production).stripeJsUrl).toBeUndefined();
  });

  it('must be an http(s) URL', () => {
    expect(() => loadConfig({ STRIPE_JS_URL: 'javascript:alert(1)' })).toThrow(/STRIPE_JS_URL/);
  });
});

describe('the stand-in script', () => {
  it('is served by mock-upstream without the app key, as JavaScript defining window.Stripe', async () => {
    const res = await fetch(`${mock.url}/__stripe/v3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const text = await res.text();
    expect(text).toContain('window.Stripe = Stripe');
    for (const method of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment']) expect(text).toContain(`${method}:`);
  });
});
