/**
 * What the server derives from the route table (contract/pages.ts): every page answers 200 with
 * its own <title>, description, OpenGraph and canonical tags in the HTML; every other path answers
 * 404 with the same not-found page (or, for a file-like path, no page at all); /sitemap.xml lists
 * the public pages and robots.txt names it. The shell comes from a small fixture build.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { documentTitle, metaOf, NOT_FOUND_TITLE, PAGES, type PageEntry, type PageId } from '#contract/pages.ts';
import { pageCookies } from '../helpers/session-cookie';
import { isSecretPage } from '#server/secret-paths.ts';

const useStack = useIntegrationStack({ STATIC_DIR: path.join(ROOT, 'tests/fixtures/static') });

const ENTRIES = Object.entries(PAGES as Record<string, PageEntry>) as [PageId, PageEntry][];
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, 'demo-$1').replace(/\*$/, 'anything');
/** Paths the server itself redirects before the shell (token and email links). */
const SERVER_REDIRECTED = /^\/(email\/(verify|update)|token2?\/login)\//;

function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: attr(/<meta name="description" content="([^"]*)"/),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    noindex: /<meta name="robots" content="noindex"/.test(html),
  };
}

const decode = (s: string | undefined) => s?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

describe('pages of the route table', () => {
  it("keeps the hero picture's preload on the home page only", async () => {
    const get = (url: string) => useStack().request().get(url).set('Accept', 'text/html');
    const preload = /<link rel="preload" as="image"[^>]*hero-Ab12Cd34\.svg/;
    expect((await get('/')).text).toMatch(preload);
    for (const url of ['/about', '/movies/catalog', '/account/login', '/no-such-page'])
      expect((await get(url)).text, url).not.toMatch(preload);
  });

  it.each(ENTRIES.filter(([, e]) => !SERVER_REDIRECTED.test(concrete(e.pattern))))(
    '%s answers 200 with its own title and tags',
    async (id, entry) => {
      const url = concrete(entry.pattern);
      const res = await useStack().request().get(url).set('Host', 'site.test').set('Accept', 'text/html').set(pageCookies(url));
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<div id="root">');
      const h = head(res.text);
      const title = documentTitle(metaOf(id)?.title);
      expect(h.titles).toBe(1);
      expect(h.descriptions).toBe(1);
      expect(decode(h.title)).toBe(title);
      expect(decode(h.ogTitle)).toBe(title);
      expect(h.description).toBeTruthy();
      expect(h.ogDescription).toBe(h.description);
      expect(h.noindex).toBe(false);
      const fixed = !entry.pattern.includes(':') && !entry.pattern.includes('*');
      // Canonical URLs only for fixed paths: a token in a path is never repeated in the page's tags.
      expect(h.canonical).toBe(fixed ? `${useStack().config.siteUrl}${entry.pattern}` : undefined);
      expect(h.ogUrl).toBe(h.canonical);
      expect(res.text).not.toContain('__CSP_NONCE__');
      expect(res.text).not.toContain('<!--page-head-->');
    },
  );

  it('sends a visitor with no session cookie from a signed-in page straight to login, the page as the return target', async () => {
    const signedIn = ENTRIES.filter(([, e]) => e.access === 'signed-in');
    expect(signedIn.length).toBeGreaterThanOrEqual(8);
    const redirects = (url: string, cookie?: string) => {
      const req = useStack().request().get(url).set('Accept', 'text/html').redirects(0);
      return cookie === undefined ? req : req.set('Cookie', cookie);
    };
    for (const [, entry] of signedIn) {
      const url = `${concrete(entry.pattern)}?from=mail`;
      const res = await redirects(url, 'lang=en; bs_other=1');
      if (isSecretPage(concrete(entry.pattern))) {
        // A token in the address would travel in the login URL: the browser's router handles it.
        expect(res.status, url).toBe(200);
        continue;
      }
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe(`/account/login?redir=${encodeURIComponent(url)}`);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.vary, url).toMatch(/\bCookie\b/);
      const ja = await redirects(`/ja${url}`);
      expect(ja.headers.location, url).toBe(`/ja/account/login?redir=${encodeURIComponent(url)}`);
      // Either token from an earlier visit, even an expired one, gets the page: its session check decides.
      for (const cookie of ['bs_at=expired', 'bs_rt=kept']) expect((await redirects(url, cookie)).status, `${url} ${cookie}`).toBe(200);
    }
  });

  it('gives different pages different titles in the HTML the server sends', async () => {
    const titleOf = async (url: string) => head((await useStack().request().get(url).set('Accept', 'text/html')).text).title;
    expect(await titleOf('/')).toBe('Bigscreen: your cinema and living room in VR');
    expect(await titleOf('/movies/catalog')).toBe('Browse Catalog · Bigscreen');
    expect(await titleOf('/account/login')).toBe('Log in · Bigscreen');
    expect(await titleOf('/remotedesktop')).toBe('Remote Desktop · Bigscreen');
  });

  it('matches paths as the client router does: any case, an optional trailing slash', async () => {
    for (const url of ['/ABOUT', '/about/', '/Movies/Catalog', '/account/reset/abc.def', '/pages/a/b/c', '/nspages']) {
      expect((await useStack().request().get(url).set('Accept', 'text/html')).status, url).toBe(200);
    }
  });

  it('uses SITE_URL for canonical URLs when set', async () => {
    const { startIntegrationStack } = await import('../helpers/integration');
    const other = await startIntegrationStack(
      { STATIC_DIR: path.join(ROOT, 'tests/fixtures/static'), SITE_URL: 'https://www.example.com/' },
      useStack().mock,
    );
    const res = await other.request().get('/about').set('Host', 'evil.test').set('Accept', 'text/html');
    expect(head(res.text).canonical).toBe('https://www.example.com/about');
  });

  it('never puts a hostile Host header into the page', async () => {
    const res = await useStack().request().get('/about').set('Host', 'a"><script>x</script>').set('Accept', 'text/html');
    expect(res.text).not.toContain('<script>x');
  });
});

describe('paths outside the route table', () => {
  const UNKNOWN = [
    '/no-such-page',
    '/aboutx',
    '/movies',
    '/account',
    '/account/order/1001/bogus',
    '/scans/whatever',
    '/scan/abc',
    '/browser/a/b',
    '/purchase/only-one',
    '/%EF%BC%8Fevil.example',
    '/v1.2',
  ];

  it.each(UNKNOWN)('%s answers 404 with the same not-found page', async (url) => {
    const res = await useStack().request().get(url).set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<div id="root">');
    const h = head(res.text);
    expect(h.title).toBe(documentTitle(NOT_FOUND_TITLE));
    expect(h.noindex).toBe(true);
    expect(h.canonical).toBeUndefined();
    // The nonce still reaches the scripts, so the client renders its not-found page.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.text).toContain(`nonce="${nonce}"`);
  });

  it.each(['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest', '/missing.png', '/deep/path/file.json'])(
    '%s (a missing file) is a 404 without the page shell',
    async (url) => {
      for (const accept of ['text/html', '*/*', 'image/*']) {
        const res = await useStack().request().get(url).set('Accept', accept);
        expect(res.status, `${url} ${accept}`).toBe(404);
        expect(res.text).not.toContain('<div id="root">');
      }
    },
  );
});

describe('/sitemap.xml and robots.txt', () => {
  it('lists every public page with a fixed path, and no signed-in, token or unknown page', async () => {
    const res = await useStack().request().get('/sitemap.xml').set('Host', 'site.test');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const url of ['/', '/about', '/software', '/termsofservice', '/privacypolicy', '/movies/catalog', '/remotedesktop']) {
      expect(locs).toContain(`${useStack().config.siteUrl}${url}`);
    }
    for (const url of ['/account/home', '/account/orders', '/account/login', '/nstest', '/rentals'])
      expect(locs).not.toContain(`${useStack().config.siteUrl}${url}`);
    expect(locs.every((l) => !/[:*]/.test(l!.slice(useStack().config.siteUrl!.length)))).toBe(true);
    // Each page in both languages (docs/I18N.md): English at its path, Japanese under /ja/.
    const listed = ENTRIES.filter(([id]) => metaOf(id)?.sitemap).length;
    expect(locs).toHaveLength(2 * listed);
  });

  it('robots.txt keeps its rules and names the sitemap', async () => {
    const res = await useStack().request().get('/robots.txt').set('Host', 'site.test');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.text).toMatch(/^User-agent: \*/m);
    expect(res.text).toContain(`\nSitemap: ${useStack().config.siteUrl}/sitemap.xml\n`);
  });
});

describe("the real build's robots.txt", () => {
  const useRobots = useIntegrationStack();

  it('keeps crawlers off each private page at its Japanese address too (/ja/...)', async () => {
    const res = await useRobots().request().get('/robots.txt').set('Host', 'site.test');
    const disallowed = [...res.text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    const pages = disallowed.filter((p) => p !== '/api/' && !p.startsWith('/ja/'));
    expect(pages).toContain('/account/reset/');
    expect(pages.filter((p) => !disallowed.includes(`/ja${p}`))).toEqual([]);
  });
});

describe('icon and manifest files of the real build', () => {
  const useBuilt = useIntegrationStack();

  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-192.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ])('%s is a real file of its type', async (url, type) => {
    const res = await useBuilt().request().get(url).set('Accept', '*/*').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(String(res.body)).not.toContain('<div id="root">');
  });

  it('the manifest names icons that exist, and the shell links the icons and the manifest', async () => {
    const manifest = JSON.parse((await useBuilt().request().get('/manifest.webmanifest').buffer(true)).text || '{}') as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) expect((await useBuilt().request().get(icon.src)).status, icon.src).toBe(200);
    const html = (await useBuilt().request().get('/').set('Accept', 'text/html')).text;
    for (const href of ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) expect(html).toContain(`href="${href}"`);
  });
});
