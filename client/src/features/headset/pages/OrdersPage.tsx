/**
 * /account/orders: 'Your Orders'. 'Nothing to see here!' only for a list that loaded empty; a list
 * that could not be loaded shows why (upstream down, timeout) with a way to try again.
 */
import { Link } from 'react-router-dom';
import { HEADSET_MESSAGES as M } from '../../../../../contract/messages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WaitScreen } from '../../../components/WaitScreen';
import { LoadFailed } from '../../../components/LoadFailed';
import { paths } from '../../../app/paths';
import { fetchOrders } from '../api';
import { useLoad } from '../useLoad';
import { OrderCard } from '../components/OrderCard';
import '../headset.css';

export default function OrdersPage() {
  useDocumentTitle(M.yourOrders);
  const orders = useLoad((signal) => fetchOrders(signal), []);
  if (orders.state === 'loading') return <WaitScreen title={M.loading} />;
  const list = orders.state === 'done' ? orders.value : [];
  return (
    <section className="container page headset-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{M.yourOrders}</h1>
      {orders.state === 'failed' ? (
        <LoadFailed error={orders.error} onRetry={orders.retry} />
      ) : list.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-state__title">{M.nothingToSee}</p>
          <p className="muted">When you order a Beyond headset or accessories, they will show up here.</p>
          <Link to={paths.home}>Back to the home page</Link>
        </div>
      ) : (
        <div className="order-list">
          {list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </section>
  );
}
