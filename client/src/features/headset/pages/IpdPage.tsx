/**
 * /account/order/{id}/ipd: change the IPD of a queued order (BEHAVIOUR §2, §4 Change IPD:
 * loading → select → chosen → saved). A refusal shows the server's message (BEHAVIOUR §15).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HEADSET_MESSAGES as M, MESSAGES } from '../../../../../contract/messages';
import { describeError } from '../../../api/client';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WaitScreen } from '../../../components/WaitScreen';
import { LoadFailed } from '../../../components/LoadFailed';
import { paths } from '../../../app/paths';
import { changeIpd, fetchOrder } from '../api';
import { useLoad } from '../useLoad';
import { ipdChangeability, type ViewOrder } from '../order-model';
import { canConfirm } from '../ipd';
import { IpdPicker } from '../components/IpdPicker';
import { IpdExplainer } from '../components/IpdExplainer';
import '../headset.css';

type Save = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; ipd: number } | { state: 'refused'; message: string };

/** The saved state. Focus moves to it, since the form the user was in is gone. */
function Saved({ ipd }: { ipd: number }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="alert alert--success ipd-saved" role="status">
      <p ref={message} tabIndex={-1}>
        {M.ipdChanged(ipd)}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {M.changeIpdAgain}
      </button>
    </div>
  );
}

function ChangeIpd({ order }: { order: ViewOrder }) {
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [save, setSave] = useState<Save>({ state: 'idle' });
  const change = ipdChangeability(order);

  if (save.state === 'saved') return <Saved ipd={save.ipd} />;
  if (!change.allowed) return <p className="alert alert--warning">{change.reason}</p>;

  const confirm = async () => {
    if (!canConfirm(chosen, order.ipd)) return;
    setSave({ state: 'saving' });
    try {
      await changeIpd(order.id, chosen);
      setSave({ state: 'saved', ipd: chosen });
    } catch (err) {
      console.warn('The IPD change was refused', err);
      setSave({ state: 'refused', message: describeError(err, MESSAGES.apiDefault) });
    }
  };

  return (
    <form
      className="ipd-form"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <IpdPicker
        current={order.ipd}
        chosen={chosen}
        disabled={save.state === 'saving'}
        onChoose={(ipd) => {
          setChosen(ipd);
          if (save.state === 'refused') setSave({ state: 'idle' });
        }}
      />
      <div aria-live="polite">
        {canConfirm(chosen, order.ipd) && (
          <div className="ipd-form__actions">
            <button type="submit" className="button" disabled={save.state === 'saving'}>
              {M.confirmIpd(chosen)}
            </button>
            <Link className="button button--ghost" to={paths.home}>
              Cancel
            </Link>
          </div>
        )}
        {save.state === 'saving' && <p className="muted">Saving your IPD...</p>}
      </div>
      {save.state === 'refused' && (
        <p className="alert" role="alert">
          {save.message}
        </p>
      )}
    </form>
  );
}

export default function IpdPage() {
  useDocumentTitle(M.changeIpd);
  const { bigOrderId = '' } = useParams();
  const order = useLoad((signal) => fetchOrder(bigOrderId, signal), [bigOrderId]);
  if (order.state === 'loading') return <WaitScreen title={M.loading} />;
  const found = order.state === 'done' ? order.value : undefined;
  return (
    <section className="container page headset-page" aria-labelledby="ipd-title">
      <h1 id="ipd-title">{M.changeIpd}</h1>
      {order.state === 'failed' ? (
        <LoadFailed error={order.error} onRetry={order.retry} />
      ) : found ? (
        <>
          <p className="big-figure">
            Your current IPD: <strong>{typeof found.ipd === 'number' ? `${found.ipd} mm` : 'not measured yet'}</strong>
          </p>
          <p className="alert alert--warning">
            Your headset is built to this size. Once it has been manufactured, its IPD cannot be changed.
          </p>
          <ChangeIpd order={found} />
        </>
      ) : (
        <div className="alert" role="alert">
          <p>We could not load this order, so its IPD cannot be changed here.</p>
          <Link to={paths.orders}>See your orders</Link>
        </div>
      )}
      <IpdExplainer />
    </section>
  );
}
