/**
 * /purchase/{bigMediaId}/{url}: the film's details header, its price and the ticket rule, then
 * what the visitor can do next: log in, verify the email address, or pay by card.
 *
 * The film comes from the route's loader (or, for a page the server rendered, from the HTML's
 * route data: the film header, price and rule are in the HTML; the visitor's part, below them in a
 * box of reserved height, is drawn once the session is known). The card form's order goes to the route's action
 * (through a fetcher, once the payment provider has turned the card into a token): a refused
 * order comes back as the form's failure, a placed one goes on to the account page.
 */
import { lazy, Suspense } from 'react';
import { Link, useLoaderData, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '#contract/entities.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { RouteFallback } from '#client/shared/components/wait-screen.tsx';
import { paths } from '#client/shared/core/paths.ts';
import { signedIn } from '#client/shared/core/route-data.ts';
import { drawnWhileSessionLoads, useSession } from '#client/shared/session/index.tsx';
import { fetchProduct, marketingOf } from '../api';
import { MediaHeader } from '../components/media-header';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';
import { VerifyPrompt } from '../components/verify-prompt';
import { formatMoney } from '../money';
import '../tickets.css';

// The card form brings the payment provider's code: only verified visitors download it.
const PaymentForm = lazy(() => import('../components/payment-form'));

export const loader = signedIn(async ({ params, request }) => ({
  product: await fetchProduct(params.bigMediaId ?? '', request.signal),
}));

export { orderAction as action } from '../order';

// The film header, price and rule are the same for every visitor: they draw while the session is
// checked (the server renders them into the HTML), and only the part below waits for it.
export const handle = drawnWhileSessionLoads;

export function ErrorBoundary() {
  const { t } = useLingui();
  return (
    <PageLoadFailed title={t`Rent a movie`}>
      <p>
        <Trans>
          <Link to={paths.catalog}>Browse Catalog</Link> for the films showing now.
        </Trans>
      </p>
    </PageLoadFailed>
  );
}

export default function PurchasePage() {
  const { product } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const title = marketingOf(product)?.title;
  useDocumentTitle(title ? t`Rent ${title}` : t`Rent a movie`);
  return (
    <>
      <MediaHeader product={product} />
      <PurchaseSection product={product} />
    </>
  );
}

function PurchaseSection({ product }: { product: Product }) {
  const { status, account } = useSession();
  const location = useLocation();
  const price = formatMoney(product.sku.currency, product.sku.price);

  let next;
  if (status === 'loading') next = <RouteFallback />;
  else if (!account) {
    next = (
      <p>
        <Link className="button" to={paths.login(location.pathname)}>
          <Trans>Log in to rent</Trans>
        </Link>
      </p>
    );
  } else if (!account.isVerified) next = <VerifyPrompt showFailure />;
  else {
    next = (
      <Suspense fallback={<RouteFallback />}>
        <PaymentForm product={product} />
      </Suspense>
    );
  }

  return (
    <section className="container page purchase" aria-labelledby="rent-heading">
      <h2 id="rent-heading">
        <Trans>Rent a ticket</Trans>
      </h2>
      <p className="purchase__price">
        <Trans>
          <span className="muted">Ticket price </span>
          <strong>{price}</strong>
        </Trans>
      </p>
      <p className="muted purchase__rule">
        <Trans>Once you join a showtime, your ticket is valid for showtimes within the next 48 hours. Prices include tax.</Trans>
      </p>
      <div className="purchase__next">{next}</div>
    </section>
  );
}
