/** Every server-side redirect of BEHAVIOUR §11: targets, cookies, and the secret-URL headers. */
import { beforeEach, describe, expect, it } from 'vitest';
import { useIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { HEADER } from '#contract/protocol.ts';
import { cookieHeader, setCookies } from './session-helpers';

const useStack = useIntegrationStack();
let stack: IntegrationStack;
beforeEach(() => {
  stack = useStack();
});

function expectSecretHeaders(res: import('supertest').Response) {
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('/go', () => {
  it('goes to a same-site path and to / for anything else', async () => {
    const cases: [string, string][] = [
      ['/go?t=%2Faccount%2Fhome', '/account/home'],
      ['/go?t=%2Fpurchase%2Fbm-neon-harbor%2Fneon-harbor%3Fx%3D1', '/purchase/bm-neon-harbor/neon-harbor?x=1'],
      ['/go', '/'],
      ['/go?t=', '/'],
      ['/go?t=https%3A%2F%2Fevil.example', '/'],
      ['/go?t=%2F%2Fevil.example', '/'],
      ['/go?t=%2F%5Cevil.example', '/'],
      ['/go?t=%252F%252Fevil.example', '/'],
      ['/go?t=javascript%3Aalert(1)', '/'],
      ['/go?t=a&t=b', '/'],
    ];
    for (const [url, location] of cases) {
      const res = await stack.request().get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

describe('/forgot and /reset/{token}', () => {
  it('sends /forgot to the forgot screen', async () => {
    const res = await stack.request().get('/forgot');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/forgot');
  });

  it('sends /reset/{token} to the reset screen without caching or a referrer', async () => {
    const res = await stack.request().get('/reset/demo-reset-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/reset/demo-reset-token');
    expectSecretHeaders(res);
  });
});

describe('/token/login/{token}', () => {
  it('starts a session and goes to /account/home', async () => {
    const res = await stack.request().get('/token/login/demo-login-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/home');
    expectSecretHeaders(res);
    const cookies = setCookies(res);
    expect(cookies.map((c) => c.name).sort()).toEqual(['bs_at', 'bs_rt']);
    const session = await stack.request().get('/api/session').set('Cookie', cookieHeader(cookies));
    expect(session.body.account.username).toBe('moviebuff');
  });

  it('goes to login with an error code when the link fails, and sets no cookie', async () => {
    const res = await stack.request().get('/token/login/no-such-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/login?error=token-login');
    expect(res.headers['set-cookie']).toBeUndefined();
    expectSecretHeaders(res);
  });

  it('goes to login when the upstream cannot be reached', async () => {
    await stack.mock.control.fault({ path: '/auth/token/login/demo-login-token', kind: 'drop' });
    const res = await stack.request().get('/token/login/demo-login-token');
    expect(res.headers.location).toBe('/account/login?error=token-login');
  });

  it('never sends a malformed token upstream', async () => {
    const res = await stack.request().get('/token/login/bad%20token%3F');
    expect(res.headers.location).toBe('/account/login?error=token-login');
    expect(await stack.mock.control.journal()).toEqual([]);
  });
});

describe('/token2/login/{token}', () => {
  it("starts a session, sets the 1-day retry cookie and goes to the upstream's redirectUrl", async () => {
    const res = await stack.request().get('/token2/login/demo-scan-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/scans/start');
    expectSecretHeaders(res);
    const cookies = setCookies(res);
    const retry = cookies.find((c) => c.name === 'bs_retry');
    expect(retry?.value).toBe('demo-scan-token');
    expect(retry?.attributes['max-age']).toBe(String(24 * 3600));
    expect(retry?.attributes.httponly).toBe(true);
    const session = await stack.request().get('/api/session').set('Cookie', cookieHeader(cookies));
    expect(session.body).toEqual({
      account: { email: 'verified@example.com', username: 'moviebuff', isVerified: true },
      retryLink: '/token2/login/demo-scan-token',
    });
    const [call] = await stack.mock.control.journal({ path: '/auth/token2/login/demo-scan-token' });
    expect(call?.headers[HEADER.accessToken]).toBeUndefined();
  });

  it('reduces an off-site redirectUrl to / and keeps a same-host absolute one as a path', async () => {
    const offSite = { 'x-access-token': 'at_fake', 'x-refresh-token': 'rt_fake' };
    await stack.mock.control.fault({
      path: '/auth/token2/login/t1',
      status: 200,
      body: { redirectUrl: 'https://evil.example/steal' },
      headers: offSite,
    });
    const evil = await stack.request().get('/token2/login/t1');
    expect(evil.headers.location).toBe('/');
    await stack.mock.control.fault({
      path: '/auth/token2/login/t2',
      status: 200,
      body: { redirectUrl: '//evil.example' },
      headers: offSite,
    });
    expect((await stack.request().get('/token2/login/t2')).headers.location).toBe('/');
    await stack.mock.control.fault({ path: '/auth/token2/login/t3', status: 200, body: {}, headers: offSite });
    expect((await stack.request().get('/token2/login/t3')).headers.location).toBe('/');
    await stack.mock.control.fault({
      path: '/auth/token2/login/t4',
      status: 200,
      body: { redirectUrl: 'http://site.test/scans/start?x=1' },
      headers: offSite,
    });
    expect((await stack.request().get('/token2/login/t4').set('Host', 'site.test')).headers.location).toBe('/scans/start?x=1');
  });

  it('goes to /scans/failedtoken when the link fails', async () => {
    const res = await stack.request().get('/token2/login/expired-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/scans/failedtoken');
    expect(res.headers['set-cookie']).toBeUndefined();
    expectSecretHeaders(res);
  });
});

describe('/email/verify/{token} and /email/update/{token}', () => {
  it('verifies the email and goes to the processed success page', async () => {
    const res = await stack.request().get('/email/verify/demo-verify-token');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/email_verify?processed=y');
    expectSecretHeaders(res);
    const accounts = (await (await fetch(`${stack.mock.url}/__control/accounts`)).json()) as { email: string; isVerified: boolean }[];
    expect(accounts.find((a) => a.email === 'verify-link@example.com')?.isVerified).toBe(true);
    // The link has an account of its own: the printed unverified demo account stays unverified.
    expect(accounts.find((a) => a.email === 'unverified@example.com')?.isVerified).toBe(false);
  });

  it('goes to the processed failure page for a bad verify link', async () => {
    const res = await stack.request().get('/email/verify/no-such-token');
    expect(res.headers.location).toBe('/email_verify_failed?processed=y');
    expectSecretHeaders(res);
  });

  it('updates the email and goes to the processed success page', async () => {
    const res = await stack.request().get('/email/update/demo-update-token');
    expect(res.headers.location).toBe('/email_update?processed=y');
    expectSecretHeaders(res);
  });

  it('goes to the processed failure page for a bad update link or an unreachable upstream', async () => {
    expect((await stack.request().get('/email/update/no-such-token')).headers.location).toBe('/email_update_failed?processed=y');
    await stack.mock.control.fault({ path: '/auth/email/update/demo-update-token', kind: 'drop' });
    expect((await stack.request().get('/email/update/demo-update-token')).headers.location).toBe('/email_update_failed?processed=y');
  });
});
