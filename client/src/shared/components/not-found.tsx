import { Trans, useLingui } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import { Link } from 'react-router';
import { MESSAGES } from '#contract/messages.ts';
import { paths } from '#client/shared/core/paths.ts';
import { useDocumentTitle } from './use-document-title';

/** The group not-found page (BEHAVIOUR §2): the message exactly as the spec writes it. */
export default function NotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="center-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{localMessage(MESSAGES.notFound)}</h1>
      <p className="muted">
        <Trans>The link may be old, or the address may have a typo.</Trans>
      </p>
      <p>
        <Link className="button" to={paths.home}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
