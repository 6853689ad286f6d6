/** My Tickets (BEHAVIOUR §4): the account's unused and running tickets, with status and receipt. */
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Entitlement } from '#contract/entities.ts';
import { LoadFailed } from '#client/shared/components/load-failed.tsx';
import { paths } from '#client/shared/core/paths.ts';
import { FilmPoster, filmTitle } from './film-poster';
import { entitlementStatusText } from '../entitlement-text';
import { formatReceipt } from '../money';

/** The tickets as the account page's loader read them: the list, or why it could not be read. */
export type TicketsRead = { ok: true; tickets: Entitlement[] } | { ok: false; error: unknown };

/** `onRetry` reads the list again; `retrying` is true while it does. */
export function MyTickets({ read, onRetry, retrying }: { read: TicketsRead; onRetry: () => void; retrying: boolean }) {
  return (
    <section className="account-section" aria-labelledby="tickets-heading" aria-busy={retrying}>
      <h2 id="tickets-heading">
        <Trans>My Tickets</Trans>
      </h2>
      {!read.ok && <LoadFailed error={read.error} onRetry={onRetry} />}
      {read.ok && read.tickets.length === 0 && (
        <p>
          <Trans>
            You have no tickets yet. <Link to={paths.catalog}>Browse Catalog</Link> to rent a film.
          </Trans>
        </p>
      )}
      {read.ok && read.tickets.length > 0 && (
        <ul className="ticket-list">
          {read.tickets.map((ticket, index) => (
            <TicketRow key={`${ticket.mediaProduct.bigMediaId}-${index}`} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TicketRow({ ticket }: { ticket: Entitlement }) {
  const title = filmTitle(ticket.mediaProduct);
  const paid = formatReceipt(ticket.receipt);
  return (
    <li className="ticket card">
      <FilmPoster product={ticket.mediaProduct} className="ticket__poster" width={96} height={144} />
      <div className="ticket__text">
        <h3 className="ticket__title">{title}</h3>
        <p className="ticket__status">{entitlementStatusText(ticket)}</p>
        <p className="ticket__receipt muted">
          <Trans>
            Paid: <span>{paid}</span>
          </Trans>
        </p>
      </div>
    </li>
  );
}
