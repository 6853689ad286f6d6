/** The CSP per route group: remote-browser allowances on /browser/* only, never 'unsafe-eval'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { pageCookies } from '../helpers/session-cookie';

let stack: IntegrationStack;
beforeAll(async () => {
  stack = await startIntegrationStack();
});
afterAll(async () => {
  await stack.stop();
});

function directives(header: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

async function cspFor(path: string) {
  const res = await stack.request().get(path).set('Accept', 'text/html').set(pageCookies(path));
  expect(res.status, path).toBe(200);
  return directives(res.headers['content-security-policy']);
}

const BROWSER_ONLY = ['blob:', 'https://*.hyperbeam.com'];

describe('content security policy per route', () => {
  for (const path of ['/', '/about', '/termsofservice', '/remotedesktop', '/pages/demo', '/account/login', '/movies/catalog']) {
    it(`${path} gets no blob: scripts and no remote-browser hosts`, async () => {
      const csp = await cspFor(path);
      for (const value of BROWSER_ONLY) expect(csp['script-src']).not.toContain(value);
      expect(csp['connect-src']!.join(' ')).not.toContain('hyperbeam');
      expect(csp['connect-src']).not.toContain('https://jquery.tutturu.workers.dev');
      expect(csp['frame-src']!.join(' ')).not.toContain('hyperbeam');
    });
  }

  for (const path of ['/browser/demo-room', '/browser', '/browser/viewer-room?x=1']) {
    it(`${path} allows blob: module scripts and the remote-browser hosts`, async () => {
      const csp = await cspFor(path);
      expect(csp['script-src']).toEqual(expect.arrayContaining(BROWSER_ONLY));
      expect(csp['connect-src']).toEqual(
        expect.arrayContaining(['https://*.hyperbeam.com', 'wss://*.hyperbeam.com', 'https://jquery.tutturu.workers.dev']),
      );
      expect(csp['frame-src']).toContain('https://*.hyperbeam.com');
    });
  }

  it("no route ever gets 'unsafe-eval', and the page-builder and video hosts are allowed for marketing pages", async () => {
    for (const path of ['/', '/browser/demo-room', '/nspages/home', '/about']) {
      const res = await stack.request().get(path).set('Accept', 'text/html');
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    }
    const csp = await cspFor('/');
    expect(csp['connect-src']).toContain('https://cdn.builder.io');
    expect(csp['frame-src']).toContain('https://www.youtube-nocookie.com');
    expect(csp['script-src']!.some((v) => v.startsWith("'nonce-"))).toBe(true);
  });
});
