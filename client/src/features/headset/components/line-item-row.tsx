/** One line item of an order, by kind (BEHAVIOUR §2 order group, BEHAVIOUR §10). */
import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { H } from '../headset-messages';
import { paths } from '#client/shared/core/paths.ts';
import { ipdChangeability, lensValue, type ViewLineItem, type ViewOrder } from '../order-model';
import { FaceScanPlaceholder } from './face-scan-placeholder';

/** An IPD in millimetres, or that it has not been measured. */
function Millimetres({ ipd }: { ipd: number | null | undefined }) {
  return typeof ipd === 'number' ? <Trans>{ipd} mm</Trans> : <Trans>not measured yet</Trans>;
}

function ScanImage({ src }: { src: string | null | undefined }) {
  const { t } = useLingui();
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <FaceScanPlaceholder />;
  return <img className="scan-image" src={src} alt={t`Your face scan`} width={120} height={120} onError={() => setBroken(true)} />;
}

export function LineItemRow({ item, order }: { item: ViewLineItem; order: ViewOrder }) {
  switch (item.type) {
    case 'headset': {
      const change = ipdChangeability(order);
      return (
        <div className="line-item">
          <h3>
            <Trans>Beyond headset</Trans>
          </h3>
          <p>
            <Trans>
              IPD:{' '}
              <strong>
                <Millimetres ipd={item.ipd ?? order.ipd} />
              </strong>
            </Trans>
          </p>
          {change.allowed ? (
            <Link className="button" to={paths.orderIpd(order.id)}>
              {H.text('changeIpd')}
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
            <h3>
              <Trans>Custom face cushion</Trans>
            </h3>
            <p>
              <Trans>
                Measured IPD:{' '}
                <strong>
                  <Millimetres ipd={order.ipd} />
                </strong>
              </Trans>
            </p>
            <Link className="button button--ghost" to={paths.orderRescan(order.id)}>
              {H.text('rescan')}
            </Link>
          </div>
        </div>
      );
    case 'audio_strap':
      return (
        <div className="line-item">
          <h3>
            <Trans>Audio strap</Trans>
          </h3>
        </div>
      );
    case 'prescription_lenses':
      return (
        <div className="line-item">
          <h3>
            <Trans>Prescription lens inserts</Trans>
          </h3>
          <dl className="lens-values">
            <div>
              <dt>
                <Trans>Right (OD)</Trans>
              </dt>
              <dd>{lensValue(item.ODRight)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Left (OS)</Trans>
              </dt>
              <dd>{lensValue(item.OSLeft)}</dd>
            </div>
          </dl>
        </div>
      );
    default:
      return (
        <div className="line-item">
          <h3>
            <Trans>Other item</Trans>
          </h3>
          <p className="muted">{item.label}</p>
        </div>
      );
  }
}
