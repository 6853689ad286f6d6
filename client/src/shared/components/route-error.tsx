import { Trans } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import { isRouteErrorResponse, useRevalidator, useRouteError, Link } from 'react-router';
import { MESSAGES } from '#contract/messages.ts';
import { ApiError } from '#client/shared/api/client.ts';
import { paths } from '#client/shared/core/paths.ts';
import { LoadFailed } from './load-failed';
import { useCatalog } from '#client/shared/i18n/use-catalog.ts';

/**
 * A route group's error element. A page whose data could not be read (its loader threw an
 * ApiError) shows why, with the one mapping from API errors to messages, and a way to try again
 * that re-runs the loaders. A page that fails to render or whose code fails to load (for instance
 * after a deploy removed an old chunk) offers a reload. Never a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useCatalog('errors');
  if (error instanceof ApiError) {
    return (
      <section className="container page">
        <LoadFailed error={error} onRetry={() => void revalidator.revalidate()} />
      </section>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="center-screen" role="alert">
      <h1>{notFound ? localMessage(MESSAGES.notFound) : <Trans>Something went wrong</Trans>}</h1>
      {!notFound && (
        <p className="muted">
          <Trans>Please reload the page. If it keeps happening, contact support.</Trans>
        </p>
      )}
      <p>
        <Link className="button" to={paths.home} reloadDocument>
          <Trans>Back to the home page</Trans>
        </Link>
      </p>
    </section>
  );
}
