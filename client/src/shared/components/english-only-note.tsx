/**
 * Above a text that exists in English only (the legal documents), on a page in another language:
 * says so, and that the English text is the one that counts. A shell message, so any page that
 * shows such a text has its translation without loading another catalog.
 */
import { Trans } from '@lingui/react/macro';

export function EnglishOnlyNote() {
  return (
    <p className="english-only-note">
      <Trans>This document is available in English only. The English text below is the governing version.</Trans>
    </p>
  );
}
