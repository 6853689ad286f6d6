/**
 * The client router, derived from the one route table (contract/pages.ts): each page's pattern,
 * frame, access and browser title come from its row there; this file only maps each page module
 * key to its lazy import and catalogs (a Record over the key type, so a page without a component
 * does not compile). Route modules are lazy, so a visitor downloads only what a page needs. Each
 * frame has its own not-found page.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router';
import { SiteLayout, SimpleLayout } from './layouts';
import { AppFrame } from './app-frame';
import { RequireAuth } from '#client/shared/session/index.tsx';
import { RouteFallback } from '#client/shared/components/route-fallback.tsx';
import { useRouteTitle } from '#client/shared/components/use-document-title.ts';
import { loadCatalog, type CatalogArea } from '#client/shared/i18n/index.ts';
import PAGE_LOADERS from 'virtual:page-loaders';
import { PAGE_MODULES } from './page-modules';
import { isComponentPage, NOT_FOUND_SCOPES, PAGES, type PageEntry, type PageLayout, type PageModule } from '#contract/pages.ts';

/** A page module: its component, and optionally its route data and failure view (shared/core/route-data.ts). */
type LoadedPage = {
  default: ComponentType<Record<string, unknown>>;
  loader?: LoaderFunction;
  action?: ActionFunction;
  ErrorBoundary?: ComponentType;
  /** What the page tells its frames (e.g. RequireAuth's `drawnWhileSessionLoads`). */
  handle?: unknown;
  /** Code the page renders at once but loads lazily (e.g. sections below the fold), fetched with it. */
  preload?: () => Promise<void>;
};

/**
 * Each page module's lazy import (written by the build from app/page-modules.ts). The same imports
 * come again from app/page-imports.ts, which the router takes once that chunk is in.
 */
/**
 * The page imports that also fetch what each page's code imports (app/page-imports.ts), once that
 * chunk is in: until then a page's code arrives first and names the rest itself.
 */
let pageImports: Record<PageModule, () => Promise<unknown>> | undefined;

/** Loads app/page-imports.ts: once the first page is live (client/src/main.tsx). */
export function loadPageImports(): Promise<void> {
  return import('./page-imports').then(
    (m) => void (pageImports = m.PAGE_IMPORTS),
    // Without it, pages still open, their code fetched one level at a time.
    () => undefined,
  );
}

/**
 * The catalog areas each page module loads with its code (the server preloads them on a translated
 * page). Only the prerender step reads it: marked pure, so the browser's entry drops it.
 */
export const CATALOG_AREAS: Readonly<Partial<Record<PageModule, readonly CatalogArea[]>>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(PAGE_MODULES).map(([module, { areas }]) => [module, areas]),
);

/**
 * One table entry as a route: a lazy page with its fixed props and route data, or a redirect.
 * A page's route id is its key in the table, so a page the server renders with its data can hand
 * that data over by name (client/src/main.tsx).
 */
function route([id, entry]: [string, PageEntry]): RouteObject {
  if (!isComponentPage(entry)) return { id, path: entry.pattern, element: <Navigate to={entry.redirectTo} replace /> };
  const { areas } = PAGE_MODULES[entry.module];
  const load = PAGE_LOADERS[entry.module];
  const props = entry.props ?? {};
  return {
    id,
    path: entry.pattern,
    lazy: async () => {
      const [module] = await Promise.all([(pageImports?.[entry.module] ?? load)(), ...areas.map((area) => loadCatalog(area))]);
      const { default: Page, loader, action, ErrorBoundary, handle, preload } = module as LoadedPage;
      await preload?.();
      // The browser's title is the row's, unless the page sets it from its data or copy.
      const Component = entry.ownTitle
        ? () => <Page {...props} />
        : () => (
            <Titled id={id}>
              <Page {...props} />
            </Titled>
          );
      // Only what the module has: an undefined key would still count as set on the route.
      return { Component, ...defined({ loader, action, ErrorBoundary, handle }) };
    },
  };
}

/** Sets the document title from the route table's row (after the page's own effects: it is their parent). */
function Titled({ id, children }: { id: string; children: ReactNode }) {
  useRouteTitle(id);
  return children;
}

function defined<T extends object>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const ENTRIES: [string, PageEntry][] = Object.entries(PAGES);

/** A frame's routes: public pages, signed-in pages behind RequireAuth, then its not-found paths. */
function frame(layout: PageLayout, notFound: string[]): RouteObject[] {
  const mine = ENTRIES.filter(([, e]) => e.layout === layout);
  return [
    ...mine.filter(([, e]) => e.access === 'public').map(route),
    { element: <RequireAuth />, children: mine.filter(([, e]) => e.access === 'signed-in').map(route) },
    // The not-found view is code no other page needs: it loads when an address matches nothing.
    ...notFound.map((path) => ({
      path,
      lazy: async () => {
        const [{ default: Component }] = await Promise.all([import('#client/shared/components/not-found.tsx'), loadCatalog('errors')]);
        return { Component };
      },
    })),
  ];
}

/**
 * The error view, rarely shown on a first load: its code (with the API client's messages) loads
 * when a route fails, so the entry does not carry it.
 */
const LazyRouteError = lazy(() => import('#client/shared/components/route-error.tsx').then((m) => ({ default: m.RouteError })));
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteError />
  </Suspense>
);

const scoped = (layout: PageLayout) => NOT_FOUND_SCOPES.filter((s) => s.layout === layout).map((s) => s.pattern);

export const routes: RouteObject[] = [
  {
    Component: AppFrame,
    errorElement: routeError,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // Each group's pages fail inside their own frame (header kept, BEHAVIOUR §8 message, a way to
      // try again); the frame's error element above catches what fails in the frames themselves.
      { element: <SiteLayout />, children: [{ errorElement: routeError, children: frame('site', [...scoped('site'), '*']) }] },
      { element: <SimpleLayout />, children: [{ errorElement: routeError, children: frame('simple', scoped('simple')) }] },
    ],
  },
];
