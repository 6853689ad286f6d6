/**
 * /movies/catalog is rendered on the server from the upstream's answers (server/src/page-render.ts):
 * its heading, text and film cards are in the HTML a reader without JavaScript gets, in the
 * visitor's language, with the films' data beside them for the browser's router. The films are
 * read with the application key only and shared between visitors for a short while; when none can
 * be read the page goes out as before, drawn in the browser (which shows the error view).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { createPageRenderer, FRESH_MS, STALE_MS } from '#server/page-render.ts';
import type { UpstreamClient } from '#server/upstream/client.ts';
import { SEED_CATALOG, SEED_PRODUCTS } from '#mock-upstream/seed.ts';
import { signedInAgent, useIntegrationStack } from '../helpers/integration';
import supertest from 'supertest';

const useStack = useIntegrationStack({ CATALOG_MEDIA_IDS: SEED_CATALOG.join(',') });
const htmlOf = (app: Parameters<typeof supertest>[0], headers: Record<string, string> = {}) =>
  supertest(app)
    .get('/movies/catalog')
    .set({ Accept: 'text/html', ...headers });
/** A server of its own (its own film cache) on the shared mock upstream. */
const freshApp = () => createApp(useStack().config, { logger: createLogger(useStack().config) });
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('/movies/catalog rendered on the server', () => {
  it('sends the heading, the text and every film card (title, price, sized poster, link) in its HTML, with the data', async () => {
    const res = await htmlOf(freshApp());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/<html lang="en"/);
    expect(res.text).toContain('<div id="root" data-path="/movies/catalog" data-page="catalog">');
    const root = rootOf(res.text);
    expect(root).toContain('<h1>Browse Catalog</h1>');
    expect(root).toContain('Prices include tax.');
    for (const film of SEED_PRODUCTS) {
      const title = film.marketingData['en-US']!.title;
      expect(root).toContain(`<h2 class="product-card__title">${title}`);
      expect(root).toContain(`src="/demo-art/${film.url}-poster.svg" alt="" width="240" height="360"`);
      expect(root).toContain(`href="/purchase/${film.bigMediaId}/${film.url}"`);
    }
    expect(root).toContain('$4.99');
    expect(root).toContain('¥500');
    // The page's styles are inline and the stylesheet link gone: it paints from the HTML alone.
    expect(res.text).not.toMatch(/<link rel="stylesheet"/);
    expect(res.text).toMatch(/<style nonce="[^"]+">[\s\S]*\.product-card/);
    const data = JSON.parse(/<script type="application\/json" id="route-data"[^>]*>([^<]*)<\/script>/.exec(res.text)![1]!) as {
      catalog: { products: { bigMediaId: string }[]; missing: number };
    };
    expect(data.catalog.products.map((p) => p.bigMediaId)).toEqual(SEED_CATALOG);
    expect(data.catalog.missing).toBe(0);
  });

  it.each([
    ['Accept-Language', { 'Accept-Language': 'ja-JP,ja;q=0.9' }],
    ['the lang cookie', { 'Accept-Language': 'en-US', Cookie: 'lang=ja' }],
  ])('answers a Japanese reader (%s) in Japanese at the same address', async (_how, headers) => {
    const res = await htmlOf(freshApp(), headers);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ja"/);
    const root = rootOf(res.text);
    expect(root).toContain('<h1>映画カタログ</h1>');
    expect(root).not.toContain('Browse Catalog');
    expect(root).toContain('Neon Harbor');
  });

  it('answers at its Japanese address (/ja/movies/catalog) in Japanese, its links keeping the /ja/ the router keeps there', async () => {
    const res = await supertest(freshApp()).get('/ja/movies/catalog').set({ Accept: 'text/html', 'Accept-Language': 'en-US' });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ja"/);
    expect(res.text).toContain('<div id="root" data-path="/ja/movies/catalog" data-page="catalog">');
    const root = rootOf(res.text);
    expect(root).toContain('<h1>映画カタログ</h1>');
    for (const film of SEED_PRODUCTS) expect(root).toContain(`href="/ja/purchase/${film.bigMediaId}/${film.url}"`);
    expect(root).not.toMatch(/href="\/purchase\//);
  });

  it('reads each film once for every visitor, with the application key only (never a session token)', async () => {
    const app = freshApp();
    const { mock } = useStack();
    await mock.control.clearJournal();
    await htmlOf(app);
    const agent = await signedInAgent({ ...useStack(), app, request: () => supertest(app) }, 'verified@example.com');
    await agent.get('/movies/catalog').set('Accept', 'text/html').expect(200);
    await htmlOf(app, { 'Accept-Language': 'ja' });
    const reads = (await mock.control.journal()).filter((e) => e.path.startsWith('/media/product/'));
    expect(reads.map((e) => e.path).sort()).toEqual(SEED_CATALOG.map((id) => `/media/product/${id}`).sort());
    for (const read of reads) expect(read.headers['x-access-token']).toBeUndefined();
  });

  it('goes out drawn in the browser, as before, when the upstream cannot give a single film', async () => {
    await useStack().mock.control.fault({ path: '/media/product/*', status: 500, times: 100 });
    const res = await htmlOf(freshApp());
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('route-data');
  });
});

describe('the film cache', () => {
  const film = SEED_PRODUCTS[0]!;
  it('serves a stale answer at once while one fresh read runs, and nothing once it is too old and the upstream fails', async () => {
    let clock = 1_000_000;
    let calls = 0;
    let failing = false;
    const upstream: UpstreamClient = async () => {
      calls += 1;
      if (failing) return { status: 503, headers: new Headers(), body: {} };
      return { status: 200, headers: new Headers(), body: film };
    };
    const config = { ...useStack().config, catalogMediaIds: [film.bigMediaId] };
    const renderer = createPageRenderer(config, upstream, createLogger(config), () => clock);
    const render = () => renderer.render('catalog', '/movies/catalog', 'en');

    expect((await render())?.html).toContain('Neon Harbor');
    await render();
    expect(calls).toBe(1);

    clock += FRESH_MS + 1;
    failing = true;
    expect((await render())?.html, 'stale, served while it refreshes').toContain('Neon Harbor');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(2);

    clock += STALE_MS;
    expect(await render(), 'too old, and the upstream fails: drawn in the browser').toBeUndefined();
  });
});
