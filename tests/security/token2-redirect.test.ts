/**
 * The token2 login link's `redirectUrl` comes from the upstream's answer; the server must reduce
 * it to a path on this site. Each hostile input of the corpus is planted as a working link's
 * redirectUrl (mock control), the link is followed, and the session must start (so the answer
 * really was read) while the Location stays on this site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { HOSTILE_REDIRECTS, staysOnSite } from './hostile-redirects';
import { setToken2Link } from './secrets';

const HOST = 'site.test';
const ORIGIN = `http://${HOST}`;

/** Absolute URLs naming this very site, which the server may keep as paths, with hostile paths. */
const SAME_HOST_HOSTILE = [
  `${ORIGIN}//evil.example`,
  `${ORIGIN}/\\evil.example`,
  `${ORIGIN}/%2F%2Fevil.example`,
  `${ORIGIN}/%5Cevil.example`,
  `${ORIGIN}/..//evil.example`,
  `${ORIGIN}@evil.example/`,
  `${ORIGIN}.evil.example/`,
  `${ORIGIN}:80@evil.example/`,
  `https://${HOST}/account/home`,
  `http://${HOST.toUpperCase()}\\@evil.example/`,
];

const CORPUS = [...HOSTILE_REDIRECTS, ...SAME_HOST_HOSTILE];

let stack: IntegrationStack;
beforeAll(async () => {
  stack = await startIntegrationStack();
  await stack.mock.control.reset();
});
afterAll(async () => {
  await stack.stop();
});

async function follow(token: string, redirectUrl: string | undefined, host = HOST) {
  await setToken2Link(stack.mock.url, token, { accountId: 'acc-verified', redirectUrl });
  const res = await stack.request().get(`/token2/login/${token}`).set('Host', host);
  expect(res.status).toBe(302);
  // A session cookie proves the link succeeded: the failure page would be on-site too.
  expect((res.headers['set-cookie'] as unknown as string[] | undefined)?.some((c) => c.startsWith('bs_at='))).toBe(true);
  return res.headers.location as string | undefined;
}

describe('token2 login redirectUrl', () => {
  it('is tested over a corpus of at least 60 hostile inputs', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CORPUS.map((t, i) => [JSON.stringify(t), t, i] as const))('%s stays on the site', async (_label, target, i) => {
    const location = await follow(`hostile-${i}`, target);
    expect(location).not.toBe('/scans/failedtoken');
    expect(staysOnSite(location, ORIGIN), String(location)).toBe(true);
    const [call] = await stack.mock.control.journal({ path: `/auth/token2/login/hostile-${i}` });
    expect(call?.status).toBe(200);
  });

  it('keeps ordinary same-site targets, relative or naming this host', async () => {
    expect(await follow('plain-1', '/scans/start')).toBe('/scans/start');
    expect(await follow('plain-2', '/account/order/ord-1001/ipd?from=scan#top')).toBe('/account/order/ord-1001/ipd?from=scan#top');
    expect(await follow('plain-3', `${ORIGIN}/account/orders`)).toBe('/account/orders');
    expect(await follow('plain-4', undefined)).toBe('/');
  });

  it('does not trust a Host header that names the attacker: the answer is still a path', async () => {
    const location = await follow('evil-host', 'https://evil.example/steal', 'evil.example');
    expect(location).toBe('/');
    const sameScheme = await follow('evil-host-2', 'http://evil.example/steal', 'evil.example');
    // A path, resolved by the browser against the URL it asked for: the real site.
    expect(sameScheme).toBe('/steal');
  });
});
