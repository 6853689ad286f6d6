/**
 * Renders one legal document: used by the legal pages, the footer overlay and the home info panels.
 * The documents exist in English only: in another language the page says so above the text, and
 * the text is marked as English.
 */
import { useLingui } from '@lingui/react/macro';
import { EnglishOnlyNote } from '#client/shared/components/english-only-note.tsx';
import type { LegalKind, LegalText } from '../legal-types';
import { TERMS_OF_SERVICE } from '../terms-of-service';
import { PRIVACY_POLICY } from '../privacy-policy';
import { TICKET_POLICY } from '../ticket-policy';

export const LEGAL_TEXTS: Record<LegalKind, LegalText> = {
  terms: TERMS_OF_SERVICE,
  privacy: PRIVACY_POLICY,
  tickets: TICKET_POLICY,
};

/** `headingLevel` lets the same text sit under a page's h1 (h2 sections) or inside a panel (h3). */
export default function LegalDocument({
  kind,
  headingLevel = 2,
  showTitle = false,
}: {
  kind: LegalKind;
  headingLevel?: 2 | 3;
  showTitle?: boolean;
}) {
  const doc = LEGAL_TEXTS[kind];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  const english = !i18n.locale || i18n.locale === 'en';
  const text = (
    <div className="legal-doc" lang={english ? undefined : 'en'}>
      {showTitle && <h1>{doc.title}</h1>}
      <p className="legal-doc__modified">This document was {doc.lastModified}.</p>
      <p>{doc.intro}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <Heading className="legal-doc__heading">{section.heading}</Heading>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.bullets && (
            <ul>
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
  if (english) return text;
  return (
    <>
      <EnglishOnlyNote />
      {text}
    </>
  );
}
