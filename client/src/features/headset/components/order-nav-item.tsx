/**
 * The header item titled after the signed-in customer's headset order (BEHAVIOUR §2 shared header),
 * e.g. 'Beyond order #1001', linking to 'Your Orders'. Signed out, without orders, or when the
 * list cannot be loaded, there is nothing to show.
 */
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { paths } from '#client/shared/core/paths.ts';
import { useSession } from '#client/shared/session/index.tsx';
import { fetchOrders } from '../api';
import { headsetOrder } from '../order-model';
import './order-nav-item.css';

export function OrderNavItem() {
  const { account } = useSession();
  const email = account?.email;
  const { t } = useLingui();
  /** The header's order: its name ('' when it has none), or undefined when there is nothing to show. */
  const [name, setName] = useState<string | undefined>(undefined);

  // Not route data: a header slot on every site page, read once per signed-in account; a failure
  // only hides the item, where a route loader would fail or redirect the page the visitor is on.
  useEffect(() => {
    setName(undefined);
    if (!email) return;
    const controller = new AbortController();
    fetchOrders(controller.signal).then(
      (orders) => {
        const order = headsetOrder(orders);
        if (!controller.signal.aborted) setName(order ? (order.shopifyOrderName ?? '') : undefined);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the orders for the header', err);
      },
    );
    return () => controller.abort();
  }, [email]);

  if (name === undefined) return null;
  return (
    <NavLink className="nav-order-link" to={paths.orders}>
      {name ? t`Beyond order ${name}` : t`Your Beyond order`}
    </NavLink>
  );
}
