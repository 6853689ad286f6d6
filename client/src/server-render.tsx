/**
 * The pages the server renders at request time from their data (the catalog and the purchase
 * page, from the upstream's answers): scripts/build.ts bundles this for Node with everything it imports into
 * dist/ssr/server-render.js, which the server loads as a file (server/src/page-render.ts); it never
 * reaches the browser. The router starts with the page's data in hand, exactly as the client's
 * router does when it takes the HTML over (client/src/main.tsx), so both first renders are equal.
 * Only request-independent state is rendered besides that data: the session, region and site
 * settings are still loading, as in the prerendered pages.
 */
import { renderToString } from 'react-dom/server.browser';
import { createMemoryRouter } from 'react-router';
import { routes } from '#client/app/routes.tsx';
import { App, resolveLazyRoutes } from '#client/app/app.tsx';
import { i18n, loadAllCatalogs } from '#client/shared/i18n/index.ts';
import { PAGES } from '#contract/pages.ts';
import { JA_PREFIX, languagePath, type Language } from '#contract/language.ts';

/** The pages rendered here, by route id (their key in contract/pages.ts). */
export type ServerRenderedPage = 'catalog' | 'purchase';

let prepared: Promise<void> | undefined;

/** Loads every language's messages and the pages' code once, before the first render. */
export function prepare(): Promise<void> {
  prepared ??= Promise.all([
    loadAllCatalogs(),
    resolveLazyRoutes(routes, PAGES.catalog.pattern),
    resolveLazyRoutes(routes, PAGES.purchase.pattern),
  ]).then(() => undefined);
  return prepared;
}

/**
 * The markup inside the root element for `pathname` in `language`, with `data` as the page's route
 * data; with `atLanguagePath`, for the page at its language's own address (`/ja/...`), whose links
 * keep that prefix as the browser's router does there (client/src/main.tsx). Synchronous from the
 * language switch to the last byte, so concurrent requests in other languages cannot interleave with it.
 */
export function renderPage(page: ServerRenderedPage, pathname: string, language: Language, data: unknown, atLanguagePath = false): string {
  i18n.activate(language);
  const prefixed = atLanguagePath && language !== 'en';
  const router = createMemoryRouter(routes, {
    initialEntries: [prefixed ? languagePath(pathname, language) : pathname],
    ...(prefixed ? { basename: JA_PREFIX } : {}),
    hydrationData: { loaderData: { [page]: data } },
  });
  return renderToString(<App router={router} />);
}
