import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadPageImports, routes } from '#client/app/routes.tsx';
import { App, resolveLazyRoutes } from '#client/app/app.tsx';
import { holdHistorySteps } from '#client/app/history-hold.ts';
import { nextTask, whenIdle } from '#client/shared/core/idle.ts';
import { documentLanguage, loadCatalog, startLanguage } from '#client/shared/i18n/index.ts';
import { JA_PREFIX, splitLanguagePath } from '#contract/language.ts';
import './shared/styles/tokens.css';
import './shared/styles/base.css';
import './shared/styles/layout.css';

const root = document.getElementById('root')!;
// Pages under /ja/ are the Japanese site's own URLs: the router works below that prefix, so its
// links stay on the Japanese pages.
const basename = splitLanguagePath(location.pathname).language ? JA_PREFIX : undefined;
// A page the server rendered from its data (the catalog) hands that data over beside the markup
// (an inert JSON block), so the router starts with it instead of asking again, and its first render
// is the HTML's.
const loaderData = readRouteData();
const createRouter = () =>
  createBrowserRouter(routes, { ...(basename ? { basename } : {}), ...(loaderData ? { hydrationData: { loaderData } } : {}) });
const app = (router: ReturnType<typeof createRouter>, onRendered?: () => void) => <App router={router} onRendered={onRendered} />;

function readRouteData(): Record<string, unknown> | undefined {
  const text = document.getElementById('route-data')?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// The public marketing pages arrive prerendered (the build's prerender step): the page's code is
// loaded first, so the first render equals the server's and React takes the HTML over. It does so
// in a transition, in slices of a few milliseconds that leave the main thread free between them
// (outside one, React took a page over in one piece: tasks of 40-90 ms on this project's machine,
// several times that on a slow phone; docs/decisions/0011-page-main-thread-work.md). A history step taken meanwhile waits
// until the takeover is done (history-hold.ts), so it is never folded into it; a click that
// arrives meanwhile is handled, not lost (tests/e2e/takeover-slices.spec.ts).
// If the address changed before the app ran (a history step taken while its code loaded), the
// HTML is another page's (the server names it on the root): it is drawn afresh instead of taken
// over, which would fail with a mismatch.
// The language is the one the server wrote into <html lang>; its shell catalog comes first (the
// page's own catalog loads with the page's code), so the first render is already in that language.
// The reset screen's HTML serves every link: the server names it by its pattern (no token in it).
const served = root.dataset.path ?? location.pathname;
function isServedPage(served: string, pathname: string): boolean {
  const want = served.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}
const started = startLanguage(documentLanguage());
// A history step taken while React takes the HTML over waits until it has (history-hold.ts).
if (root.firstElementChild) {
  const release = holdHistorySteps();
  // The page's code and its own catalogs load beside the language's shell catalog, not after it:
  // both are asked for in the page's language (its <html lang>), and the HTML preloads them all.
  void Promise.all([started, resolveLazyRoutes(routes, splitLanguagePath(served).path, root.dataset.page)]).then(async () => {
    if (isServedPage(served, location.pathname)) {
      // The router is built in a task of its own, before the takeover's first slice: together
      // they made one of the page's longest tasks (docs/decisions/0011-page-main-thread-work.md). A history step taken
      // in between waits like any other (history-hold.ts), so the router still starts on this page.
      const router = createRouter();
      await nextTask();
      startTransition(() => void hydrateRoot(root, app(router, release)));
    } else {
      release();
      root.replaceChildren();
      createRoot(root).render(app(createRouter()));
    }
  });
} else void started.then(() => createRoot(root).render(app(createRouter())));

// Once the page is live (the browser idle, at most 2 s after the language has started):
// - the error catalogue's translations, on a page that did not wait for them (app/routes.tsx), so
//   the few views that can show an error on any page (shared/i18n/use-catalog.ts) rarely have to wait
//   (English has none to load);
// - the page imports that fetch a page's code with all it imports (app/page-imports.ts).
void started.then(() =>
  whenIdle(() => {
    void loadCatalog('errors').catch(() => undefined);
    void loadPageImports();
  }, 2000),
);
