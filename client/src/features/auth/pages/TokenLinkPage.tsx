/**
 * Token and email links (/token/login/…, /token2/login/…, /email/verify/…, /email/update/…) are
 * answered by the server with a redirect. This page only appears when the app navigated to one
 * of them itself: it shows the wait screen and asks the server for the real answer. If the
 * server already served this very page for the link, it shows an error instead of looping.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { WaitScreen } from '../../../components/WaitScreen';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { MESSAGES } from '../../../../../contract/messages';

function servedForThisUrl(pathname: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

export default function TokenLinkPage() {
  const { pathname } = useLocation();
  const [stuck] = useState(() => servedForThisUrl(pathname));
  useDocumentTitle('Please wait');
  useEffect(() => {
    if (!stuck) window.location.replace(pathname);
  }, [pathname, stuck]);
  if (stuck) {
    return (
      <section className="center-screen" role="alert">
        <h1>{MESSAGES.apiDefault}</h1>
        <p>
          <Link className="button" to={paths.home}>
            Back to the home page
          </Link>
        </p>
      </section>
    );
  }
  return <WaitScreen title="Please wait..." />;
}
