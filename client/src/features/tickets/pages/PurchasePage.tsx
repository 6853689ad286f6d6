/**
 * /purchase/{bigMediaId}/{url}: the film's details header, its price and the ticket rule, then
 * what the visitor can do next: log in, verify the email address, or pay by card.
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Product } from '../../../../../contract/entities';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { RouteFallback, WaitScreen } from '../../../components/WaitScreen';
import { paths } from '../../../app/paths';
import { useSession } from '../../../session';
import { marketingOf } from '../api';
import { MediaHeader } from '../components/MediaHeader';
import { VerifyPrompt } from '../components/VerifyPrompt';
import { formatMoney } from '../money';
import { useProduct } from '../use-product';
import '../tickets.css';

// The card form brings the payment provider's code: only verified visitors download it.
const PaymentForm = lazy(() => import('../components/PaymentForm'));

export default function PurchasePage() {
  const { bigMediaId = '' } = useParams();
  const load = useProduct(bigMediaId);
  const title = load.status === 'ready' ? marketingOf(load.product)?.title : undefined;
  useDocumentTitle(title ? `Rent ${title}` : 'Rent a movie');

  if (load.status === 'loading') return <WaitScreen title="Loading the film…" />;
  if (load.status === 'failed') {
    return (
      <section className="container page">
        <h1>Rent a movie</h1>
        <p className="alert" role="alert">
          {load.message}
        </p>
        <p>
          <Link to={paths.catalog}>Browse Catalog</Link> for the films showing now.
        </p>
      </section>
    );
  }
  return (
    <>
      <MediaHeader product={load.product} />
      <PurchaseSection product={load.product} />
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
          Log in to rent
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
      <h2 id="rent-heading">Rent a ticket</h2>
      <p className="purchase__price">
        <span className="muted">Ticket price </span>
        <strong>{price}</strong>
      </p>
      <p className="muted purchase__rule">
        Once you join a showtime, your ticket is valid for showtimes within the next 48 hours. Prices include tax.
      </p>
      {next}
    </section>
  );
}
