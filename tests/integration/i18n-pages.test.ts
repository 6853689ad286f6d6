/**
 * The Japanese site (docs/I18N.md), against the real build: the server picks each HTML answer's
 * language (a /ja/ path, the `lang` cookie, Accept-Language) and writes it into <html lang>; the
 * prerendered pages exist in Japanese under /ja/ and read in Japanese with no JavaScript run; both
 * languages' heads pair the two URLs with hreflang, and the sitemap lists both.
 */
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { matchPage } from '#contract/pages.ts';
import { pageCookies } from '../helpers/session-cookie';

const useStack = useIntegrationStack();
const HOST = 'site.test';
/** The configured public origin: absolute URLs come from it, never from the Host header. */
const site = () => useStack().config.siteUrl;
const get = (url: string, headers: Record<string, string> = {}) => {
  let req = useStack().request().get(url).set('Accept', 'text/html').set('Host', HOST);
  for (const [name, value] of Object.entries({ ...headers, ...pageCookies(url, headers.Cookie) })) req = req.set(name, value);
  return req.redirects(0);
};

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
/** The page's markup, as raw HTML. */
const rawRootOf = (html: string) =>
  /<div id="root"(?: data-path="[^"]*")?(?: data-page="[^"]*")?>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
/** The page's markup without the marks that keep Japanese phrases whole (docs/I18N.md, "Line breaking"). */
const rootOf = (html: string) => rawRootOf(html).replace(/[\u200b\u2060]/g, '');
const noscriptOf = (html: string) => /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1];
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"([^>]*)>`, 'g'))].map((m) => ({
    hreflang: /hreflang="([^"]*)"/.exec(m[1]!)?.[1],
    href: /href="([^"]*)"/.exec(m[1]!)?.[1],
  }));
const setCookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);

describe('the language of the HTML answer', () => {
  it('is English for a visitor with no preference, exactly as before: no cookie, no redirect', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('en');
    expect(rootOf(res.text)).toContain('Follow us');
    expect(setCookies(res).some((c) => c.startsWith('lang='))).toBe(false);
  });

  it('sends a browser that asks for Japanese from a prerendered page to its Japanese URL', async () => {
    const res = await get('/about?ref=x', { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ja/about?ref=x');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers other pages at their own URL in Japanese for such a browser', async () => {
    // The catalog is drawn in the browser: no /ja/ copy to send the visitor to.
    const res = await get('/movies/catalog', { 'Accept-Language': 'ja' });
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('ja');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('ignores a country header the operator has not named (REGION_HEADER unset): any client could send one', async () => {
    const res = await get('/movies/catalog', { 'CF-IPCountry': 'JP' });
    expect(langOf(res.text)).toBe('en');
    expect(res.headers.vary).not.toMatch(/CF-IPCountry/i);
  });

  it('lets the cookie of an explicit choice win over the browser language', async () => {
    const res = await get('/', { 'Accept-Language': 'ja-JP', Cookie: 'lang=en' });
    expect(res.status).toBe(200);
    expect(langOf(res.text)).toBe('en');
    const ja = await get('/movies/catalog', { 'Accept-Language': 'en-US', Cookie: 'lang=ja' });
    expect(langOf(ja.text)).toBe('ja');
  });

  it.each(['/token/login/abc', '/go', '/account/reset/abc'])('answers %s for a Japanese browser as for an English one', async (path) => {
    const [en, ja] = await Promise.all([get(path, { 'Accept-Language': 'en-US' }), get(path, { 'Accept-Language': 'ja' })]);
    expect(ja.status).toBe(en.status);
    expect(ja.headers.location).toBe(en.headers.location);
  });
});

describe('Japanese pages under /ja/', () => {
  it.each(['/ja/', '/ja/about', '/ja/remotedesktop'])(
    '%s is Japanese HTML without JavaScript, and remembers the language',
    async (path) => {
      const res = await get(path, { 'Accept-Language': 'en-US' });
      expect(res.status).toBe(200);
      expect(langOf(res.text)).toBe('ja');
      // The root names the page's row of the route table (the same row as its English page).
      expect(res.text).toContain(`<div id="root" data-path="${path}" data-page="${matchPage(path.replace(/^\/ja/, '') || '/')!.id}">`);
      const root = rootOf(res.text);
      expect(root).toContain('フォローする');
      expect(root).not.toContain('Follow us');
      expect(setCookies(res).find((c) => c.startsWith('lang='))).toMatch(/^lang=ja;.*Path=\//);
    },
  );

  it('answers an unknown /ja/ path with the not-found page', async () => {
    const res = await get('/ja/no-such-page');
    expect(res.status).toBe(404);
    expect(langOf(res.text)).toBe('ja');
  });

  it('pairs both languages with hreflang in both heads, each with its own canonical URL', async () => {
    for (const [path, canonical] of [
      ['/about', `${site()}/about`],
      ['/ja/about', `${site()}/ja/about`],
    ] as const) {
      const res = await get(path);
      expect(links(res.text, 'canonical').map((l) => l.href)).toEqual([canonical]);
      expect(links(res.text, 'alternate')).toEqual([
        { hreflang: 'en', href: `${site()}/about` },
        { hreflang: 'ja', href: `${site()}/ja/about` },
        { hreflang: 'x-default', href: `${site()}/about` },
      ]);
    }
    const home = await get('/ja/');
    expect(links(home.text, 'alternate').map((l) => l.href)).toEqual([`${site()}/`, `${site()}/ja/`, `${site()}/`]);
  });
});

describe('the language switch without JavaScript (/lang/<language>?to=…)', () => {
  it('to English: stores the choice and sends the visitor to the English page, which then stays English', async () => {
    const res = await get(`/lang/en?to=${encodeURIComponent('/about?ref=x#team')}`, { Cookie: 'lang=ja', 'Accept-Language': 'ja' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/about?ref=x#team');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(setCookies(res).find((c) => c.startsWith('lang='))).toMatch(/^lang=en;.*Path=\//);
    // With that cookie the English page answers in English, with no redirect back to /ja/.
    const page = await get('/about', { Cookie: 'lang=en', 'Accept-Language': 'ja' });
    expect(page.status).toBe(200);
    expect(langOf(page.text)).toBe('en');
  });

  it("to Japanese: the page's /ja/ address, whichever language the link named it in", async () => {
    for (const to of ['/about', '/ja/about']) {
      const res = await get(`/lang/ja?to=${encodeURIComponent(to)}`);
      expect(res.headers.location).toBe('/ja/about');
      expect(setCookies(res).find((c) => c.startsWith('lang='))).toMatch(/^lang=ja;/);
    }
    expect((await get('/lang/ja?to=%2F')).headers.location).toBe('/ja/');
    expect((await get('/lang/en?to=%2Fja%2F')).headers.location).toBe('/');
  });

  it.each(['https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)'])('never leaves the site (to=%s)', async (to) => {
    const res = await get(`/lang/ja?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/ja/');
  });

  it('an unknown language changes nothing and goes to the page', async () => {
    const res = await get('/lang/fr?to=%2Fabout');
    expect(res.headers.location).toBe('/about');
    expect(setCookies(res).some((c) => c.startsWith('lang='))).toBe(false);
  });
});

describe('the shell and footer of a Japanese page', () => {
  it('the note for browsers without JavaScript, the copyright line and the new-tab hints are Japanese', async () => {
    const res = await get('/ja/about');
    expect(noscriptOf(res.text)).toBe('ログイン、チケットの購入、ご注文の管理には JavaScript が必要です。');
    const root = rootOf(res.text);
    expect(root).toMatch(/© \d{4} Bigscreen, Inc\. 無断転載・複製を禁じます。/);
    expect(root).not.toContain('All rights reserved');
    expect(root).not.toContain('opens in a new tab');
    expect(noscriptOf((await get('/about')).text)).toBe('Signing in, buying tickets and managing orders need JavaScript.');
  });

  it("marks BudouX's phrase boundaries in the prerendered HTML, and only in Japanese", async () => {
    const raw = rawRootOf((await get('/ja/')).text);
    expect(raw).toContain(
      '<h1 id="hero-title">映画館も、\u200bオフィスも、\u200b仲間と\u200b集まる\u200b場所も。\u200bVR で\u200bみんな\u200b一緒に</h1>',
    );
    expect(rawRootOf((await get('/')).text)).not.toContain('\u200b');
  });
});

describe('/sitemap.xml', () => {
  it('lists every page in both languages, each with its alternates', async () => {
    const res = await useStack().request().get('/sitemap.xml').set('Host', HOST);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/about', '/remotedesktop', '/movies/catalog']) {
      expect(locs).toContain(`${site()}${path}`);
      expect(locs).toContain(`${site()}/ja${path}`);
    }
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${site()}/ja/about" />`);
  });
});

describe('Japanese page heads and marketing text', () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const metaOf = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

  it('a /ja/ page has a Japanese title, description and OpenGraph tags, and its body is Japanese without JavaScript', async () => {
    const res = await get('/ja/about');
    expect(titleOf(res.text)).toBe('Bigscreen について · Bigscreen');
    expect(metaOf(res.text, 'name', 'description')).toMatch(/^私たちは、バーチャルリアリティの中で/);
    expect(metaOf(res.text, 'property', 'og:title')).toBe('Bigscreen について · Bigscreen');
    expect(metaOf(res.text, 'property', 'og:description')).toBe(metaOf(res.text, 'name', 'description'));
    const root = rootOf(res.text);
    expect(root).toContain('<h1 id="page-title">Bigscreen について</h1>');
    expect(root).not.toContain('Our story');
  });

  it('the Japanese home page and remote-desktop guide are Japanese, with Japanese titles', async () => {
    const home = await get('/ja/');
    expect(titleOf(home.text)).toBe('Bigscreen：VR の中の映画館とリビングルーム');
    expect(rootOf(home.text)).toContain('映画館も、オフィスも、仲間と集まる場所も。VR でみんな一緒に');
    expect(rootOf(home.text)).not.toContain('Your cinema, office and hangout');
    const guide = await get('/ja/remotedesktop');
    expect(titleOf(guide.text)).toBe('Remote Desktop · Bigscreen');
    expect(metaOf(guide.text, 'name', 'description')).toMatch(/^Bigscreen Remote Desktop クライアントをダウンロードして/);
    expect(rootOf(guide.text)).toContain('6 つのステップでインストール');
    expect(rootOf(guide.text)).toContain('トラブルシューティング');
  });

  it('a legal page is English under a Japanese note that the English text governs', async () => {
    const root = rootOf((await get('/ja/termsofservice')).text);
    expect(root).toContain('<h1 id="page-title">利用規約</h1>');
    expect(root).toMatch(/<p class="english-only-note">この文書は英語版のみ/);
    expect(root).toContain('<div class="legal-doc" lang="en">');
  });

  it('other pages sent in Japanese, and the not-found page, carry Japanese titles', async () => {
    const catalog = await get('/movies/catalog', { 'Accept-Language': 'ja' });
    expect(titleOf(catalog.text)).toBe('映画カタログ · Bigscreen');
    const orders = await get('/account/orders', { Cookie: 'lang=ja' });
    expect(titleOf(orders.text)).toBe('ご注文一覧 · Bigscreen');
    const missing = await get('/ja/no-such-page');
    expect(titleOf(missing.text)).toBe('ページが見つかりません · Bigscreen');
  });

  it('leaves the English pages exactly as they were', async () => {
    const about = await get('/about');
    expect(titleOf(about.text)).toBe('About Bigscreen · Bigscreen');
    expect(metaOf(about.text, 'name', 'description')).toBe(
      'We build places for people to be together in virtual reality: a social cinema app and a headset.',
    );
    expect(rootOf(about.text)).toContain('<h1 id="page-title">About Bigscreen</h1>');
    const home = await get('/');
    expect(titleOf(home.text)).toBe('Bigscreen: your cinema and living room in VR');
    expect(rootOf(home.text)).toContain('Your cinema, office and hangout, together in VR');
    const terms = rootOf((await get('/termsofservice')).text);
    expect(terms).toContain('<div class="legal-doc">');
    expect(terms).not.toContain('english-only-note');
  });

  it('does not send the build-time page texts as a file', async () => {
    const res = await useStack().request().get('/page-text.json').set('Host', HOST);
    expect(res.text).not.toContain('Bigscreen について');
  });
});
