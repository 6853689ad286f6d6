/**
 * The client router, derived from the one route table (contract/pages.ts): each page's pattern,
 * frame and access come from there; this file only maps each page module key to its lazy import
 * (a Record over the key type, so a page without a component does not compile). Route modules
 * are lazy, so a visitor downloads only what a page needs. Each frame has its own not-found page.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout, SimpleLayout } from '../layouts/layouts';
import { AppFrame } from '../layouts/AppFrame';
import { RequireAuth } from '../session';
import { RouteError } from '../components/RouteError';
import NotFound from '../components/NotFound';
import { RouteFallback } from '../components/WaitScreen';
import { isComponentPage, NOT_FOUND_SCOPES, PAGES, type PageEntry, type PageLayout, type PageModule } from '../../../contract/pages';

type LoadedPage = { default: ComponentType<Record<string, unknown>> };

const MODULES: Record<PageModule, () => Promise<unknown>> = {
  home: () => import('../features/marketing/pages/HomePage'),
  marketing: () => import('../features/marketing/pages/MarketingPage'),
  builder: () => import('../features/marketing/pages/BuilderPage'),
  remoteDesktop: () => import('../features/marketing/pages/RemoteDesktopPage'),
  catalog: () => import('../features/tickets/pages/CatalogPage'),
  auth: () => import('../features/auth/pages/AuthPage'),
  tokenLink: () => import('../features/auth/pages/TokenLinkPage'),
  emailOutcome: () => import('../features/auth/pages/EmailOutcomePage'),
  tokenPurchase: () => import('../features/tickets/pages/TokenPurchasePage'),
  purchase: () => import('../features/tickets/pages/PurchasePage'),
  accountHome: () => import('../features/tickets/pages/AccountHomePage'),
  pushToken: () => import('../features/headset/pages/PushTokenPage'),
  orders: () => import('../features/headset/pages/OrdersPage'),
  orderStart: () => import('../features/headset/pages/OrderStartPage'),
  ipd: () => import('../features/headset/pages/IpdPage'),
  scanFailedToken: () => import('../features/headset/pages/ScanFailedTokenPage'),
  scanStart: () => import('../features/headset/pages/ScanStartPage'),
  scanProcess: () => import('../features/headset/pages/ScanProcessPage'),
  browser: () => import('../features/remote-browser/BrowserPage'),
};

/** One table entry as a route: a lazy page with its fixed props, or a redirect. */
function route(entry: PageEntry): RouteObject {
  if (!isComponentPage(entry)) return { path: entry.pattern, element: <Navigate to={entry.redirectTo} replace /> };
  const load = MODULES[entry.module];
  const props = entry.props ?? {};
  return {
    path: entry.pattern,
    lazy: async () => {
      const Page = ((await load()) as LoadedPage).default;
      return { Component: () => <Page {...props} /> };
    },
  };
}

const ENTRIES: PageEntry[] = Object.values(PAGES);

/** A frame's routes: public pages, signed-in pages behind RequireAuth, then its not-found paths. */
function frame(layout: PageLayout, notFound: string[]): RouteObject[] {
  const mine = ENTRIES.filter((e) => e.layout === layout);
  return [
    ...mine.filter((e) => e.access === 'public').map(route),
    { element: <RequireAuth />, children: mine.filter((e) => e.access === 'signed-in').map(route) },
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
      { element: <SiteLayout />, children: frame('site', [...scoped('site'), '*']) },
      { element: <SimpleLayout />, children: frame('simple', scoped('simple')) },
    ],
  },
];
