/**
 * The page modules, the one list of them: each `module` of the route table (contract/pages.ts),
 * with the catalogs (lingui.config.ts) loaded with its code in the active language. A page that can
 * open on an error (its data failed, a link's outcome, a form's message) lists the error catalogue
 * too; the marketing pages do not wait for it. A module's code is the file named after its key,
 * `<key>-page.tsx` in its feature's pages/ folder (`remoteDesktop`: `remote-desktop-page.tsx`): the build
 * writes the router's lazy imports from this list (scripts/vite-page-modules.ts), and the prerender
 * step reads it too. A file so named that is not listed here, or a key without its file, fails the build.
 */
import type { PageModule } from '#contract/pages.ts';
import type { CatalogArea } from '#client/shared/i18n/index.ts';

export const PAGE_MODULES: Readonly<Record<PageModule, { areas: readonly CatalogArea[] }>> = {
  home: { areas: ['home'] },
  marketing: { areas: ['home', 'marketing'] },
  builder: { areas: ['home', 'marketing'] },
  remoteDesktop: { areas: ['home', 'marketing'] },
  catalog: { areas: ['tickets', 'errors'] },
  auth: { areas: ['auth', 'errors'] },
  tokenLink: { areas: ['auth', 'errors'] },
  emailOutcome: { areas: ['auth', 'errors'] },
  tokenPurchase: { areas: ['tickets', 'errors'] },
  purchase: { areas: ['tickets', 'errors'] },
  accountHome: { areas: ['tickets', 'errors'] },
  pushToken: { areas: ['headset', 'errors'] },
  orders: { areas: ['headset', 'errors'] },
  orderStart: { areas: ['headset', 'errors'] },
  ipd: { areas: ['headset', 'errors'] },
  scanFailedToken: { areas: ['headset', 'errors'] },
  scanStart: { areas: ['headset', 'errors'] },
  scanProcess: { areas: ['headset', 'errors'] },
  browser: { areas: ['remote-browser', 'errors'] },
};
