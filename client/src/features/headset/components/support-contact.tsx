import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL } from '#client/shared/core/paths.ts';

/** "Contact support": the address as a mail link, after an optional lead-in sentence. */
export function SupportContact({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <p className="muted">
      {children ?? t`Questions? Our support team is happy to help:`} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
    </p>
  );
}
