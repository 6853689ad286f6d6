/** Terms of Service, Privacy Policy and Ticket Policy as info panels that open in place (BEHAVIOUR §2). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import type { LegalKind } from '../legal-types';

const LegalDocument = lazy(() => import('./legal-document'));

const PANELS: { kind: LegalKind; title: MessageDescriptor; summary: MessageDescriptor; href: string }[] = [
  {
    kind: 'terms',
    title: msg`Terms of Service`,
    summary: msg`Who can use Bigscreen (18 and over), how rooms work and how disputes are settled.`,
    href: paths.termsOfService,
  },
  {
    kind: 'privacy',
    title: msg`Privacy Policy`,
    summary: msg`What we collect, why, and how to ask us to delete it.`,
    href: paths.privacyPolicy,
  },
  {
    kind: 'tickets',
    title: msg`Ticket Policy`,
    summary: msg`Tax-inclusive prices, 48-hour showtime windows and refunds.`,
    href: paths.ticketPolicy,
  },
];

export function InfoPanels() {
  // The texts load when a panel is first opened, not with the page.
  const [opened, setOpened] = useState<Set<LegalKind>>(() => new Set());
  const { i18n, t } = useLingui();
  const section = useRef<HTMLElement>(null);
  // A panel the reader opened on the server's HTML, before React took it over, has no toggle
  // event left to hear: load its text now rather than leave it open and empty.
  useEffect(() => {
    const open = [...(section.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [])];
    const kinds = PANELS.filter((panel) => open.some((d) => d.dataset.kind === panel.kind)).map((panel) => panel.kind);
    if (kinds.length > 0) setOpened((s) => new Set([...s, ...kinds]));
  }, []);
  return (
    <section ref={section} id="policies" className="home-section" aria-labelledby="policies-title">
      <div className="container">
        <h2 id="policies-title">
          <Trans>The fine print, in plain view</Trans>
        </h2>
        <div className="info-panels">
          {PANELS.map((panel) => {
            const title = i18n._(panel.title);
            return (
              <details
                key={panel.kind}
                data-kind={panel.kind}
                className="info-panel card"
                onToggle={(e) => {
                  if (e.currentTarget.open) setOpened((s) => new Set(s).add(panel.kind));
                }}
              >
                <summary>
                  <span className="info-panel__title">{title}</span>
                  <span className="info-panel__summary muted">{i18n._(panel.summary)}</span>
                </summary>
                <div className="info-panel__body">
                  {opened.has(panel.kind) && (
                    <Suspense fallback={<div className="spinner" role="status" aria-label={t`Loading the text`} />}>
                      <LegalDocument kind={panel.kind} headingLevel={3} />
                    </Suspense>
                  )}
                  <Link to={panel.href}>
                    <Trans>Open the {title} page</Trans>
                  </Link>
                </div>
              </details>
            );
          })}
        </div>
      </div>
    </section>
  );
}
