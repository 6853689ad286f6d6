/**
 * The outcome of an email link (BEHAVIOUR §2, §15): reached only through the server's
 * redirect, which adds processed=y; without it the visitor goes home.
 */
import { Link, Navigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import { paths, SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { AUTH_MESSAGES, MESSAGES } from '#contract/messages.ts';

export type OutcomeKind = 'verify' | 'verify_failed' | 'update' | 'update_failed';

const OUTCOMES: Record<OutcomeKind, { success: boolean; message: string }> = {
  verify: { success: true, message: AUTH_MESSAGES.emailVerified },
  verify_failed: { success: false, message: AUTH_MESSAGES.emailVerifyFailed },
  update: { success: true, message: AUTH_MESSAGES.emailUpdated },
  update_failed: { success: false, message: AUTH_MESSAGES.emailUpdateFailed },
};

export default function EmailOutcomePage({ kind }: { kind?: OutcomeKind }) {
  const [params] = useSearchParams();
  const outcome = kind ? OUTCOMES[kind] : undefined;
  const success = outcome?.success ?? false;
  const title = success ? AUTH_MESSAGES.outcomeSuccessTitle : AUTH_MESSAGES.outcomeErrorTitle;
  useDocumentTitle(title);
  if (params.get('processed') !== 'y') return <Navigate to={paths.home} replace />;
  return (
    <section className="center-screen" aria-labelledby="outcome-title">
      <h1 id="outcome-title">{localMessage(title)}</h1>
      <p className={success ? 'alert alert--success' : 'alert'}>{localMessage(outcome?.message ?? MESSAGES.outcomeDefault)}</p>
      {success ? (
        <p>
          <Link className="button" to={paths.home}>
            <Trans>Home</Trans>
          </Link>{' '}
          <Link className="button button--ghost" to={paths.catalog}>
            <Trans>Browse Catalog</Trans>
          </Link>
        </p>
      ) : (
        <p>
          <Trans>
            Please contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will sort it out.
          </Trans>
        </p>
      )}
    </section>
  );
}
