/** One order on 'Your Orders': its title, date, status and line items. */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lineItems, orderDate, orderTitle, statusInWords, type ViewOrder } from '../order-model';
import { LineItemRow } from './line-item-row';

export function OrderCard({ order }: { order: ViewOrder }) {
  const { t } = useLingui();
  const titleId = useId();
  const date = orderDate(order.createdAt);
  const items = lineItems(order);
  return (
    <article className="card order-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{orderTitle(order)}</h2>
      <p className="order-card__meta">
        <span>{date ? t`Ordered on ${date}` : t`Order date not available`}</span>
        <span className="order-status">{statusInWords(order.status)}</span>
      </p>
      {items.length > 0 ? (
        <ul className="line-items">
          {items.map((item, index) => (
            <li key={index}>
              <LineItemRow item={item} order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          <Trans>This order has no items to show.</Trans>
        </p>
      )}
    </article>
  );
}
