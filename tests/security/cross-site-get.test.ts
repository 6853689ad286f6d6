/**
 * State-changing GETs cannot be triggered from another site: a top-level navigation from another
 * site carries SameSite=Lax cookies, so the server must refuse it on Sec-Fetch-Site alone, before
 * any upstream call. The site's own calls (same-origin) and non-browser clients still work.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { loginCookies } from '../integration/session-helpers';
import { MESSAGES } from '#contract/messages.ts';

const useStack = useIntegrationStack({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });

/** What a browser sends when a link on another site is followed to this URL. */
const NAVIGATION = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-User': '?1', Accept: 'text/html' };

/** Each state-changing GET, its upstream path, and an account for which it succeeds. */
const STATE_CHANGING_GETS = [
  ['/api/auth/resend', '/auth/resend', 'unverified@example.com'],
  ['/api/beyond/scan/tpy-demo-ok/process', '/beyond/scan/tpy-demo-ok/process', 'verified@example.com'],
] as const;

describe('cross-site requests to /api', () => {
  it.each(STATE_CHANGING_GETS)('refuses a cross-site navigation to GET %s, with no upstream call', async (url, upstreamPath, email) => {
    const { cookie } = await loginCookies(useStack(), email);
    await useStack().mock.control.clearJournal();
    for (const site of ['cross-site', 'same-site']) {
      const res = await useStack().request().get(url).set('Cookie', cookie).set(NAVIGATION).set('Sec-Fetch-Site', site);
      expect(res.status, site).toBe(403);
      expect(res.body.message).toBe(MESSAGES.crossOrigin);
    }
    expect(await useStack().mock.control.journal({ path: upstreamPath })).toEqual([]);
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it.each(STATE_CHANGING_GETS)("still serves the site's own GET %s (same-origin)", async (url, upstreamPath, email) => {
    const { cookie } = await loginCookies(useStack(), email);
    const res = await useStack()
      .request()
      .get(url)
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Sec-Fetch-Mode', 'cors');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await useStack().mock.control.journal({ path: upstreamPath })).toHaveLength(1);
  });

  it('refuses every method from another site, including reads and HEAD', async () => {
    for (const method of ['get', 'head', 'options', 'post'] as const) {
      const res = await useStack().request()[method]('/api/info/region').set('Sec-Fetch-Site', 'cross-site');
      expect(res.status, method).toBe(403);
    }
    expect(await useStack().mock.control.journal()).toEqual([]);
  });

  it('keeps clients without Sec-Fetch-* headers working, and a typed-in address (none)', async () => {
    expect((await useStack().request().get('/api/info/region')).status).toBe(200);
    expect((await useStack().request().get('/api/info/region').set('Sec-Fetch-Site', 'none')).status).toBe(200);
    const { cookie } = await loginCookies(useStack(), 'unverified@example.com');
    expect((await useStack().request().get('/api/auth/resend').set('Cookie', cookie)).status).toBe(200);
  });

  it('keeps the Origin check for unsafe methods', async () => {
    const res = await useStack()
      .request()
      .post('/api/auth/forgot')
      .set('Origin', 'https://evil.example')
      .send({ email: 'verified@example.com' });
    expect(res.status).toBe(403);
    expect(await useStack().mock.control.journal({ path: '/auth/forgot' })).toEqual([]);
  });
});
