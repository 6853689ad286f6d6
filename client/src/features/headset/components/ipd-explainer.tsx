import { Trans } from '@lingui/react/macro';
import { H } from '../headset-messages';

/** "What's an IPD?": a short explanation, folded away until asked for. */
export function IpdExplainer() {
  return (
    <details className="ipd-explainer">
      <summary>{H.text('whatsAnIpd')}</summary>
      <p>
        <Trans>
          IPD stands for interpupillary distance: the distance between the centres of your pupils, in millimetres. Most adults measure
          between 55 and 72 mm.
        </Trans>
      </p>
      <p>
        <Trans>
          Your Beyond headset places its lenses exactly this far apart, so the picture is sharp and comfortable without any adjustment. Your
          face scan measured it for you; change it only if you know your IPD is different, for example from an optician's measurement.
        </Trans>
      </p>
    </details>
  );
}
