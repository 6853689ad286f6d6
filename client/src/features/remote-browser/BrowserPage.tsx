/**
 * /browser/:activityId (BEHAVIOUR §2, §4): the remote shared browser. Signed-out visitors go to
 * login (cloud calls need a session); without an id it says 'Missing browserSession.'. The
 * session comes from the cloud API, then the embed SDK (loaded only here) connects to it.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { api, ApiError, describeError } from '../../api/client';
import { browserSessionSchema, type BrowserSession } from '../../app/entities';
import { MESSAGES } from '../../../../contract/messages';
import { paths } from '../../app/paths';
import { useSession } from '../../session';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { WaitScreen } from '../../components/WaitScreen';
import { classifyEmbedError, FAILURE_TEXT, type EmbedFailure } from './embed-errors';
import { fitResize } from './resize';
import type { HyperbeamEmbed } from './embed';
import './browser.css';

type State =
  | { kind: 'session' }
  | { kind: 'session-error'; message: string }
  | { kind: 'login' }
  | { kind: 'connecting'; session: BrowserSession }
  | { kind: 'connected'; session: BrowserSession }
  | { kind: 'failed'; failure: EmbedFailure; session?: BrowserSession };

/**
 * A CSP belongs to the document: this route's policy (blob: modules, the embed hosts) applies
 * only if the document itself was loaded at a /browser URL. After an in-app navigation, reload.
 */
function documentLoadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadedPath = entry ? new URL(entry.name).pathname : window.location.pathname;
  return loadedPath === '/browser' || loadedPath.startsWith('/browser/');
}

const numberOption = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

export default function BrowserPage() {
  const { activityId } = useParams();
  const { pathname } = useLocation();
  const { status, account } = useSession();
  useDocumentTitle('Shared browser');
  const [state, setState] = useState<State>({ kind: 'session' });
  const [attempt, setAttempt] = useState(0);
  const [closeWarning, setCloseWarning] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const embed = useRef<HyperbeamEmbed | null>(null);
  const signedIn = status === 'ready' && !!account;
  const sameDocument = documentLoadedHere();

  useEffect(() => {
    if (activityId && !sameDocument) window.location.reload();
  }, [activityId, sameDocument]);

  // 1. The session from the cloud API.
  useEffect(() => {
    if (!activityId || !signedIn || !sameDocument) return;
    const abort = new AbortController();
    setState({ kind: 'session' });
    setCloseWarning(null);
    api.get(`/api/cloud/apps/browser/${encodeURIComponent(activityId)}`, { schema: browserSessionSchema, signal: abort.signal }).then(
      (session) => setState({ kind: 'connecting', session }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) setState({ kind: 'login' });
        else setState({ kind: 'session-error', message: describeError(err, MESSAGES.apiDefault) });
      },
    );
    return () => abort.abort();
  }, [activityId, signedIn, sameDocument, attempt]);

  // 2. The embed, once the session is known.
  // The same session object carries through connecting → connected, so the embed survives that step.
  const session = state.kind === 'connecting' || state.kind === 'connected' ? state.session : undefined;
  useEffect(() => {
    if (!session || !stage.current) return;
    let live = true;
    const container = stage.current;
    void import('./embed')
      .then(({ startEmbed }) =>
        startEmbed(container, session.embedUrl, {
          adminToken: session.options.adminToken,
          timeout: numberOption(session.options.timeout),
          onDisconnect: () => live && setState({ kind: 'failed', failure: 'terminated', session }),
          onCloseWarning: (closesAt) => live && setCloseWarning(closesAt ?? 'soon'),
        }),
      )
      .then(
        (hb) => {
          if (!live) return hb.destroy();
          embed.current = hb;
          setState({ kind: 'connected', session });
        },
        (err: unknown) => {
          if (!live) return;
          console.warn('Remote browser failed to start:', err);
          setState({ kind: 'failed', failure: classifyEmbedError(err), session });
        },
      );
    return () => {
      live = false;
      embed.current?.destroy();
      embed.current = null;
    };
  }, [session]);

  // 3. Keep the remote screen the size of its container, within BEHAVIOUR §5's limits.
  const connected = state.kind === 'connected' ? state.session : undefined;
  useEffect(() => {
    const hb = embed.current;
    if (!connected || !hb || !stage.current) return;
    const maxArea = hb.maxArea || numberOption(connected.options.maxArea) || 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const size = fitResize(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height), maxArea);
      if (size && (size.width !== hb.width || size.height !== hb.height)) {
        hb.resize(size.width, size.height).catch((err: unknown) => console.warn('Remote browser resize refused:', err));
      }
    });
    observer.observe(stage.current);
    return () => observer.disconnect();
  }, [connected]);

  if (!activityId) {
    return (
      <section className="center-screen" aria-labelledby="browser-missing">
        <h1 id="browser-missing">{MESSAGES.missingBrowserSession}</h1>
        <p className="muted">Open the shared browser from the link your host sent you.</p>
      </section>
    );
  }
  if (status === 'loading' || !sameDocument) return <WaitScreen title="Loading the shared browser..." />;
  if (!account || state.kind === 'login') return <Navigate to={paths.login(pathname)} replace />;

  const retry = () => setAttempt((n) => n + 1);
  const control = state.kind === 'connected' && !!state.session.options.adminToken;
  return (
    <section className="browser-page" aria-labelledby="browser-title">
      <div className="browser-page__bar container">
        <h1 id="browser-title" className="browser-page__title">
          Shared browser
        </h1>
        <p className="browser-page__status" role="status" aria-live="polite">
          {state.kind === 'session' && 'Finding the session…'}
          {state.kind === 'connecting' && 'Connecting…'}
          {state.kind === 'connected' && (control ? 'Connected · you have control' : 'Connected · view only')}
          {(state.kind === 'failed' || state.kind === 'session-error') && 'Not connected'}
        </p>
      </div>
      {closeWarning && state.kind === 'connected' && (
        <p className="alert alert--warning container" role="alert">
          This session will close {closeWarning === 'soon' ? 'soon' : `at ${new Date(closeWarning).toLocaleTimeString()}`}.
        </p>
      )}
      {state.kind === 'session-error' && <Failure title="Could not open the session" message={state.message} onRetry={retry} />}
      {state.kind === 'failed' && <Failure {...FAILURE_TEXT[state.failure]} failure={state.failure} onRetry={retry} />}
      {(state.kind === 'connecting' || state.kind === 'connected') && (
        <div className="browser-stage" key={attempt}>
          <div ref={stage} className="browser-stage__embed" data-testid="browser-embed" />
          {state.kind === 'connecting' && (
            <div className="browser-stage__overlay">
              <div className="spinner" aria-hidden="true" />
            </div>
          )}
        </div>
      )}
      {state.kind === 'session' && <WaitScreen title="Loading the shared browser..." />}
    </section>
  );
}

function Failure({ title, message, failure, onRetry }: { title: string; message: string; failure?: EmbedFailure; onRetry: () => void }) {
  return (
    <div className="center-screen browser-failure" role="alert" data-failure={failure}>
      <h2>{title}</h2>
      <p>{message}</p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  );
}
