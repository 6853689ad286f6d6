/**
 * /bset/pushtoken/{etToken}: hands an eye-tracking token to the desktop app (BEHAVIOUR §2). On load
 * the browser is sent to the app's custom-scheme link; the page stays, showing the token for
 * manual paste in case the app is not installed or the browser asks first.
 */
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { eyeTrackingLink } from '../links';
import { useCopy } from '../use-copy';
import { SupportContact } from '../components/support-contact';
import { EyeTrackingExample } from '../components/eye-tracking-example';
import '../headset.css';

export default function PushTokenPage() {
  const { etToken = '' } = useParams();
  const link = eyeTrackingLink(etToken);
  const { state, copy } = useCopy();
  const { t } = useLingui();

  // Not route data (no request): the hand-off to the app runs once the page is on screen, so the
  // token to paste is already shown if the browser asks first. A custom-scheme navigation leaves
  // this page in place.
  useEffect(() => {
    window.location.assign(link);
  }, [link]);

  return (
    <section className="container page headset-page" aria-labelledby="et-title">
      <h1 id="et-title">
        <Trans>Connect eye tracking</Trans>
      </h1>
      <p>
        <Trans>
          We are opening the Bigscreen eye-tracking app for you. If your browser asks, allow it to open the app. Nothing happened?{' '}
          <a href={link}>Open the eye-tracking app</a>, or paste this token into the app yourself:
        </Trans>
      </p>
      <div className="token-box">
        <label htmlFor="et-token" className="token-box__label">
          <Trans>Your eye-tracking token</Trans>
        </label>
        <input id="et-token" className="input token-box__value" readOnly value={etToken} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy(etToken)}>
          <Trans>Copy token</Trans>
        </button>
      </div>
      <p role="status" aria-live="polite" className={state === 'failed' ? 'copy-status copy-status--error' : 'copy-status'}>
        {state === 'copied'
          ? t`Copied the token to your clipboard! Paste it into the eye-tracking app.`
          : state === 'failed'
            ? t`Could not copy the token. Select it and copy it yourself.`
            : ''}
      </p>
      <EyeTrackingExample />
      <SupportContact>
        <Trans>Having trouble connecting? Contact our support team:</Trans>
      </SupportContact>
    </section>
  );
}
