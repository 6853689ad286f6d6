/**
 * The verify-email prompt shown to unverified accounts (BEHAVIOUR §4). Its button asks the server to
 * send the verification email again. On the purchase page a failure is shown; on the account
 * page it is only logged (BEHAVIOUR §8), and the caller learns of each success through `onSent`.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '#contract/messages.ts';
import { localMessage } from '#client/shared/i18n/index.ts';
import { ticketText } from '../ticket-messages';
import { resendVerification } from '../api';

type Phase = 'idle' | 'sending' | 'sent' | 'failed';

export function VerifyPrompt({ showFailure, onSent }: { showFailure: boolean; onSent?: () => void }) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<Phase>('idle');

  const send = async () => {
    setPhase('sending');
    try {
      await resendVerification();
      setPhase('sent');
      onSent?.();
    } catch (err) {
      console.warn('Resending the verification email failed', err);
      setPhase('failed');
    }
  };

  return (
    <section className="card verify-prompt" aria-labelledby="verify-heading">
      <h2 id="verify-heading">
        <Trans>Verify your email address</Trans>
      </h2>
      <p>
        <Trans>
          Renting tickets needs a verified email address. Open the link in the email we sent you when you signed up; the link is valid for
          ten minutes. No email, or the link ran out? Send a new one.
        </Trans>
      </p>
      <button type="button" className="button" onClick={send} disabled={phase === 'sending'}>
        {phase === 'sending' ? t`Sending…` : t`Resend verification email`}
      </button>
      <div aria-live="polite" className="verify-prompt__status">
        {phase === 'sent' && <p className="alert alert--success">{ticketText('verificationSent')}</p>}
      </div>
      {phase === 'failed' && showFailure && (
        <p className="alert" role="alert">
          {localMessage(MESSAGES.resendFailed)}
        </p>
      )}
    </section>
  );
}
