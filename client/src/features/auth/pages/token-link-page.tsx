/**
 * Token and email links (/token/login/…, /token2/login/…, /email/verify/…, /email/update/…) are
 * answered by the server with a redirect. When the app navigates to one of them itself, the
 * route's loader loads the link as a document instead, so the server gives the real answer. If
 * the server already served this very document for the link, the page shows an error instead of
 * looping.
 */
import { Link, redirectDocument } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import type { LoaderFunctionArgs } from '#client/shared/core/route-data.ts';
import { paths } from '#client/shared/core/paths.ts';
import { MESSAGES } from '#contract/messages.ts';

function servedForThisUrl(pathname: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

export function loader({ request }: LoaderFunctionArgs): null {
  const { pathname } = new URL(request.url);
  if (!servedForThisUrl(pathname)) throw redirectDocument(pathname);
  return null;
}

export default function TokenLinkPage() {
  return (
    <section className="center-screen" role="alert">
      <h1>{localMessage(MESSAGES.apiDefault)}</h1>
      <p>
        <Link className="button" to={paths.home}>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
