/**
 * Each page module's import once more, from a chunk of its own that loads once the first page is
 * live (app/routes.tsx `loadPageImports`). Here, unlike in the entry, the build lists with each
 * import the chunks that module's code imports in turn (vite.config.ts `resolveDependencies`), so
 * opening a page fetches its code and all it imports in one round instead of one level at a time.
 * The entry leaves that list out: it would cost every first load about 1 KB, and the first page's
 * code is already named in its HTML. The same module as app/routes.tsx `MODULES` for each key
 * (tests/unit/page-imports.test.ts).
 */
import type { PageModule } from '#contract/pages.ts';

export const PAGE_IMPORTS: Record<PageModule, () => Promise<unknown>> = {
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
