import { isRouteErrorResponse, useRouteError, Link } from 'react-router-dom';
import { MESSAGES } from '../../../contract/messages';
import { paths } from '../app/paths';

/**
 * Shown when a route fails to render or its code fails to load (for instance after a deploy
 * removed an old chunk). Never a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="center-screen" role="alert">
      <h1>{notFound ? MESSAGES.notFound : 'Something went wrong'}</h1>
      {!notFound && <p className="muted">Please reload the page. If it keeps happening, contact support.</p>}
      <p>
        <Link className="button" to={paths.home} reloadDocument>
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
