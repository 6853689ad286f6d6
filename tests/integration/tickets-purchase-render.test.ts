/**
 * The purchase page (/purchase/{bigMediaId}/{url}) is rendered on the server from its film
 * (server/src/page-render.ts): the film's title, sized poster, price and the ticket rule are in the
 * HTML a reader without JavaScript gets, in the visitor's language, with the film beside them for
 * the browser's router. That part is the same for every visitor (read with the application key,
 * never a session token); the visitor's own part is drawn in the browser. An unknown film or a
 * failed read sends the page as before, drawn in the browser (which shows its error view).
 *
 * The token purchase link (/token/purchase/{bigMediaId}) is answered by the server with where it
 * goes, the film's purchase page, read through the same film cache.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createLogger } from '#server/logger.ts';
import { purchaseFilmId } from '#server/page-render.ts';
import { SEED_PRODUCTS } from '#mock-upstream/seed.ts';
import { signedInAgent, useIntegrationStack } from '../helpers/integration';
import supertest from 'supertest';
import { pageCookies } from '../helpers/session-cookie';

const useStack = useIntegrationStack();
const neon = SEED_PRODUCTS.find((p) => p.sku.currency === 'usd')!;
const kaiju = SEED_PRODUCTS.find((p) => p.sku.currency === 'jpy')!;
const pathOf = (film: (typeof SEED_PRODUCTS)[number]) => `/purchase/${film.bigMediaId}/${film.url}`;
const htmlOf = (app: Parameters<typeof supertest>[0], pagePath: string, headers: Record<string, string> = {}) =>
  supertest(app)
    .get(pagePath)
    .set({ Accept: 'text/html', ...headers, ...pageCookies(pagePath, headers.Cookie) });
/** A server of its own (its own film cache) on the shared mock upstream. */
const freshApp = () => createApp(useStack().config, { logger: createLogger(useStack().config) });
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const PLAIN_ROOT = '<div id="root"></div>';

describe('the purchase page rendered on the server', () => {
  it("sends the film's title, sized poster, price and rule in its HTML, with the film as route data", async () => {
    const res = await htmlOf(freshApp(), pathOf(neon));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/<html lang="en"/);
    expect(res.text).toContain(`<div id="root" data-path="${pathOf(neon)}" data-page="purchase">`);
    const root = rootOf(res.text);
    expect(root).toContain(`<h1>${neon.marketingData['en-US']!.title}`);
    expect(root).toMatch(
      /<img class="media-header__poster" src="\/demo-art\/neon-harbor-poster\.svg" alt="[^"]+" width="240" height="360"/,
    );
    expect(root).toContain('Rent a ticket');
    expect(root).toContain('$4.99');
    expect(root).toContain('Prices include tax.');
    // The visitor's part waits for the session, in its reserved box: no login link, no card form.
    expect(root).toContain('<div class="purchase__next">');
    expect(root).not.toContain('Log in to rent');
    expect(root).not.toContain('card-form');
    // The page's styles are inline: it paints from the HTML alone.
    expect(res.text).not.toMatch(/<link rel="stylesheet"/);
    expect(res.text).toMatch(/<style nonce="[^"]+">[\s\S]*\.media-header/);
    const data = JSON.parse(/<script type="application\/json" id="route-data"[^>]*>([^<]*)<\/script>/.exec(res.text)![1]!) as {
      purchase: { product: { bigMediaId: string } };
    };
    expect(data.purchase.product.bigMediaId).toBe(neon.bigMediaId);
  });

  it.each([
    ['Accept-Language', { 'Accept-Language': 'ja-JP,ja;q=0.9' }],
    ['the lang cookie', { 'Accept-Language': 'en-US', Cookie: 'lang=ja' }],
  ])('answers a Japanese reader (%s) in Japanese, with the price in the film’s currency', async (_how, headers) => {
    const res = await htmlOf(freshApp(), pathOf(kaiju), headers);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ja"/);
    const root = rootOf(res.text);
    expect(root).toContain(`<h1>${kaiju.marketingData['en-US']!.title}`);
    expect(root).not.toContain('Rent a ticket');
    expect(root).not.toContain('Prices include tax.');
    expect(root).toMatch(/￥500|¥500/);
  });

  it('is the same for a signed-in visitor, and reads the film with the application key only', async () => {
    const app = freshApp();
    const { mock } = useStack();
    await mock.control.clearJournal();
    const anonymous = await htmlOf(app, pathOf(neon));
    const agent = await signedInAgent({ ...useStack(), app, request: () => supertest(app) }, 'verified@example.com');
    const signedIn = await agent.get(pathOf(neon)).set('Accept', 'text/html').expect(200);
    expect(rootOf(signedIn.text)).toBe(rootOf(anonymous.text));
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    const reads = (await mock.control.journal()).filter((e) => e.path === `/media/product/${neon.bigMediaId}`);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers['x-access-token']).toBeUndefined();
  });

  it('goes out drawn in the browser, as before, for an unknown film', async () => {
    const res = await htmlOf(freshApp(), '/purchase/bm-no-such-film/no-such-film');
    expect(res.status).toBe(200);
    expect(res.text).toContain(PLAIN_ROOT);
    expect(res.text).not.toContain('id="route-data"');
  });

  it('goes out drawn in the browser, as before, when the upstream fails', async () => {
    await useStack().mock.control.fault({ path: '/media/product/*', status: 500, times: 100 });
    const res = await htmlOf(freshApp(), pathOf(neon));
    expect(res.status).toBe(200);
    expect(res.text).toContain(PLAIN_ROOT);
    expect(res.text).not.toContain('id="route-data"');
  });
});

describe('the purchase page at its Japanese address', () => {
  it("/ja/purchase/... is rendered in Japanese, as the browser's router at that address draws it", async () => {
    const res = await htmlOf(freshApp(), `/ja${pathOf(neon)}`, { 'Accept-Language': 'en-US' });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html lang="ja"/);
    expect(res.text).toContain(`<div id="root" data-path="/ja${pathOf(neon)}" data-page="purchase">`);
    const root = rootOf(res.text);
    expect(root).toContain(neon.marketingData['en-US']!.title);
    expect(root).toContain('$4.99');
    expect(res.text).toContain('id="route-data"');
  });

  it("/ja/token/purchase/... sends the browser to the film's Japanese purchase address", async () => {
    const res = await htmlOf(freshApp(), `/ja/token/purchase/${neon.bigMediaId}?from=mail`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/ja${pathOf(neon)}?from=mail`);
  });
});

describe('the token purchase link', () => {
  it("sends the browser straight to the film's purchase page, keeping the query, never cached", async () => {
    const res = await htmlOf(freshApp(), `/token/purchase/${neon.bigMediaId}?from=mail`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${pathOf(neon)}?from=mail`);
    expect(res.headers['cache-control']).toBe('no-store');
    // The router matches paths without regard to case; so does the server.
    const upper = await htmlOf(freshApp(), `/Token/Purchase/${neon.bigMediaId}`);
    expect(upper.headers.location).toBe(pathOf(neon));
  });

  it('is the same for a signed-in visitor, and reads the film with the application key only', async () => {
    const app = freshApp();
    const { mock } = useStack();
    await mock.control.clearJournal();
    const agent = await signedInAgent({ ...useStack(), app, request: () => supertest(app) }, 'verified@example.com');
    const res = await agent.get(`/token/purchase/${kaiju.bigMediaId}`).set('Accept', 'text/html').expect(302);
    expect(res.headers.location).toBe(pathOf(kaiju));
    const reads = (await mock.control.journal()).filter((e) => e.path === `/media/product/${kaiju.bigMediaId}`);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers['x-access-token']).toBeUndefined();
  });

  it('goes out as the page, as before, for an unknown film or when the upstream fails', async () => {
    const unknown = await htmlOf(freshApp(), '/token/purchase/bm-no-such-film');
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain(PLAIN_ROOT);
    await useStack().mock.control.fault({ path: '/media/product/*', status: 500, times: 100 });
    const failed = await htmlOf(freshApp(), `/token/purchase/${neon.bigMediaId}`);
    expect(failed.status).toBe(200);
    expect(failed.text).toContain(PLAIN_ROOT);
  });

  it('leaves a request that is not for a page (an API client, an asset) alone', async () => {
    const res = await supertest(freshApp()).get(`/token/purchase/${neon.bigMediaId}`).set('Accept', 'application/json');
    expect(res.status).not.toBe(302);
  });
});

describe('purchaseFilmId', () => {
  it('decodes the film id of a purchase path as the router does, and refuses what is not one', () => {
    expect(purchaseFilmId('/purchase/bm-neon-harbor/neon-harbor')).toBe('bm-neon-harbor');
    expect(purchaseFilmId('/purchase/bm%20x/y')).toBe('bm x');
    expect(purchaseFilmId('/purchase/%E0%A4%A/y')).toBeUndefined();
    expect(purchaseFilmId('/purchase/bm-neon-harbor')).toBeUndefined();
  });
});
