/** My Tickets (BEHAVIOUR §4): the account's unused and running tickets, with status and receipt. */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Entitlement } from '../../../../../contract/entities';
import { LoadFailed } from '../../../components/LoadFailed';
import { paths } from '../../../app/paths';
import { fetchEntitlements } from '../api';
import { FilmPoster, filmTitle } from './FilmPoster';
import { entitlementStatusText, isListedTicket } from '../entitlement-text';
import { formatReceipt } from '../money';

type Load = { status: 'loading' } | { status: 'ready'; tickets: Entitlement[] } | { status: 'failed'; error: unknown };

export function MyTickets() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchEntitlements(controller.signal)
      .then((all) => setLoad({ status: 'ready', tickets: all.filter(isListedTicket) }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: err });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <section className="account-section" aria-labelledby="tickets-heading" aria-busy={load.status === 'loading'}>
      <h2 id="tickets-heading">My Tickets</h2>
      {load.status === 'loading' && (
        <p className="muted" role="status">
          Loading your tickets…
        </p>
      )}
      {load.status === 'failed' && <LoadFailed error={load.error} onRetry={() => setAttempt((n) => n + 1)} />}
      {load.status === 'ready' && load.tickets.length === 0 && (
        <p>
          You have no tickets yet. <Link to={paths.catalog}>Browse Catalog</Link> to rent a film.
        </p>
      )}
      {load.status === 'ready' && load.tickets.length > 0 && (
        <ul className="ticket-list">
          {load.tickets.map((ticket, index) => (
            <TicketRow key={`${ticket.mediaProduct.bigMediaId}-${index}`} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketRow({ ticket }: { ticket: Entitlement }) {
  const title = filmTitle(ticket.mediaProduct);
  return (
    <li className="ticket card">
      <FilmPoster product={ticket.mediaProduct} className="ticket__poster" width={96} height={144} />
      <div className="ticket__text">
        <h3 className="ticket__title">{title}</h3>
        <p className="ticket__status">{entitlementStatusText(ticket)}</p>
        <p className="ticket__receipt muted">
          Paid: <span>{formatReceipt(ticket.receipt)}</span>
        </p>
      </div>
    </li>
  );
}
