/**
 * /account/orders: 'Your Orders'. 'Nothing to see here!' only for a list that loaded empty; a list
 * that could not be loaded shows why (upstream down, timeout) under the heading, with a way to try
 * again (the page's ErrorBoundary).
 */
import { Link, useLoaderData } from 'react-router-dom';
import { HEADSET_MESSAGES as M } from '../../../../../contract/messages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { signedIn } from '../../../app/route-data';
import { paths } from '../../../app/paths';
import { fetchOrders } from '../api';
import { OrderCard } from '../components/OrderCard';
import { pageErrorBoundary } from '../../../components/PageLoadFailed';
import '../headset.css';

export const loader = signedIn(async ({ request }) => ({ orders: await fetchOrders(request.signal) }));

export const ErrorBoundary = pageErrorBoundary({ title: M.yourOrders, className: 'headset-page' });

export default function OrdersPage() {
  useDocumentTitle(M.yourOrders);
  const { orders } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  return (
    <section className="container page headset-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{M.yourOrders}</h1>
      {orders.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-state__title">{M.nothingToSee}</p>
          <p className="muted">When you order a Beyond headset or accessories, they will show up here.</p>
          <Link to={paths.home}>Back to the home page</Link>
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
