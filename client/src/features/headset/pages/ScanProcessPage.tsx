/**
 * /scan/{tpy_token}/process: submits the face scan and reports the outcome (SPEC §2, §4 Scan
 * processing: waiting → complete, or a scan error with a retry link, or a submission error).
 * Failures that are not the scan's (SPEC §8) are logged and the waiting screen stays.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { HEADSET_MESSAGES as M, MESSAGES } from '../../../../../contract/messages';
import { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { WaitScreen } from '../../../components/WaitScreen';
import { processScan } from '../api';
import { classifyScanFailure, type ScanFailure } from '../scan-outcome';
import { SupportContact } from '../components/SupportContact';
import '../headset.css';

type Outcome = { state: 'waiting' } | { state: 'complete' } | { state: 'failed'; failure: Extract<ScanFailure, { kind: 'shown' }> };

export default function ScanProcessPage() {
  const { tpyToken = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'waiting' });

  useEffect(() => {
    const controller = new AbortController();
    processScan(tpyToken, controller.signal).then(
      () => {
        if (!controller.signal.aborted) setOutcome({ state: 'complete' });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const failure =
          err instanceof ApiError ? classifyScanFailure(err.status, err.body, err.message || MESSAGES.apiDefault) : undefined;
        if (failure?.kind === 'shown') setOutcome({ state: 'failed', failure });
        else console.warn('Scan processing failed; still waiting', err);
      },
    );
    return () => controller.abort();
  }, [tpyToken]);

  const title =
    outcome.state === 'waiting'
      ? M.pleaseWait
      : outcome.state === 'complete'
        ? M.scanComplete
        : outcome.failure.retryUrl
          ? M.scanError
          : M.submissionError;
  useDocumentTitle(title);

  if (outcome.state === 'waiting') {
    return (
      <WaitScreen title={M.pleaseWait}>
        <p>{M.processingScan}</p>
      </WaitScreen>
    );
  }
  if (outcome.state === 'complete') {
    return (
      <section className="container page headset-page center-text" role="status">
        <h1>{M.scanComplete}</h1>
        <p>{M.scanReceived}</p>
      </section>
    );
  }
  const { failure } = outcome;
  return (
    <section className="container page headset-page center-text" role="alert">
      <h1>{title}</h1>
      <p className="error-code">{M.errorCode(failure.code, failure.message)}</p>
      {failure.retryUrl ? (
        <p>
          <a className="button" href={failure.retryUrl}>
            {M.retryScan}
          </a>
        </p>
      ) : (
        <SupportContact>We could not submit your scan. Please report this error to our support team:</SupportContact>
      )}
    </section>
  );
}
