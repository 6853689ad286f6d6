/**
 * My Orders: headset orders live in the store, reached by its single-sign-on link
 * (`GET /api/beyond/multipass`, passing `redir` when the page was given one). If that link cannot
 * be had, the store's home page is the fallback (BEHAVIOUR §7).
 *
 * The link is asked for when the customer follows it, not by the page's loader: it signs the
 * customer in to the store, so it is made only for a visit that happens, and it is short-lived,
 * so one read when the page opened could have run out by the time of the click.
 */
import { useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { STORE_HOME } from '#client/shared/core/paths.ts';
import { fetchStoreLink } from '../api';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

export function MyOrders({ redir }: { redir: string | null }) {
  const { t } = useLingui();
  const [leaving, setLeaving] = useState(false);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    let target = STORE_HOME;
    try {
      const url = await fetchStoreLink(redir);
      if (isWebAddress(url)) target = url;
    } catch (err) {
      console.warn('The store sign-on link could not be fetched; opening the store home instead', err);
    }
    window.location.assign(target);
  };

  return (
    <section className="account-section" aria-labelledby="orders-heading">
      <h2 id="orders-heading">
        <Trans>My Orders</Trans>
      </h2>
      <p>
        <Trans>Your headset and accessory orders are kept in the store. You are signed in there automatically.</Trans>
      </p>
      <a className="button button--ghost" href={STORE_HOME} onClick={open} aria-disabled={leaving}>
        {leaving ? t`Opening the store…` : t`View my store orders`}
      </a>
    </section>
  );
}
