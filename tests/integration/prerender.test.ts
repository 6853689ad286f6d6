/**
 * Prerendered marketing pages, against the real build (npm run build): each public marketing
 * path answers, with no JavaScript run, HTML that already holds its heading and its text, with
 * the page's styles linked in <head> under the response's CSP nonce; pages that depend on the
 * visitor (signed-in, secret links) and the not-found page stay an empty shell for the client.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useIntegrationStack } from '../helpers/integration';
import { ROOT } from '../helpers/processes';
import { scriptsOf } from '../../scripts/first-load';
import { marketingPaths, matchPage } from '#contract/pages.ts';
import type { MessageDescriptor } from '@lingui/core';
import { PAGE_CONTENT } from '#client/features/marketing/page-content.ts';
import { pageCookies } from '../helpers/session-cookie';

const useStack = useIntegrationStack();
const get = (url: string) => useStack().request().get(url).set('Accept', 'text/html').set(pageCookies(url));

const decode = (s: string) =>
  s
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
/** The visible text of an HTML fragment, as a crawler without scripts reads it. */
const text = (html: string) =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const rootOf = (html: string) =>
  /<div id="root"(?: data-path="[^"]*")?(?: data-page="[^"]*")?>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

/**
 * Every style the page paints with is inline in its <head>, under this response's nonce, and no
 * stylesheet link is left to block the first paint.
 */
function expectInlineStyles(res: { text: string; headers: Record<string, string> }, pageRule: string) {
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  const head = /<head>([\s\S]*)<\/head>/.exec(res.text)?.[1] ?? '';
  const style = /<style nonce="([^"]*)">([\s\S]*?)<\/style>/.exec(head);
  expect(style?.[1]).toBe(nonce);
  expect(style?.[2], "the shell's styles").toContain('.site-header');
  expect(style?.[2], "the page's styles").toContain(pageRule);
  expect(head).not.toContain('rel="stylesheet"');
  expect(res.text).not.toContain('__CSP_NONCE__');
  // The page reads without its code: the entry script and every module preload yield to the HTML and pictures.
  expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/);
  expect(head.match(/<link rel="modulepreload"[^>]*>/g)?.every((link) => link.includes('fetchpriority="low"'))).toBe(true);
}

/** A copy message's English text with its values filled in (`Write to {SUPPORT_EMAIL}.`). */
const english = (d: MessageDescriptor | undefined) =>
  (d?.message ?? '').replace(/\{(\w+)\}/g, (_m, name: string) => String(d?.values?.[name] ?? ''));

describe('prerendered marketing pages', () => {
  it.each(marketingPaths())('%s arrives with its heading and text in the HTML', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const content = PAGE_CONTENT[path];
    expect(content, `copy for ${path}`).toBeDefined();
    // The root names the page its markup is (the app compares it with the address before taking over).
    // The root names the page's row of the route table, whose code the app loads before taking over.
    expect(res.text).toContain(`<div id="root" data-path="${path}" data-page="${matchPage(path)!.id}">`);
    const root = rootOf(res.text);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
    // The copy's messages carry their English text (the source).
    expect(h1 && text(h1)).toBe(content!.title.message);
    const body = text(/<main[^>]*>([\s\S]*?)<\/main>/.exec(root)?.[1] ?? '');
    if (content!.legal) {
      expect(root).toContain('class="legal-doc"');
      expect(body.length, 'the legal text itself').toBeGreaterThan(800);
    } else {
      expect(body).toContain(english(content!.lead));
      for (const point of content!.points) expect(body).toContain(english(point.text));
    }
    // The header and footer are there too (the account slot in its neutral, not-yet-known state).
    expect(root).toContain('<header class="site-header"');
    expect(root).toContain('<footer');
    expect(root).toContain('account-menu--pending');
    expectInlineStyles(res, '.eyebrow');
  });

  it('/ arrives with its hero, every section and the sliders laid out by CSS', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = rootOf(res.text);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '')).toBe('Your cinema, office and hangout, together in VR');
    const body = text(root);
    expect(body).toContain('Bigscreen puts you in a room with friends in front of a giant screen.');
    // The sections below the hero (a chunk of their own) are in the HTML too.
    for (const heading of ['Pick a theater to match the film', 'Made for watching together', 'Bring the headset you have']) {
      expect(body).toContain(heading);
    }
    expect(body).toContain('Voices come from where people sit, so crosstalk feels natural.');
    expect(body).toContain('Any WMR headset through SteamVR');
    // How many slides show is left to CSS: the HTML has no width-dependent state in it.
    expect(root).toContain('class="slider slider--features"');
    expect(root).not.toContain('data-per-view');
    expect(root).toContain('account-menu--pending');
    expectInlineStyles(res, '.slider--features');
    // The hero's picture is fetched with the HTML, and the hero's code is preloaded; the sections'
    // code is not (the page is taken over without it, then the sections in their wrapper, each
    // in a wrapper of its own that its own root takes over).
    expect(res.text).toMatch(/<link rel="preload" as="image"[^>]*href="\/assets\/cinema-[^"]+\.svg"/);
    expect(res.text).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/home-page-[^"]+\.js"/);
    expect(res.text).not.toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/home-below-hero-/);
    expect(root).toMatch(
      /<div id="home-sections" class="home__sections"><!--\$--><div class="home__island" data-island="coworking"><section id="coworking"/,
    );
    expect(root).toContain('<div class="home__island" data-island="how-to"></div>');
  });

  it('a Japanese page preloads the catalogs its first render waits for, and no others; an English page none', async () => {
    const ja = { 'Accept-Language': 'ja' };
    // Each catalog's file, from the build's manifest, by area.
    const manifest = JSON.parse(
      fs.readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'client', '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const areaOf = new Map(
      Object.entries(manifest).flatMap(([source, { file }]) => {
        const area = /^src\/shared\/i18n\/locales\/\w+\/([\w-]+)\.po$/.exec(source)?.[1];
        return area ? [[`/${file}`, area] as [string, string]] : [];
      }),
    );
    const catalogs = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].flatMap((m) => areaOf.get(m[1]!) ?? []).sort();
    // The language's start-up catalog and the page's own; the home sections' text comes with their
    // code, after the takeover, and a marketing page's error catalogue once it is live.
    expect(catalogs((await get('/ja/')).text)).toEqual(['home', 'shell']);
    expect(catalogs((await get('/ja/software')).text)).toEqual(['home', 'marketing', 'shell']);
    expect(catalogs((await get('/ja/remotedesktop')).text)).toEqual(['home', 'marketing', 'shell']);
    // A page that can open on an error waits for the error catalogue.
    expect(catalogs((await get('/ja/account/login')).text)).toEqual(['auth', 'errors', 'shell']);
    // Pages drawn from their data here, and pages the browser draws, in a Japanese reader's language.
    const catalog = await get('/movies/catalog').set(ja);
    expect(catalog.text).toContain('<html lang="ja"');
    expect(catalogs(catalog.text)).toEqual(['errors', 'shell', 'tickets']);
    expect(catalogs((await get('/account/home').set(ja)).text)).toEqual(['errors', 'shell', 'tickets']);
    expect(catalogs((await get('/account/orders').set(ja)).text)).toEqual(['errors', 'headset', 'shell']);
    // A prerendered page's scripts wait behind its HTML and pictures; its catalogs with them.
    expect((await get('/ja/')).text.match(/<link rel="modulepreload"[^>]*\/assets\/shell-[^>]*>/)?.[0]).toContain('fetchpriority="low"');
    for (const path of ['/', '/software', '/account/login', '/movies/catalog', '/account/home']) {
      expect(catalogs((await get(path)).text)).toEqual([]);
    }
  });

  it.each([
    ['the not-found page', '/no-such-page', 404],
    ['a signed-in page', '/account/home', 200],
  ])('%s is not prerendered (%s)', async (_what, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('<h1');
    // Drawn by its script: the styles stay a stylesheet and the script keeps its normal priority.
    expect(res.text).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-/);
    expect(res.text).not.toContain('fetchpriority="low"');
  });

  it('a reset link gets the one prerendered reset form: no token in its HTML, never cached, no referrer', async () => {
    const res = await get('/account/reset/tok-SECRET-42');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.text).toContain('<div id="root" data-path="/account/reset/:token" data-page="reset">');
    expect(text(rootOf(res.text))).toContain('Choose a new password');
    expect(rootOf(res.text)).toContain('name="password"');
    expect(res.text).not.toContain('tok-SECRET-42');
    // Another link, the same bytes inside the root.
    expect(rootOf((await get('/account/reset/other-token')).text)).toBe(rootOf(res.text));
  });

  it('a Japanese reader of a reset link stays at its address (drawn in the browser); /ja/ serves the Japanese copy', async () => {
    const res = await get('/account/reset/tok-SECRET-42').set('Accept-Language', 'ja');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    const ja = await get('/ja/account/reset/tok-SECRET-42');
    expect(ja.headers['cache-control']).toBe('no-store');
    expect(ja.text).toContain('<div id="root" data-path="/ja/account/reset/:token" data-page="reset">');
    expect(ja.text).not.toContain('tok-SECRET-42');
  });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('a prerendered page is sent compressed (%s) when the browser accepts it', async (encoding, accept) => {
    const res = await get('/termsofservice').set('Accept-Encoding', accept);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(rootOf(res.text)).toContain('class="legal-doc"');
  });

  it('/remotedesktop arrives with its heading, install steps and notes, the download button still loading', async () => {
    const res = await get('/remotedesktop');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '')).toBe('Your PC, on the big screen');
    const body = text(root);
    expect(body).toContain('Run the installer and follow its prompts');
    expect(body).toContain('A GPU with hardware encoding');
    // The download URL comes from the remote-desktop host per visit: never baked into the HTML.
    expect(root).not.toMatch(/href="https:\/\/[^"]*(download|\.exe)/i);
    expect(res.text).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/remote-desktop-page-[^"]+\.js"/);
  });

  it('never sends the prerendered pages or the build manifest as a file', async () => {
    const res = await useStack().request().get('/prerendered.json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('site-header');
    expect((await useStack().request().get('/.vite/manifest.json')).status).toBe(404);
    const code = await useStack().request().get('/page-code.json');
    expect(code.status).toBe(404);
    expect(code.text).not.toContain('modulepreload');
  });

  it.each([
    // (The purchase page is rendered by the server from its film: tests/integration/tickets-purchase-render.test.ts.)
    ['/account/home', 'account-home-page', 'tickets'],
    ['/account/orders', 'orders-page', 'headset'],
  ])('%s, drawn in the browser, has its page code and styles fetched with the entry, not after it', async (path, chunk, css) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    // A nonce is base64: escape its + and / for the pattern.
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]?.replace(/[+/]/g, '\\$&');
    const head = /<head>([\s\S]*)<\/head>/.exec(res.text)?.[1] ?? '';
    expect(head).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js" nonce="${nonce}">`));
    expect(head).toMatch(new RegExp(`<link rel="stylesheet" crossorigin href="/assets/${css}-[\\w-]+\\.css">`));
    // Only this page's code: another page's chunk is not preloaded.
    expect(head).not.toMatch(/ipd-page-/);
  });

  it('a prerendered page and the not-found page get no page-code preloads of that kind', async () => {
    expect((await get('/termsofservice')).text).not.toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/catalog-page-/);
    expect((await get('/no-such-page')).text).not.toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[\w-]*-page-/);
  });
});

describe('pages whose first render validates nothing load no zod with their code', () => {
  // Zod is about a quarter of a megabyte of code, whose start on a phone's CPU was the longest task
  // of these pages (docs/decisions/0011-page-main-thread-work.md): its code and the contract's schemas load with the first
  // call that needs them (client/src/shared/api/client.ts `LazyParser`).
  const zodChunks = () => {
    const report = JSON.parse(fs.readFileSync(path.join(ROOT, process.env.DIST_DIR ?? 'dist', 'bundle-report.json'), 'utf8')) as {
      chunks: Record<string, { owners: Record<string, number> }>;
    };
    return Object.entries(report.chunks).flatMap(([file, { owners }]) => (owners.zod ? [`/${file}`] : []));
  };

  it.each(['/account/login', '/account/signup', '/account/forgot', '/account/reset/any-token', '/movies/catalog', '/remotedesktop', '/'])(
    '%s',
    async (address) => {
      const zod = zodChunks();
      expect(zod.length, 'the build has a chunk of zod').toBeGreaterThan(0);
      const res = await get(address);
      expect(res.status).toBe(200);
      const scripts = scriptsOf(res.text);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => zod.includes(script))).toEqual([]);
    },
  );
});

describe("a drawn page's code waits for its first paint", () => {
  // server/src/static.ts `deferPageCode`: the entry script and module preloads sit in an inert
  // template, and one inline script under the response's nonce puts them in once the page is painted.
  it.each(['/', '/about', '/account/login', '/movies/catalog', '/ja/about'])('%s', async (address) => {
    const res = await get(address);
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    const template = /<template id="page-code">([\s\S]*?)<\/template>/.exec(res.text)?.[1] ?? '';
    const outside = res.text.replace(/<template id="page-code">[\s\S]*?<\/template>/, '');
    expect(scriptsOf(template)[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scriptsOf(template).length).toBeGreaterThan(1);
    expect(scriptsOf(outside)).toEqual([]);
    const loader = /<script nonce="([^"]+)">([^<]*page-code[^<]*)<\/script>/.exec(outside);
    expect(loader?.[1]).toBe(nonce);
    expect(loader?.[2]).toContain('DOMContentLoaded');
  });

  it('a page the browser draws itself keeps its code tags as they are', async () => {
    const res = await get('/account/home');
    expect(res.text).not.toContain('<template id="page-code">');
    expect(scriptsOf(res.text)[0]).toMatch(/^\/assets\/index-/);
  });
});
