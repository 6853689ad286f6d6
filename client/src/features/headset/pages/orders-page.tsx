/**
 * /account/orders: 'Your Orders'. 'Nothing to see here!' only for a list that loaded empty; a list
 * that could not be loaded shows why (upstream down, timeout) under the heading, with a way to try
 * again (the page's ErrorBoundary).
 */
import { Link, useLoaderData } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { H } from '../headset-messages';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { signedIn } from '#client/shared/core/route-data.ts';
import { paths } from '#client/shared/core/paths.ts';
import { fetchOrders } from '../api';
import { OrderCard } from '../components/order-card';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';
import '../headset.css';

export const loader = signedIn(async ({ request }) => ({ orders: await fetchOrders(request.signal) }));

/** A function, not a constant: its title is read in the language active when it shows. */
export function ErrorBoundary() {
  return <PageLoadFailed {...{ title: H.text('yourOrders'), className: 'headset-page' }} />;
}

export default function OrdersPage() {
  useDocumentTitle(H.text('yourOrders'));
  const { orders } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <section className="container page headset-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{H.text('yourOrders')}</h1>
      {orders.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-state__title">{H.text('nothingToSee')}</p>
          <p className="muted">
            <Trans>When you order a Beyond headset or accessories, they will show up here.</Trans>
          </p>
          <Link to={paths.home}>
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      ) : (
        <div className="order-list">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}
