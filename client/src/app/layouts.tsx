/**
 * One layout per route group (BEHAVIOUR §2). Layouts compose features (header slots come from the
 * session and headset features), so features never import each other.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from '#client/features/shell/components/header.tsx';
import { Footer } from '#client/features/shell/components/footer.tsx';
import { SimpleHeader } from '#client/features/shell/components/simple-header.tsx';
import { AccountMenu, FooterAccountLink, useSession } from '#client/shared/session/index.tsx';
import { loadCatalog } from '#client/shared/i18n/index.ts';

// The legal texts belong to the marketing feature; the footer's overlay shows them on demand
// (with the marketing catalog, which has their note for Japanese readers).
const LegalDocument = lazy(() =>
  Promise.all([import('#client/features/marketing/components/legal-document.tsx'), loadCatalog('marketing')]).then(([m]) => m),
);
// The order item needs the order model (and zod with it): loaded only once someone is signed in,
// so a visitor's first load stays lean.
const OrderNavItem = lazy(() =>
  import('#client/features/headset/components/order-nav-item.tsx').then((m) => ({ default: m.OrderNavItem })),
);

function OrderSlot() {
  const { account } = useSession();
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <OrderNavItem />
    </Suspense>
  );
}
const renderLegal = (doc: 'terms' | 'privacy') => <LegalDocument kind={doc} headingLevel={3} />;

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  );
}

/** Marketing and account groups: the full header and footer. */
export function SiteLayout() {
  return (
    <>
      <SkipLink />
      <Header accountSlot={<AccountMenu />} orderSlot={<OrderSlot />} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer accountSlot={<FooterAccountLink />} renderLegal={renderLegal} />
    </>
  );
}

/** Order, scan, eye-tracking and remote-browser groups: a simple header with the logo. */
export function SimpleLayout() {
  return (
    <>
      <SkipLink />
      <SimpleHeader />
      <main id="main" tabIndex={-1} className="simple-main">
        <Outlet />
      </main>
    </>
  );
}
