/**
 * /account/home: My Orders and My Tickets for a verified account; the verify-email prompt for an
 * unverified one. After a resend here the account is re-checked every 30 s, at most 20 times,
 * until it is verified (BEHAVIOUR §4, §9), and the page then shows the verified view by itself.
 *
 * The tickets come from the route's loader. A list that cannot be read fails inside My Tickets
 * only (why, and Try again), never as "no tickets", and the rest of the page stays. My Orders
 * reads nothing before the page renders: the store's sign-on link is asked for when the customer
 * follows it (components/my-orders.tsx says why).
 */
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData, useLocation, useRevalidator, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { RouteFallback } from '#client/shared/components/wait-screen.tsx';
import { paths } from '#client/shared/core/paths.ts';
import { isSignedOut, signedIn } from '#client/shared/core/route-data.ts';
import { useSession } from '#client/shared/session/index.tsx';
import { fetchEntitlements } from '../api';
import { isListedTicket } from '../entitlement-text';
import { MyOrders } from '../components/my-orders';
import { MyTickets, type TicketsRead } from '../components/my-tickets';
import { VerifyPrompt } from '../components/verify-prompt';
import '../tickets.css';

const RECHECK_EVERY_MS = 30_000;
const RECHECK_LIMIT = 20;

/** Without a session the visitor goes to login (signedIn); any other failure stays in My Tickets. */
export const loader = signedIn(async ({ request }) => {
  let tickets: TicketsRead;
  try {
    tickets = { ok: true, tickets: (await fetchEntitlements(request.signal)).filter(isListedTicket) };
  } catch (err) {
    if (isSignedOut(err)) throw err;
    tickets = { ok: false, error: err };
  }
  return { tickets };
});

export default function AccountHomePage() {
  const { t } = useLingui();
  useDocumentTitle(t`My account`);
  const { tickets } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { status, account } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  useReadAgainOnceVerified(account?.isVerified, revalidator.revalidate);

  if (status === 'loading') return <RouteFallback />;
  return (
    <section className="container page account-home">
      <h1>
        <Trans>My account</Trans>
      </h1>
      {!account && (
        <p>
          <Link className="button" to={paths.login(location.pathname)}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      )}
      {account && !account.isVerified && <UnverifiedAccount />}
      {account?.isVerified && (
        <div className="account-home__sections">
          <MyOrders redir={params.get('redir')} />
          <MyTickets read={tickets} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
        </div>
      )}
    </section>
  );
}

/**
 * The session (an effect's business) may find the account verified while this page is open: its
 * tickets were read while it was not, so the loader reads them again for the verified view.
 */
function useReadAgainOnceVerified(verified: boolean | undefined, revalidate: () => Promise<void>) {
  // undefined while no account is known (the first session check): only unverified → verified counts.
  const before = useRef(verified);
  useEffect(() => {
    if (verified === true && before.current === false) void revalidate();
    before.current = verified;
  }, [verified, revalidate]);
}

function UnverifiedAccount() {
  const { refresh } = useSession();
  const [rechecking, setRechecking] = useState(false);

  // Polling the session, not route data: it stays an effect.
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
