/**
 * One layout per route group (SPEC §2). Layouts compose features (header slots come from the
 * session and headset features), so features never import each other.
 */
import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../features/shell/Header';
import { Footer } from '../features/shell/Footer';
import { SimpleHeader } from '../features/shell/SimpleHeader';
import { OrderNavItem } from '../features/headset/OrderNavItem';
import { AccountMenu, FooterAccountLink } from '../session';
import { ScrollToTop } from '../components/ScrollToTop';

// The legal texts belong to the marketing feature; the footer's overlay shows them on demand.
const LegalDocument = lazy(() => import('../features/marketing/legal/LegalDocument'));
const renderLegal = (doc: 'terms' | 'privacy') => <LegalDocument kind={doc} headingLevel={3} />;

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** Marketing and account groups: the full header and footer. */
export function SiteLayout() {
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <Header accountSlot={<AccountMenu />} orderSlot={<OrderNavItem />} />
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
      <ScrollToTop />
      <SkipLink />
      <SimpleHeader />
      <main id="main" tabIndex={-1} className="simple-main">
        <Outlet />
      </main>
    </>
  );
}
