/** One line item of an order, by kind (BEHAVIOUR §2 order group, BEHAVIOUR §10). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HEADSET_MESSAGES as M } from '../../../../../contract/messages';
import { paths } from '../../../app/paths';
import { ipdChangeability, lensValue, type ViewLineItem, type ViewOrder } from '../order-model';
import { FaceScanPlaceholder } from './FaceScanPlaceholder';

const mm = (ipd: number | null | undefined) => (typeof ipd === 'number' ? `${ipd} mm` : 'not measured yet');

function ScanImage({ src }: { src: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <FaceScanPlaceholder />;
  return <img className="scan-image" src={src} alt="Your face scan" width={120} height={120} onError={() => setBroken(true)} />;
}

export function LineItemRow({ item, order }: { item: ViewLineItem; order: ViewOrder }) {
  switch (item.type) {
    case 'headset': {
      const change = ipdChangeability(order);
      return (
        <div className="line-item">
          <h3>Beyond headset</h3>
          <p>
            IPD: <strong>{mm(item.ipd ?? order.ipd)}</strong>
          </p>
          {change.allowed ? (
            <Link className="button" to={paths.orderIpd(order.id)}>
              {M.changeIpd}
            </Link>
          ) : (
            <p className="muted">{change.reason}</p>
          )}
        </div>
      );
    }
    case 'cushion':
      return (
        <div className="line-item line-item--media">
          <ScanImage src={item.scanImageUrl} />
          <div>
            <h3>Custom face cushion</h3>
            <p>
              Measured IPD: <strong>{mm(order.ipd)}</strong>
            </p>
            <Link className="button button--ghost" to={paths.orderRescan(order.id)}>
              {M.rescan}
            </Link>
          </div>
        </div>
      );
    case 'audio_strap':
      return (
        <div className="line-item">
          <h3>Audio strap</h3>
        </div>
      );
    case 'prescription_lenses':
      return (
        <div className="line-item">
          <h3>Prescription lens inserts</h3>
          <dl className="lens-values">
            <div>
              <dt>Right (OD)</dt>
              <dd>{lensValue(item.ODRight)}</dd>
            </div>
            <div>
              <dt>Left (OS)</dt>
              <dd>{lensValue(item.OSLeft)}</dd>
            </div>
          </dl>
        </div>
      );
    default:
      return (
        <div className="line-item">
          <h3>Other item</h3>
          <p className="muted">{item.label}</p>
        </div>
      );
  }
}
