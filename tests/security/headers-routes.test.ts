/**
 * Security headers on the HTML answer of every route in contract/pages.ts (read from the
 * route table itself, so a new route is covered without editing this file), signed out, from the
 * real client build:
 * - an enforced CSP whose script nonce is fresh and is the one every <script> of the shell carries;
 *   no inline or eval script, no plugins, no framing, no foreign base or form targets;
 * - third-party hosts only as their route group needs them (server/src/security/headers.ts):
 *   the payment provider everywhere (client-side navigation can reach /purchase from any page),
 *   video frames and the page-builder everywhere, the remote-browser service only on /browser*;
 *   and no host outside that list in any directive;
 * - HSTS in production only, no x-powered-by, framing refused, no-referrer/no-store on secret pages.
 */
import { describe, expect, it } from 'vitest';
import { startIntegrationStack, useIntegrationStack, type IntegrationStack } from '../helpers/integration';
import { matchPage, NOT_FOUND_SCOPES, PAGES } from '#contract/pages.ts';
import { THIRD_PARTY } from '#server/security/headers.ts';
import { isSecretPage } from '#server/static.ts';
import { pageCookies } from '../helpers/session-cookie';

/** Every pattern of the route table (contract/pages.ts) and its not-found scopes, as concrete signed-out URLs. */
function routeUrls(): string[] {
  const patterns = new Set<string>([...Object.values(PAGES).map((p) => p.pattern), ...NOT_FOUND_SCOPES.map((s) => s.pattern), '*']);
  return [...patterns].map((p) => (p === '*' ? '/no-such-page' : p.replace(/:(\w+)/g, 'demo-$1').replace(/\*$/, 'anything')));
}

/** Routes the server answers itself with a redirect (the page exists for client-side navigation only). */
const SERVER_REDIRECTED = /^\/(email\/(verify|update)|token2?\/login)\//;
const ALL_URLS = routeUrls();
const URLS = ALL_URLS.filter((u) => !SERVER_REDIRECTED.test(u));
const REDIRECTED = ALL_URLS.filter((u) => SERVER_REDIRECTED.test(u));

function directives(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}

const isBrowserRoute = (url: string) => url === '/browser' || url.startsWith('/browser/');

const EVERYWHERE = {
  'script-src': [...THIRD_PARTY.stripe.script],
  'frame-src': [...THIRD_PARTY.stripe.frame, ...THIRD_PARTY.youtube.frame],
  'connect-src': [...THIRD_PARTY.stripe.connect, ...THIRD_PARTY.builder.connect],
};
const BROWSER_ONLY = {
  'script-src': [...THIRD_PARTY.hyperbeam.script],
  'frame-src': [...THIRD_PARTY.hyperbeam.frame],
  'connect-src': [...THIRD_PARTY.hyperbeam.connect],
};
/** Sources that are keywords or schemes, not hosts. */
const NON_HOST = /^('[^']*'|data:|blob:|https:)$/;

const useStack = useIntegrationStack();

async function html(stack: IntegrationStack, url: string) {
  const res = await stack.request().get(url).set('Accept', 'text/html').set(pageCookies(url));
  // Paths outside the route table get the same page with a 404 status.
  expect(res.status, url).toBe(matchPage(new URL(url, 'http://x').pathname) ? 200 : 404);
  expect(res.headers['content-type'], url).toMatch(/^text\/html/);
  return res;
}

describe('every route of the route table', () => {
  it('is found in the route table (the extraction works)', () => {
    expect(URLS.length).toBeGreaterThanOrEqual(50);
    expect(REDIRECTED).toHaveLength(4);
    for (const u of [
      '/',
      '/account/login',
      '/purchase/demo-bigMediaId/demo-url',
      '/browser/demo-activityId',
      '/termsofservice',
      '/no-such-page',
    ])
      expect(URLS).toContain(u);
  });

  it.each(URLS)('%s gets an enforced CSP with a fresh nonce that every script carries', async (url) => {
    const a = await html(useStack(), url);
    const b = await html(useStack(), url);
    const csp = directives(a.headers['content-security-policy']);
    expect(a.headers['content-security-policy-report-only']).toBeUndefined();
    const script = csp.get('script-src') ?? [];
    const nonces = script.filter((v) => v.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
    const tags = [...a.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(a.text).not.toContain('__CSP_NONCE__');
    expect(a.text).not.toMatch(/\son[a-z]+\s*=/i);

    expect(script).not.toContain("'unsafe-inline'");
    expect(String(a.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-powered-by']).toBeUndefined();
    expect(a.headers['strict-transport-security']).toBeUndefined();
    if (isSecretPage(url)) {
      expect(a.headers['referrer-policy']).toBe('no-referrer');
      expect(a.headers['cache-control']).toBe('no-store');
    }
  });

  it.each(URLS)('%s allows third-party hosts only as its route group needs them', async (url) => {
    const csp = directives((await html(useStack(), url)).headers['content-security-policy']);
    const onBrowser = isBrowserRoute(url);
    for (const [name, hosts] of Object.entries(EVERYWHERE)) expect(csp.get(name), name).toEqual(expect.arrayContaining(hosts));
    for (const [name, hosts] of Object.entries(BROWSER_ONLY)) {
      for (const host of hosts) expect(csp.get(name)?.includes(host), `${name} ${host}`).toBe(onBrowser);
    }
    expect(csp.get('script-src')?.includes('blob:')).toBe(onBrowser);
    // Nothing beyond the declared third parties, in any directive.
    const allowed = new Set<string>([
      ...Object.values(EVERYWHERE).flat(),
      ...THIRD_PARTY.builder.img,
      ...(onBrowser ? Object.values(BROWSER_ONLY).flat() : []),
    ]);
    for (const [name, values] of csp) {
      for (const v of values) if (!NON_HOST.test(v)) expect(allowed.has(v), `${name} ${v}`).toBe(true);
    }
  });
});

describe('routes the server answers with a redirect', () => {
  it.each(REDIRECTED)('%s is a 302 with the CSP, no referrer, no caching and no x-powered-by', async (url) => {
    const res = await useStack().request().get(url).set('Accept', 'text/html');
    expect(res.status).toBe(302);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('in production', () => {
  it('every route gets HSTS for at least a year with subdomains, and upgrades insecure requests', async () => {
    const prod = await startIntegrationStack(
      { NODE_ENV: 'production', APP_KEY: 'a-production-key', SITE_URL: 'https://www.example.com' },
      useStack().mock,
    );
    for (const url of URLS) {
      const res = await html(prod, url);
      const hsts = String(res.headers['strict-transport-security']);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31536000);
      expect(hsts, url).toContain('includeSubDomains');
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests'), url).toBe(true);
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('secret-bearing pages', () => {
  it('are no-referrer and no-store however the path is capitalised (the app matches routes case-insensitively)', async () => {
    for (const url of ['/Account/Reset/abc', '/BSET/pushtoken/abc', '/Scan/abc/process', '/Email/Verify/abc', '/Token2/Login/abc']) {
      const res = await useStack().request().get(url).set('Accept', 'text/html');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
