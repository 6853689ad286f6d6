/**
 * /scans and /scans/start (BEHAVIOUR §2, §4 Scan start): outside Safari on iOS the user copies the
 * scan link to open it in Safari; in Safari the pending scans are loaded (the page shows
 * 'Loading...' with the cookie hint meanwhile) and the first one's App Clip is offered. A scan list
 * that fails to load says why with Try again, never 'No scan pending'.
 */
import { Suspense } from 'react';
import { Await, useAsyncError, useLoaderData } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import { MESSAGES } from '#contract/messages.ts';
import { H } from '../headset-messages';
import type { Scan } from '#client/shared/core/entities.ts';
import { signedIn } from '#client/shared/core/route-data.ts';
import { useDocumentTitle } from '#client/shared/components/use-document-title.ts';
import { useSession } from '#client/shared/session/index.tsx';
import { detectBrowser } from '../browser-detect';
import { absoluteLink } from '../links';
import { fetchScans } from '../api';
import { useCopy } from '../use-copy';
import { SupportContact } from '../components/support-contact';
import { LoadFailedUnderHeading } from '#client/shared/components/page-load-failed.tsx';
import '../headset.css';

/**
 * Only Safari on iOS reads the scans. They are not awaited: the page shows its own loading state
 * while they arrive. Without a session the scans' 401 reaches the session, which sends the visitor
 * to login (RequireAuth), so signedIn has nothing to catch here; it marks the page as signed-in.
 */
export const loader = signedIn(async ({ request }) => {
  const browser = detectBrowser(navigator.userAgent, navigator.maxTouchPoints);
  if (!browser.isIosSafari) return { browser, scans: null };
  const scans = fetchScans(request.signal);
  // <Await> shows the failure; this keeps a page left before the answer from logging it as unhandled.
  scans.catch(() => {});
  return { browser, scans };
});

function MacIpadWarning() {
  return (
    <p className="alert alert--warning" role="note">
      {H.text('macIpadWarning')}
    </p>
  );
}

function SafariRequired({ warn }: { warn: boolean }) {
  const { retryLink } = useSession();
  const { state, copy } = useCopy();
  useDocumentTitle(H.text('safariRequired'));
  return (
    <section className="container page headset-page center-text">
      <h1>{H.text('safariRequired')}</h1>
      {warn && <MacIpadWarning />}
      <p>
        <Trans>
          The face scan runs as an App Clip, which only Safari on an iPhone or iPad can open. Copy this page's link and paste it into Safari
          on your iPhone or iPad.
        </Trans>
      </p>
      <p>
        <button type="button" className="button" onClick={() => void copy(absoluteLink(retryLink, window.location.origin))}>
          {H.text('copyScanUrl')}
        </button>
      </p>
      <p role="status" aria-live="polite" className={state === 'failed' ? 'copy-status copy-status--error' : 'copy-status'}>
        {state === 'copied' ? H.text('scanUrlCopied') : state === 'failed' ? localMessage(MESSAGES.copyError) : ''}
      </p>
    </section>
  );
}

function LoadingScans() {
  useDocumentTitle(H.text('loading'));
  return (
    <>
      <div className="spinner" aria-hidden="true" />
      <h1>{H.text('loading')}</h1>
      <p className="muted">
        <Trans>Taking a while? In Settings › Safari, make sure ‘Block All Cookies’ is turned off, then reload this page.</Trans>
      </p>
    </>
  );
}

function ScansFailed() {
  const { t } = useLingui();
  return <LoadFailedUnderHeading title={t`Face scan`} error={useAsyncError()} />;
}

function FirstScan({ first }: { first: Scan | undefined }) {
  useDocumentTitle(first ? H.text('readyToScan') : H.text('noScanPending'));
  if (!first) {
    return (
      <>
        <h1>{H.text('noScanPending')}</h1>
        <p>
          <Trans>There is no face scan waiting for you right now.</Trans>
        </p>
        <SupportContact>
          <Trans>If you expected one, please contact support:</Trans>
        </SupportContact>
      </>
    );
  }
  return (
    <>
      <h1>{H.text('readyToScan')}</h1>
      <p>
        <Trans>Your face scan is ready. The App Clip will guide you through it in about a minute.</Trans>
      </p>
      <p>
        <a className="button" href={first.appClipUrl}>
          {H.text('launchAppClip')}
        </a>
      </p>
    </>
  );
}

export default function ScanStartPage() {
  const { browser, scans } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const warn = browser.mightBeMacOrIpad;
  if (!scans) return <SafariRequired warn={warn} />;
  return (
    <section className="container page headset-page center-text" aria-live="polite">
      <Suspense fallback={<LoadingScans />}>
        <Await resolve={scans} errorElement={<ScansFailed />}>
          {(list: Scan[]) => <FirstScan first={list[0]} />}
        </Await>
      </Suspense>
      {warn && <MacIpadWarning />}
    </section>
  );
}
