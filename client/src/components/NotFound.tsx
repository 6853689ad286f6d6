import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../contract/messages';
import { NOT_FOUND_TITLE } from '../../../contract/pages';
import { paths } from '../app/paths';
import { useDocumentTitle } from './useDocumentTitle';

/** The group not-found page (BEHAVIOUR §2): the message exactly as the spec writes it. */
export default function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <section className="center-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{MESSAGES.notFound}</h1>
      <p className="muted">The link may be old, or the address may have a typo.</p>
      <p>
        <Link className="button" to={paths.home}>
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
