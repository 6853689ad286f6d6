/**
 * The client router, derived from the one route table (contract/pages.ts): each page's pattern,
 * frame and access come from there; this file only maps each page module key to its lazy import
 * (a Record over the key type, so a page without a component does not compile). Route modules
 * are lazy, so a visitor downloads only what a page needs. Each frame has its own not-found page.
 */
import type { ComponentType } from 'react';
import { Navigate, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router';
import { SiteLayout, SimpleLayout } from './layouts';
import { AppFrame } from './AppFrame';
import { RequireAuth } from '#client/session/index.tsx';
import { RouteError } from '#client/components/RouteError.tsx';
import NotFound from '#client/components/NotFound.tsx';
import { RouteFallback } from '#client/components/WaitScreen.tsx';
import { loadCatalog, type CatalogArea } from '#client/i18n/index.ts';
import { isComponentPage, NOT_FOUND_SCOPES, PAGES, type PageEntry, type PageLayout, type PageModule } from '#contract/pages.ts';

/** A page module: its component, and optionally its route data and failure view (core/route-data.ts). */
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

const MODULES: Record<PageModule, () => Promise<unknown>> = {
  home: () => import('#client/features/marketing/pages/HomePage.tsx'),
  marketing: () => import('#client/features/marketing/pages/MarketingPage.tsx'),
  builder: () => import('#client/features/marketing/pages/BuilderPage.tsx'),
  remoteDesktop: () => import('#client/features/marketing/pages/RemoteDesktopPage.tsx'),
  catalog: () => import('#client/features/tickets/pages/CatalogPage.tsx'),
  auth: () => import('#client/features/auth/pages/AuthPage.tsx'),
  tokenLink: () => import('#client/features/auth/pages/TokenLinkPage.tsx'),
  emailOutcome: () => import('#client/features/auth/pages/EmailOutcomePage.tsx'),
  tokenPurchase: () => import('#client/features/tickets/pages/TokenPurchasePage.tsx'),
  purchase: () => import('#client/features/tickets/pages/PurchasePage.tsx'),
  accountHome: () => import('#client/features/tickets/pages/AccountHomePage.tsx'),
  pushToken: () => import('#client/features/headset/pages/PushTokenPage.tsx'),
  orders: () => import('#client/features/headset/pages/OrdersPage.tsx'),
  orderStart: () => import('#client/features/headset/pages/OrderStartPage.tsx'),
  ipd: () => import('#client/features/headset/pages/IpdPage.tsx'),
  scanFailedToken: () => import('#client/features/headset/pages/ScanFailedTokenPage.tsx'),
  scanStart: () => import('#client/features/headset/pages/ScanStartPage.tsx'),
  scanProcess: () => import('#client/features/headset/pages/ScanProcessPage.tsx'),
  browser: () => import('#client/features/remote-browser/BrowserPage.tsx'),
};

/** Each page module's catalogs (lingui.config.ts): loaded with the page's code, in the active language. */
const AREAS: Record<PageModule, CatalogArea[]> = {
  home: ['home'],
  marketing: ['home', 'marketing'],
  builder: ['home', 'marketing'],
  remoteDesktop: ['home', 'marketing'],
  catalog: ['tickets'],
  auth: ['auth'],
  tokenLink: ['auth'],
  emailOutcome: ['auth'],
  tokenPurchase: ['tickets'],
  purchase: ['tickets'],
  accountHome: ['tickets'],
  pushToken: ['headset'],
  orders: ['headset'],
  orderStart: ['headset'],
  ipd: ['headset'],
  scanFailedToken: ['headset'],
  scanStart: ['headset'],
  scanProcess: ['headset'],
  browser: ['remote-browser'],
};

/**
 * One table entry as a route: a lazy page with its fixed props and route data, or a redirect.
 * A page's route id is its key in the table, so a page the server renders with its data can hand
 * that data over by name (client/src/main.tsx).
 */
function route([id, entry]: [string, PageEntry]): RouteObject {
  if (!isComponentPage(entry)) return { id, path: entry.pattern, element: <Navigate to={entry.redirectTo} replace /> };
  const load = MODULES[entry.module];
  const props = entry.props ?? {};
  return {
    id,
    path: entry.pattern,
    lazy: async () => {
      const [module] = await Promise.all([load(), ...AREAS[entry.module].map((area) => loadCatalog(area))]);
      const { default: Page, loader, action, ErrorBoundary, handle, preload } = module as LoadedPage;
      await preload?.();
      // Only what the module has: an undefined key would still count as set on the route.
      return { Component: () => <Page {...props} />, ...defined({ loader, action, ErrorBoundary, handle }) };
    },
  };
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
    ...notFound.map((path) => ({ path, element: <NotFound /> })),
  ];
}

const scoped = (layout: PageLayout) => NOT_FOUND_SCOPES.filter((s) => s.layout === layout).map((s) => s.pattern);

export const routes: RouteObject[] = [
  {
    Component: AppFrame,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // Each group's pages fail inside their own frame (header kept, BEHAVIOUR §8 message, a way to
      // try again); the frame's error element above catches what fails in the frames themselves.
      { element: <SiteLayout />, children: [{ errorElement: <RouteError />, children: frame('site', [...scoped('site'), '*']) }] },
      { element: <SimpleLayout />, children: [{ errorElement: <RouteError />, children: frame('simple', scoped('simple')) }] },
    ],
  },
];
