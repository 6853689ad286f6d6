/**
 * The catalog rendered on the server from the upstream's answers (docs/decisions/0006-server-render-catalog-and-purchase.md says why),
 * so its heading, text and film cards paint from the HTML and a reader without JavaScript sees
 * them. The markup comes from the build's request-time renderer (client/src/server-render.tsx,
 * bundled into dist/ssr/ and loaded here as a file: the server imports no client code); the data
 * is what the page's own loader would read, the films of CATALOG_MEDIA_IDS, each from
 * `GET /media/product/{id}`, and goes into the HTML beside the markup so the browser's router
 * starts with it and takes the HTML over.
 *
 * The films are public: they are read with the application key only, never a visitor's token,
 * so one answer may serve every visitor. Each is kept in a small shared cache: fresh for
 * FRESH_MS, then served stale (up to STALE_MS) while one fresh read runs in the background.
 * FRESH_MS is CATALOG_CACHE_SECONDS (default 30); with 0 nothing is kept and every page reads
 * (the tests' setting: each test changes the upstream's films and faults as it needs).
 * Reads go through the server's own upstream client (bounded answers, one deadline). When no
 * film can be read, or the first read takes longer than WAIT_MS, the page is sent as before (drawn
 * in the browser, whose loader shows today's error view if the upstream is down).
 *
 * The purchase page (`/purchase/{bigMediaId}/{url}`) is rendered the same way from its one film,
 * read through the same cache: its film header, price and ticket rule are in the HTML. The page is
 * signed-in, but that part is the same for every visitor; the visitor's own part (log in, verify,
 * the card form) is drawn in the browser once the session is known, and a signed-out visitor is
 * still sent to login then. An unknown film or a failed read sends the page as before.
 *
 * The token purchase link (`/token/purchase/{bigMediaId}`) only finds its film's purchase page and
 * goes there. The server does that itself from the same cache (`forward`), so the visitor's browser
 * is sent straight to the purchase page and gets its drawn HTML, instead of a blank wait screen whose
 * code then reads the film and replaces the address. When the film cannot be read in time, the link
 * is sent as before and the browser's loader reads it (and shows its error view when that fails).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Config } from './config';
import { findCall } from './api/calls';
import type { UpstreamClient } from './upstream/client';
import type { CallOrigin } from './upstream/origin';
import { readJsonMap, type PageRenderer, type RenderedPage } from './static';
import { productSchema, type Product } from '#contract/entities.ts';
import type { Language } from '#contract/language.ts';
import { buildPath, PAGES, patternParams } from '#contract/pages.ts';

interface RenderModule {
  prepare(): Promise<void>;
  renderPage(page: 'catalog' | 'purchase', pathname: string, language: Language, data: unknown, atLanguagePath: boolean): string;
}

/** A film's answer is reused for this long by default (CATALOG_CACHE_SECONDS), then refreshed in the background. */
export const FRESH_MS = 30_000;
/** How long a film's last good answer may still be shown while a fresh one is read. */
export const STALE_MS = 10 * 60_000;
/** The longest the HTML waits for films not yet cached; past it the browser reads them itself. */
export const WAIT_MS = 1_500;
/** The most films kept (CATALOG_MEDIA_IDS is short; this only bounds memory). */
const MAX_ENTRIES = 500;

interface Entry {
  product: Product;
  at: number;
}

export function createPageRenderer(config: Config, upstream: UpstreamClient, logger: Logger, now = () => Date.now()): PageRenderer {
  const dir = path.resolve(config.staticDir, '..', 'ssr');
  const heads = readJsonMap(path.join(dir, 'heads.json'), (v): v is string => typeof v === 'string');
  const file = path.join(dir, 'server-render.js');
  let module: Promise<RenderModule | undefined> | undefined;
  let loaded = false;
  const load = () =>
    (module ??= import(pathToFileURL(file).href)
      .then(
        async (m: RenderModule) => {
          await m.prepare();
          return m;
        },
        (err: unknown) => {
          logger.warn({ err }, 'the catalog and purchase pages are drawn in the browser: the build has no server renderer');
          return undefined;
        },
      )
      .finally(() => (loaded = true)));

  // Loaded now, not on the first visit to the catalog, which would otherwise wait for it; readiness
  // waits for it, so a new replica gets no visitors before it can draw these pages.
  void load();
  const cache = new Map<string, Entry>();
  const reading = new Map<string, Promise<Product | undefined>>();
  const productCall = findCall('product');

  /** One read per film at a time; a good answer goes into the cache. */
  const read = (id: string, origin?: CallOrigin): Promise<Product | undefined> => {
    const running = reading.get(id);
    if (running) return running;
    const promise = upstream(productCall, { params: { bigMediaId: id }, ...origin })
      .then((answer) => {
        const parsed = answer.status === 200 ? productSchema.safeParse(answer.body) : undefined;
        if (!parsed?.success) return undefined;
        if (cache.size >= MAX_ENTRIES && !cache.has(id)) cache.delete(cache.keys().next().value!);
        cache.set(id, { product: parsed.data, at: now() });
        return parsed.data;
      })
      .catch(() => undefined)
      .finally(() => reading.delete(id));
    reading.set(id, promise);
    return promise;
  };

  /** The film now: fresh from the cache, stale while a refresh runs, or read (undefined when it cannot be). */
  const freshMs = config.catalogCacheSeconds * 1000;
  const film = (id: string, origin?: CallOrigin): Promise<Product | undefined> | Product => {
    if (freshMs === 0) return read(id, origin);
    const entry = cache.get(id);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < freshMs) return entry.product;
    if (entry && age < STALE_MS) {
      void read(id, origin);
      return entry.product;
    }
    return read(id, origin);
  };

  /** `work`, unless it takes longer than WAIT_MS ('late': the browser draws the page then). */
  const inTime = async <T>(work: Promise<T>): Promise<T | 'late'> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, WAIT_MS, 'late')));
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };

  /** The catalog's route data, as its loader would read it; undefined to let the browser draw the page. */
  const catalogData = async (origin?: CallOrigin) => {
    const films = await inTime(Promise.all(config.catalogMediaIds.map((id) => film(id, origin))));
    if (films === 'late') return undefined;
    const products = films.filter((p): p is Product => p !== undefined);
    const missing = films.length - products.length;
    // As the page's loader: no film at all is the page's failure, which the browser shows.
    if (products.length === 0 && missing > 0) return undefined;
    return { products, missing };
  };

  // The purchase page's film part (header, price, rule) is the same for every visitor; the
  // visitor's own part below it is drawn in the browser once the session is known.
  const purchaseData = async (pagePath: string, origin?: CallOrigin) => {
    const id = purchaseFilmId(pagePath);
    if (id === undefined) return undefined;
    const product = await inTime(Promise.resolve(film(id, origin)));
    // An unknown film or an upstream fault: the browser's loader reads it and shows its error view.
    if (product === 'late' || product === undefined) return undefined;
    return { product };
  };

  return {
    loading: () => !loaded,
    async forward(pageId, pagePath, origin) {
      if (pageId !== 'tokenPurchase') return undefined;
      const id = patternParams(PAGES.tokenPurchase.pattern, pagePath)?.bigMediaId;
      if (id === undefined) return undefined;
      const product = await inTime(Promise.resolve(film(id, origin)));
      if (product === 'late' || product === undefined) return undefined;
      return buildPath(PAGES.purchase.pattern, { bigMediaId: product.bigMediaId, url: product.url });
    },
    async render(pageId, pagePath, language, atLanguagePath = false, origin): Promise<RenderedPage | undefined> {
      const head = heads.get(pageId);
      if (head === undefined || (pageId !== 'catalog' && pageId !== 'purchase')) return undefined;
      const [renderer, data] = await Promise.all([load(), pageId === 'catalog' ? catalogData(origin) : purchaseData(pagePath, origin)]);
      if (renderer === undefined || data === undefined) return undefined;
      return { head, html: renderer.renderPage(pageId, pagePath, language, data, atLanguagePath), data: { [pageId]: data } };
    },
  };
}

/** The film id of a purchase page's path (`/purchase/{bigMediaId}/{url}`), as the browser's router decodes it. */
export function purchaseFilmId(pagePath: string): string | undefined {
  return patternParams(PAGES.purchase.pattern, pagePath)?.bigMediaId;
}
