/**
 * /scan/{tpy_token}/process: submits the face scan and reports the outcome: waiting → complete,
 * or a scan error with a retry link, or a submission error with its code and the support address.
 * A busy upstream (409) is asked again every few seconds for a bounded time; no failure leaves
 * the person waiting for ever.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MESSAGES } from '#contract/messages.ts';
import { H } from '../headset-messages';
import { ApiError } from '#client/shared/api/client.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { WaitScreen } from '#client/shared/components/wait-screen.tsx';
import { processScan } from '../api';
import { BUSY_LIMIT_MS, BUSY_RETRY_MS, classifyScanFailure, type ShownScanFailure } from '../scan-outcome';
import { SupportContact } from '../components/support-contact';
import '../headset.css';

type Outcome = { state: 'waiting' } | { state: 'complete' } | { state: 'failed'; failure: ShownScanFailure };

export default function ScanProcessPage() {
  const { tpyToken = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });

  // Polling stays an effect: the first ask submits the scan (not a read a revalidation may repeat),
  // and a busy upstream is asked again on a timer until the bound.
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      processScan(tpyToken, controller.signal).then(
        () => {
          if (!controller.signal.aborted) setOutcome({ state: 'complete' });
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          const failure =
            err instanceof ApiError
              ? classifyScanFailure(err.status, err.body, err.message || MESSAGES.apiDefault)
              : classifyScanFailure(0, undefined, MESSAGES.apiDefault);
          if (failure.kind === 'signed-out') return; // the session layer sends the person to log in
          if (failure.kind === 'busy' && Date.now() - started + BUSY_RETRY_MS <= BUSY_LIMIT_MS) {
            console.warn('Scan processing is busy upstream; still waiting', err);
            retry = setTimeout(attempt, BUSY_RETRY_MS);
            return;
          }
          console.warn('Scan processing failed', err);
          setOutcome({ state: 'failed', failure: failure.kind === 'busy' ? failure.failure : failure });
        },
      );
    void attempt();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [tpyToken]);

  const title =
    outcome.state === 'waiting'
      ? H.text('pleaseWait')
      : outcome.state === 'complete'
        ? H.text('scanComplete')
        : outcome.failure.retryUrl
          ? H.text('scanError')
          : H.text('submissionError');
  useDocumentTitle(title);

  if (outcome.state === 'waiting') {
    return (
      <WaitScreen title={H.text('pleaseWait')}>
        <p>{H.text('processingScan')}</p>
      </WaitScreen>
    );
  }
  if (outcome.state === 'complete') {
    return (
      <section className="container page headset-page center-text" role="status">
        <h1>{H.text('scanComplete')}</h1>
        <p>{H.text('scanReceived')}</p>
      </section>
    );
  }
  const { failure } = outcome;
  return (
    <section className="container page headset-page center-text" role="alert">
      <h1>{title}</h1>
      <p className="error-code">{H.errorCode(failure.code, failure.message)}</p>
      {failure.retryUrl ? (
        <p>
          <a className="button" href={failure.retryUrl}>
            {H.text('retryScan')}
          </a>
        </p>
      ) : (
        <SupportContact>
          <Trans>We could not submit your scan. Please report this error to our support team:</Trans>
        </SupportContact>
      )}
    </section>
  );
}
