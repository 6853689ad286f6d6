/**
 * The route table of SPEC §2 in one place. Route modules are lazy, so a visitor downloads only
 * what a page needs. Each group has its layout and its own not-found page.
 */
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout, SimpleLayout } from '../layouts/layouts';
import { AppFrame } from '../layouts/AppFrame';
import { RequireAuth } from '../session';
import { RouteError } from '../components/RouteError';
import NotFound from '../components/NotFound';
import { RouteFallback } from '../components/WaitScreen';
import { paths } from './paths';

type PageModule = { default: ComponentType<Record<string, unknown>> };

/** A lazy route whose module's default export is the page, with optional fixed props. */
function page(load: () => Promise<unknown>, props: Record<string, unknown> = {}): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const mod = (await load()) as PageModule;
      const Page = mod.default;
      return { Component: () => <Page {...props} /> };
    },
  };
}

const marketing = () => import('../features/marketing/pages/MarketingPage');
const builder = () => import('../features/marketing/pages/BuilderPage');
const auth = () => import('../features/auth/pages/AuthPage');
const outcome = () => import('../features/auth/pages/EmailOutcomePage');
const tokenLink = () => import('../features/auth/pages/TokenLinkPage');

/** Marketing paths (SPEC §2) that render the shared marketing page. */
export const MARKETING_PATHS = [
  '/software', '/about', '/termsofservice', '/privacypolicy', '/enrollprivacy', '/hardwareterms',
  '/refundpolicy', '/warranty', '/mybeyond', '/myaudiostrap', '/displays', '/experiences',
  '/eyetracking', '/giveaway', '/create', '/nstest', '/affiliate', '/desktop', '/videoplayer',
  '/ticketpolicy',
] as const;

export const routes: RouteObject[] = [
  {
    Component: AppFrame,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      // Marketing group
      {
        element: <SiteLayout />,
        children: [
          { index: true, ...page(() => import('../features/marketing/pages/HomePage')) },
          ...MARKETING_PATHS.map((path) => ({ path, ...page(marketing, { path }) })),
          { path: '/apps/builder', ...page(builder) },
          { path: '/pages/*', ...page(builder) },
          { path: '/nspages/*', ...page(builder) },
          { path: paths.remoteDesktop, ...page(() => import('../features/marketing/pages/RemoteDesktopPage')) },
          { path: paths.catalog, ...page(() => import('../features/tickets/pages/CatalogPage')) },
          { path: paths.rentals, element: <Navigate to={paths.accountHome} replace /> },
        ],
      },
      // Account group (default layout)
      {
        element: <SiteLayout />,
        children: [
          { path: '/account/login', ...page(auth, { mode: 'login' }) },
          { path: '/account/signup', ...page(auth, { mode: 'signup' }) },
          { path: '/account/forgot', ...page(auth, { mode: 'forgot' }) },
          { path: '/account/reset/:token', ...page(auth, { mode: 'reset' }) },
          { path: '/email/verify/:token', ...page(tokenLink) },
          { path: '/email/update/:token', ...page(tokenLink) },
          { path: '/token/login/:token', ...page(tokenLink) },
          { path: '/email_verify', ...page(outcome, { kind: 'verify' }) },
          { path: '/email_verify_failed', ...page(outcome, { kind: 'verify_failed' }) },
          { path: '/email_update', ...page(outcome, { kind: 'update' }) },
          { path: '/email_update_failed', ...page(outcome, { kind: 'update_failed' }) },
          {
            element: <RequireAuth />,
            children: [
              { path: '/token/purchase/:bigMediaId', ...page(() => import('../features/tickets/pages/TokenPurchasePage')) },
              { path: '/purchase/:bigMediaId/:url', ...page(() => import('../features/tickets/pages/PurchasePage')) },
              { path: paths.accountHome, ...page(() => import('../features/tickets/pages/AccountHomePage')) },
            ],
          },
        ],
      },
      // Order group and eye tracking (simple header)
      {
        element: <SimpleLayout />,
        children: [
          { path: '/token2/login/:token', ...page(tokenLink) },
          { path: '/bset/pushtoken/:etToken', ...page(() => import('../features/headset/pages/PushTokenPage')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.orders, ...page(() => import('../features/headset/pages/OrdersPage')) },
              { path: '/account/order/:bigOrderId/start', ...page(() => import('../features/headset/pages/OrderStartPage')) },
              { path: '/account/order/:bigOrderId/ipd', ...page(() => import('../features/headset/pages/IpdPage')) },
              { path: '/account/order/:bigOrderId/rescan', element: <Navigate to={paths.scansStart} replace /> },
            ],
          },
          { path: '/account/order/*', element: <NotFound /> },
        ],
      },
      // Scan group
      {
        element: <SimpleLayout />,
        children: [
          { path: paths.scanFailedToken, ...page(() => import('../features/headset/pages/ScanFailedTokenPage')) },
          {
            element: <RequireAuth />,
            children: [
              { path: '/scans', ...page(() => import('../features/headset/pages/ScanStartPage')) },
              { path: paths.scansStart, ...page(() => import('../features/headset/pages/ScanStartPage')) },
              { path: '/scan/:tpyToken/process', ...page(() => import('../features/headset/pages/ScanProcessPage')) },
            ],
          },
          { path: '/scans/*', element: <NotFound /> },
          { path: '/scan/*', element: <NotFound /> },
        ],
      },
      // Browser group
      {
        element: <SimpleLayout />,
        children: [
          { path: '/browser', ...page(() => import('../features/remote-browser/BrowserPage')) },
          { path: '/browser/:activityId', ...page(() => import('../features/remote-browser/BrowserPage')) },
          { path: '/browser/*', element: <NotFound /> },
        ],
      },
      // Anything else: the default (account) group's not-found page.
      { element: <SiteLayout />, children: [{ path: '*', element: <NotFound /> }] },
    ],
  },
];
