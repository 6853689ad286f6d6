/**
 * The shared footer (BEHAVIOUR §2): Blog, Contact, the account link slot, the follow-us block, the
 * Discord button, Terms and Privacy buttons that open the legal overlay, and the copyright line.
 * The overlay and the legal texts load only when a visitor asks for them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { paths, STORE_BLOG, SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { SocialIcon } from './social-icon';
import { SocialLinkList } from './social-link-list';
import { DISCORD_URL, SOCIAL_LINKS } from '../nav-data';
import type { LegalOverlayDoc } from '../legal-overlay-types';
import { LanguageSwitch } from '#client/shared/i18n/language-switch.tsx';
import { loadCatalog } from '#client/shared/i18n/index.ts';

/**
 * The copyright line shows the current year. Prerendered HTML carries the build's year, and the
 * first client render of a prerendered page must match it (a mismatch breaks hydration), so
 * hydration starts from the build's year and React moves to the current one right after.
 */
const BUILD_YEAR = Number(import.meta.env.BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

// The overlay's own copy is the marketing catalog's, as is the legal text it shows (lingui.config.ts).
const LegalOverlay = lazy(() => Promise.all([import('./legal-overlay'), loadCatalog('marketing')]).then(([m]) => m));

const FOLLOW = SOCIAL_LINKS.filter((s) => s.network !== 'discord');

export interface FooterProps {
  accountSlot: ReactNode;
  /** Renders the full text of a legal document (supplied by the layout). */
  renderLegal: (doc: LegalOverlayDoc) => ReactNode;
}

export function Footer({ accountSlot, renderLegal }: FooterProps) {
  const [doc, setDoc] = useState<LegalOverlayDoc | null>(null);
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  const { t } = useLingui();
  const terms = t`Terms of Service`;
  const privacy = t`Privacy Policy`;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label={t`Footer`} className="site-footer__menu">
          <h2 className="site-footer__heading">Bigscreen</h2>
          <ul>
            <li>
              <a href={STORE_BLOG} target="_blank" rel="noopener noreferrer">
                <Trans>
                  Blog<span className="visually-hidden"> (opens in a new tab)</span>
                </Trans>
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <Trans>Contact</Trans>
              </a>
            </li>
            <li>{accountSlot}</li>
          </ul>
        </nav>
        <div className="site-footer__follow">
          <h2 className="site-footer__heading">
            <Trans>Follow us</Trans>
          </h2>
          <SocialLinkList links={FOLLOW} />
          <a className="button site-footer__discord" href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
            <SocialIcon network="discord" />
            <Trans>JOIN THE DISCORD</Trans>
          </a>
        </div>
        <div className="site-footer__legal">
          <h2 className="site-footer__heading">
            <Trans>Legal</Trans>
          </h2>
          <button type="button" className="link-button" onClick={() => setDoc('terms')}>
            {terms}
          </button>
          <button type="button" className="link-button" onClick={() => setDoc('privacy')}>
            {privacy}
          </button>
          <LanguageSwitch />
        </div>
      </div>
      <p className="container site-footer__copyright">
        <Trans>© {year} Bigscreen, Inc. All rights reserved.</Trans>
      </p>
      {doc && (
        <Suspense fallback={null}>
          <LegalOverlay
            doc={doc}
            href={doc === 'terms' ? paths.termsOfService : paths.privacyPolicy}
            title={doc === 'terms' ? terms : privacy}
            onClose={() => setDoc(null)}
          >
            {renderLegal(doc)}
          </LegalOverlay>
        </Suspense>
      )}
    </footer>
  );
}
