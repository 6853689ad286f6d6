/**
 * /account/order/{id}/ipd: change the IPD of a queued order (BEHAVIOUR §2, §4 Change IPD:
 * loading → select → chosen → saved). The order comes from the route's loader; the choice is
 * submitted to the route's action. A refusal shows the server's message (BEHAVIOUR §15), and a
 * refusal that names the IPD field shows it at the picker as well.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '#contract/messages.ts';
import { localMessage } from '#client/shared/i18n/index.ts';
import { H } from '../headset-messages';
import { IPD_MAX, IPD_MIN } from '#client/shared/core/entities.ts';
import { formFailure, isSignedOut, signedIn, type FormFailure } from '#client/shared/core/route-data.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { paths } from '#client/shared/core/paths.ts';
import { changeIpd, fetchOrder } from '../api';
import { ipdChangeability, type ViewOrder } from '../order-model';
import { canConfirm, isValidIpd } from '../ipd';
import { IpdPicker } from '../components/ipd-picker';
import { IpdExplainer } from '../components/ipd-explainer';
import { PageLoadFailed } from '#client/shared/components/page-load-failed.tsx';
import '../headset.css';

/** The form field, named as the upstream names it in a refusal's `errors[].param`. */
const IPD_FIELD = 'ipd';

export const loader = signedIn(async ({ params, request }) => ({ order: await fetchOrder(params.bigOrderId ?? '', request.signal) }));

type Saved = { ok: true; ipd: number };

export const action = signedIn(async ({ params, request }): Promise<Saved | FormFailure> => {
  const ipd = Number((await request.formData()).get(IPD_FIELD));
  if (!isValidIpd(ipd)) {
    // The picker offers only valid choices; this answers a hand-made submit without asking upstream.
    const message = `Choose an IPD from ${IPD_MIN} to ${IPD_MAX} mm.`;
    return { ok: false, error: message, fieldErrors: { [IPD_FIELD]: message } };
  }
  try {
    await changeIpd(params.bigOrderId ?? '', ipd, request.signal);
    return { ok: true, ipd };
  } catch (err) {
    // No session: signedIn sends the visitor to login, and back to this page afterwards.
    if (isSignedOut(err)) throw err;
    console.warn('The IPD change was refused', err);
    return formFailure(err, MESSAGES.apiDefault);
  }
});

/** A function, not a constant: its title is read in the language active when it shows. */
export function ErrorBoundary() {
  return <PageLoadFailed {...{ title: H.text('changeIpd'), className: 'headset-page', children: <IpdExplainer /> }} />;
}

/** The saved state. Focus moves to it, since the form the user was in is gone. */
function SavedIpd({ ipd }: { ipd: number }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="alert alert--success ipd-saved" role="status">
      <p ref={message} tabIndex={-1}>
        {H.ipdChanged(ipd)}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {H.text('changeIpdAgain')}
      </button>
    </div>
  );
}

function ChangeIpd({ order }: { order: ViewOrder }) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const save = useFetcher<Saved | FormFailure>();
  const saving = save.state !== 'idle';
  const change = ipdChangeability(order);

  if (save.data?.ok) return <SavedIpd ipd={save.data.ipd} />;
  if (!change.allowed) return <p className="alert alert--warning">{change.reason}</p>;
  const refused = save.data && !save.data.ok ? save.data : undefined;

  return (
    // The saved state comes from the action's answer; re-reading the order after the save
    // (the router's default) is left out, as the page did before: "Change IPD again" reloads.
    <save.Form
      method="post"
      className="ipd-form"
      defaultShouldRevalidate={false}
      onSubmit={(event) => {
        if (saving || !canConfirm(chosen, order.ipd)) event.preventDefault();
      }}
    >
      <IpdPicker
        name={IPD_FIELD}
        current={order.ipd}
        chosen={chosen}
        disabled={saving}
        error={refused?.fieldErrors[IPD_FIELD]}
        onChoose={(ipd) => {
          setChosen(ipd);
          // A new choice clears the last refusal.
          if (refused) save.reset();
        }}
      />
      <div aria-live="polite">
        {canConfirm(chosen, order.ipd) && (
          <div className="ipd-form__actions">
            <button type="submit" className="button" disabled={saving}>
              {H.confirmIpd(chosen)}
            </button>
            <Link className="button button--ghost" to={paths.home}>
              <Trans>Cancel</Trans>
            </Link>
          </div>
        )}
        {saving && (
          <p className="muted">
            <Trans>Saving your IPD...</Trans>
          </p>
        )}
      </div>
      {refused && (
        <p className="alert" role="alert">
          {localMessage(refused.error)}
        </p>
      )}
    </save.Form>
  );
}

export default function IpdPage() {
  useDocumentTitle(H.text('changeIpd'));
  const { order } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { t } = useLingui();
  const current = order && typeof order.ipd === 'number' ? order.ipd : undefined;
  const shown = current !== undefined ? t`${current} mm` : t`not measured yet`;
  return (
    <section className="container page headset-page" aria-labelledby="ipd-title">
      <h1 id="ipd-title">{H.text('changeIpd')}</h1>
      {order ? (
        <>
          <p className="big-figure">
            <Trans>
              Your current IPD: <strong>{shown}</strong>
            </Trans>
          </p>
          <p className="alert alert--warning">
            <Trans>Your headset is built to this size. Once it has been manufactured, its IPD cannot be changed.</Trans>
          </p>
          {/* Another order's page starts afresh: no choice or answer carried over. */}
          <ChangeIpd key={order.id} order={order} />
        </>
      ) : (
        <div className="alert" role="alert">
          <p>
            <Trans>We could not load this order, so its IPD cannot be changed here.</Trans>
          </p>
          <Link to={paths.orders}>
            <Trans>See your orders</Trans>
          </Link>
        </div>
      )}
      <IpdExplainer />
    </section>
  );
}
