/** /go over a corpus of hostile targets: every one ends on this site. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { HOSTILE_REDIRECTS, staysOnSite } from './hostile-redirects';
import { safeRedirectPath } from '#server/redirects/safe-path.ts';
import { ROOT } from '../helpers/processes';

let stack: IntegrationStack;
beforeAll(async () => {
  stack = await startIntegrationStack({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });
});
afterAll(async () => {
  await stack.stop();
});

describe('open redirects', () => {
  it('has a corpus of at least 60 hostile inputs', () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HOSTILE_REDIRECTS.map((t) => [JSON.stringify(t), t]))('/go?t=%s stays on the site', async (_label, target) => {
    const res = await stack.request().get(`/go?t=${encodeURIComponent(target)}`);
    expect(res.status).toBe(302);
    expect(staysOnSite(res.headers.location, 'http://127.0.0.1')).toBe(true);
  });

  it.each(HOSTILE_REDIRECTS.map((t) => [JSON.stringify(t), t]))('safeRedirectPath(%s) is a same-site path', (_label, target) => {
    expect(staysOnSite(safeRedirectPath(target), 'http://site.test')).toBe(true);
  });

  it('keeps ordinary same-site targets intact', async () => {
    for (const target of ['/account/home', '/purchase/bm-neon-harbor/neon-harbor', '/scans/start?x=1#top', '/movies/catalog']) {
      const res = await stack.request().get(`/go?t=${encodeURIComponent(target)}`);
      expect(res.headers.location).toBe(target);
    }
  });
});
