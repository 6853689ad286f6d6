/**
 * /account/order/{id}/start: where a finished face scan lands (BEHAVIOUR §2): the measured IPD and
 * the offer to change it. An order that cannot be loaded reads as 'No scans pending' (BEHAVIOUR §8).
 */
import { Link, useParams } from 'react-router-dom';
import { HEADSET_MESSAGES as M } from '../../../../../contract/messages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WaitScreen } from '../../../components/WaitScreen';
import { LoadFailed } from '../../../components/LoadFailed';
import { paths } from '../../../app/paths';
import { fetchOrder } from '../api';
import { useLoad } from '../useLoad';
import { ipdChangeability } from '../order-model';
import { SupportContact } from '../components/SupportContact';
import '../headset.css';

export default function OrderStartPage() {
  const { bigOrderId = '' } = useParams();
  const order = useLoad((signal) => fetchOrder(bigOrderId, signal), [bigOrderId]);
  const found = order.state === 'done' ? order.value : undefined;
  useDocumentTitle(
    order.state === 'loading' ? M.loading : order.state === 'failed' ? 'Your order' : found ? M.scanCompleteTitle : M.noScansPending,
  );

  if (order.state === 'loading') return <WaitScreen title={M.loading} />;
  if (order.state === 'failed') {
    return (
      <section className="container page headset-page center-text">
        <h1>Your order</h1>
        <LoadFailed error={order.error} onRetry={order.retry} />
      </section>
    );
  }
  if (!found) {
    return (
      <section className="container page headset-page center-text">
        <h1>{M.noScansPending}</h1>
        <p>We could not find a finished scan for this order.</p>
        <p>
          <Link to={paths.orders}>See your orders</Link>
        </p>
        <SupportContact />
      </section>
    );
  }
  const change = ipdChangeability(found);
  return (
    <section className="container page headset-page center-text">
      <h1>{M.scanCompleteTitle}</h1>
      <p className="big-figure">
        Your measured IPD: <strong>{typeof found.ipd === 'number' ? `${found.ipd} mm` : 'not available yet'}</strong>
      </p>
      <p>Your headset has moved into the manufacturing queue. We will send you email updates as it is built and shipped.</p>
      {change.allowed ? (
        <Link className="button" to={paths.orderIpd(found.id)}>
          {M.wantToChangeIpd}
        </Link>
      ) : (
        <p className="muted">{change.reason}</p>
      )}
    </section>
  );
}
