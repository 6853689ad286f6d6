/**
 * /account/home: My Orders and My Tickets for a verified account; the verify-email prompt for an
 * unverified one. After a resend here the account is re-checked every 30 s, at most 20 times,
 * until it is verified (BEHAVIOUR §4, §9), and the page then shows the verified view by itself.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { RouteFallback } from '../../../components/WaitScreen';
import { paths } from '../../../app/paths';
import { useSession } from '../../../session';
import { MyOrders } from '../components/MyOrders';
import { MyTickets } from '../components/MyTickets';
import { VerifyPrompt } from '../components/VerifyPrompt';
import '../tickets.css';

const RECHECK_EVERY_MS = 30_000;
const RECHECK_LIMIT = 20;

export default function AccountHomePage() {
  useDocumentTitle('My account');
  const { status, account } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();

  if (status === 'loading') return <RouteFallback />;
  return (
    <section className="container page account-home">
      <h1>My account</h1>
      {!account && (
        <p>
          <Link className="button" to={paths.login(location.pathname)}>
            Log in
          </Link>
        </p>
      )}
      {account && !account.isVerified && <UnverifiedAccount />}
      {account?.isVerified && (
        <div className="account-home__sections">
          <MyOrders redir={params.get('redir')} />
          <MyTickets />
        </div>
      )}
    </section>
  );
}

function UnverifiedAccount() {
  const { refresh } = useSession();
  const [rechecking, setRechecking] = useState(false);

  useEffect(() => {
    if (!rechecking) return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      if (checks >= RECHECK_LIMIT) clearInterval(timer);
      refresh().then(
        (account) => {
          if (account?.isVerified) clearInterval(timer);
        },
        (err: unknown) => console.warn('Re-checking the account failed', err),
      );
    }, RECHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [rechecking, refresh]);

  return <VerifyPrompt showFailure={false} onSent={() => setRechecking(true)} />;
}
