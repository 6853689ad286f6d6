/**
 * /account/order/{id}/start: where a finished face scan lands (BEHAVIOUR §2): the measured IPD and
 * the offer to change it. An order the upstream does not know for this customer reads as 'No scans
 * pending' (BEHAVIOUR §8); an order that could not be read (upstream down, timeout) says why, with
 * a way to try again (the page's ErrorBoundary).
 */
import { Link, useLoaderData } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { H } from '../headset-messages';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { signedIn } from '#client/shared/core/route-data.ts';
import { paths } from '#client/shared/core/paths.ts';
import { fetchOrder } from '../api';
import { ipdChangeability } from '../order-model';
import { SupportContact } from '../components/support-contact';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';
import '../headset.css';

export const loader = signedIn(async ({ params, request }) => ({ order: await fetchOrder(params.bigOrderId ?? '', request.signal) }));

/** A function, not a constant: its title is read in the language active when it shows. */
export function ErrorBoundary() {
  const { t } = useLingui();
  return <PageLoadFailed title={t`Your order`} className="headset-page center-text" />;
}

export default function OrderStartPage() {
  const { order } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { t } = useLingui();
  useDocumentTitle(order ? H.text('scanCompleteTitle') : H.text('noScansPending'));

  if (!order) {
    return (
      <section className="container page headset-page center-text">
        <h1>{H.text('noScansPending')}</h1>
        <p>
          <Trans>We could not find a finished scan for this order.</Trans>
        </p>
        <p>
          <Link to={paths.orders}>
            <Trans>See your orders</Trans>
          </Link>
        </p>
        <SupportContact />
      </section>
    );
  }
  const change = ipdChangeability(order);
  const measured = typeof order.ipd === 'number' ? `${order.ipd} mm` : t`not available yet`;
  return (
    <section className="container page headset-page center-text">
      <h1>{H.text('scanCompleteTitle')}</h1>
      <p className="big-figure">
        <Trans>
          Your measured IPD: <strong>{measured}</strong>
        </Trans>
      </p>
      <p>
        <Trans>Your headset has moved into the manufacturing queue. We will send you email updates as it is built and shipped.</Trans>
      </p>
      {change.allowed ? (
        <Link className="button" to={paths.orderIpd(order.id)}>
          {H.text('wantToChangeIpd')}
        </Link>
      ) : (
        <p className="muted">{change.reason}</p>
      )}
    </section>
  );
}
