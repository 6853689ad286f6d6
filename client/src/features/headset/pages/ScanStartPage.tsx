/**
 * /scans and /scans/start (BEHAVIOUR §2, §4 Scan start): outside Safari on iOS the user copies the
 * scan link to open it in Safari; in Safari the pending scans are loaded and the first one's
 * App Clip is offered. A scan list that fails to load reads as empty (BEHAVIOUR §8).
 */
import { useMemo } from 'react';
import { HEADSET_MESSAGES as M, MESSAGES } from '../../../../../contract/messages';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { LoadFailed } from '../../../components/LoadFailed';
import { useSession } from '../../../session';
import { detectBrowser } from '../browser-detect';
import { absoluteLink } from '../links';
import { fetchScans } from '../api';
import { useLoad } from '../useLoad';
import { useCopy } from '../useCopy';
import { SupportContact } from '../components/SupportContact';
import '../headset.css';

function MacIpadWarning() {
  return (
    <p className="alert alert--warning" role="note">
      {M.macIpadWarning}
    </p>
  );
}

function SafariRequired({ warn }: { warn: boolean }) {
  const { retryLink } = useSession();
  const { state, copy } = useCopy();
  useDocumentTitle(M.safariRequired);
  return (
    <section className="container page headset-page center-text">
      <h1>{M.safariRequired}</h1>
      {warn && <MacIpadWarning />}
      <p>
        The face scan runs as an App Clip, which only Safari on an iPhone or iPad can open. Copy this page's link and paste it into Safari
        on your iPhone or iPad.
      </p>
      <p>
        <button type="button" className="button" onClick={() => void copy(absoluteLink(retryLink, window.location.origin))}>
          {M.copyScanUrl}
        </button>
      </p>
      <p role="status" aria-live="polite" className={state === 'failed' ? 'copy-status copy-status--error' : 'copy-status'}>
        {state === 'copied' ? M.scanUrlCopied : state === 'failed' ? MESSAGES.copyError : ''}
      </p>
    </section>
  );
}

function InSafari({ warn }: { warn: boolean }) {
  const scans = useLoad((signal) => fetchScans(signal), []);
  const first = scans.state === 'done' ? scans.value[0] : undefined;
  useDocumentTitle(
    scans.state === 'loading' ? M.loading : scans.state === 'failed' ? 'Face scan' : first ? M.readyToScan : M.noScanPending,
  );
  return (
    <section className="container page headset-page center-text" aria-live="polite">
      {scans.state === 'loading' ? (
        <>
          <div className="spinner" aria-hidden="true" />
          <h1>{M.loading}</h1>
          <p className="muted">
            Taking a while? In Settings › Safari, make sure &lsquo;Block All Cookies&rsquo; is turned off, then reload this page.
          </p>
        </>
      ) : scans.state === 'failed' ? (
        <>
          <h1>Face scan</h1>
          <LoadFailed error={scans.error} onRetry={scans.retry} />
        </>
      ) : first ? (
        <>
          <h1>{M.readyToScan}</h1>
          <p>Your face scan is ready. The App Clip will guide you through it in about a minute.</p>
          <p>
            <a className="button" href={first.appClipUrl}>
              {M.launchAppClip}
            </a>
          </p>
        </>
      ) : (
        <>
          <h1>{M.noScanPending}</h1>
          <p>There is no face scan waiting for you right now.</p>
          <SupportContact>If you expected one, please contact support:</SupportContact>
        </>
      )}
      {warn && <MacIpadWarning />}
    </section>
  );
}

export default function ScanStartPage() {
  const browser = useMemo(() => detectBrowser(navigator.userAgent, navigator.maxTouchPoints), []);
  return browser.isIosSafari ? <InSafari warn={browser.mightBeMacOrIpad} /> : <SafariRequired warn={browser.mightBeMacOrIpad} />;
}
