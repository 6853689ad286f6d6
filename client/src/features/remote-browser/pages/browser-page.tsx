/**
 * /browser/:activityId (BEHAVIOUR §2, §4): the remote shared browser. Without an id it says
 * 'Missing browserSession.'. With one, the route's loader asks the cloud API for the session (a
 * signed-out visitor goes to login and comes back here), then the embed SDK (loaded only here)
 * connects to it. A session that cannot be read shows why, with Try again (this page's
 * ErrorBoundary); every later failure shows its own state (embed-errors.ts), also with Try again,
 * which asks for the session anew.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Navigate, redirectDocument, useLoaderData, useLocation, useParams, useRevalidator, useRouteError } from 'react-router';
import { ApiError, describeError } from '#client/shared/api/client.ts';
import { callApi } from '#client/shared/api/calls.ts';
import type { BrowserSession } from '#client/shared/core/entities.ts';
import * as apiCalls from '#contract/api-calls.ts';
import { signedIn, type LoaderFunctionArgs } from '#client/shared/core/route-data.ts';
import { MESSAGES } from '#contract/messages.ts';
import { paths } from '#client/shared/core/paths.ts';
import { useSession } from '#client/shared/session/index.tsx';
import { RouteError } from '#client/shared/components/route-error.tsx';
import { WaitScreen } from '#client/shared/components/wait-screen.tsx';
import { classifyEmbedError, FAILURE_TEXT, type EmbedFailure } from '../embed-errors';
import { fitResize } from '../resize';
import type { HyperbeamEmbed } from '../embed';
import '../remote-browser.css';
import { formatTime } from '#client/shared/i18n/format.ts';
import { localMessage } from '#client/shared/i18n/index.ts';

/**
 * A CSP belongs to the document: this route's policy (blob: modules, the embed hosts) applies
 * only if the document itself was loaded at a /browser URL.
 */
function documentLoadedHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!entry) return true;
  const loadedPath = new URL(entry.name).pathname;
  return loadedPath === '/browser' || loadedPath.startsWith('/browser/');
}

const readSession = signedIn(({ params, request }) =>
  callApi(apiCalls.browserSession, { params: { activityId: params.activityId ?? '' }, signal: request.signal }),
);

/** Counts the sessions read, so each one (Try again reads a new one) gets a fresh connection view. */
let reads = 0;

export async function loader(args: LoaderFunctionArgs): Promise<{ session: BrowserSession; read: number } | null> {
  if (!args.params.activityId) return null;
  // After an in-app navigation, load the page as a document of its own, under its own policy.
  if (!documentLoadedHere()) {
    const url = new URL(args.request.url);
    throw redirectDocument(url.pathname + url.search);
  }
  const session = await readSession(args);
  reads += 1;
  return { session, read: reads };
}

const numberOption = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);

export default function BrowserPage() {
  const { activityId } = useParams();
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  if (!activityId || !data) {
    return (
      <section className="center-screen" aria-labelledby="browser-missing">
        <h1 id="browser-missing">{localMessage(MESSAGES.missingBrowserSession)}</h1>
        <p className="muted">
          <Trans>Open the shared browser from the link your host sent you.</Trans>
        </p>
      </section>
    );
  }
  return <SharedBrowser key={data.read} session={data.session} />;
}

type State = { kind: 'connecting' } | { kind: 'connected' } | { kind: 'failed'; failure: EmbedFailure };

function SharedBrowser({ session }: { session: BrowserSession }) {
  const { pathname } = useLocation();
  const { status, account } = useSession();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>({ kind: 'connecting' });
  const [closeWarning, setCloseWarning] = useState<string | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const embed = useRef<HyperbeamEmbed | null>(null);
  const { t, i18n } = useLingui();

  // The embed SDK is not route data: it starts here once the session is known, and is destroyed
  // when the connection fails or the page goes.
  const embedding = state.kind !== 'failed';
  useEffect(() => {
    if (!embedding || !stage.current) return;
    let live = true;
    const container = stage.current;
    void import('../embed')
      .then(({ startEmbed }) =>
        startEmbed(container, session.embedUrl, {
          adminToken: session.options.adminToken,
          timeout: numberOption(session.options.timeout),
          onDisconnect: () => live && setState({ kind: 'failed', failure: 'terminated' }),
          onCloseWarning: (closesAt) => live && setCloseWarning(closesAt ?? 'soon'),
        }),
      )
      .then(
        (hb) => {
          if (!live) return hb.destroy();
          embed.current = hb;
          setState({ kind: 'connected' });
        },
        (err: unknown) => {
          if (!live) return;
          console.warn('Remote browser failed to start:', err);
          setState({ kind: 'failed', failure: classifyEmbedError(err) });
        },
      );
    return () => {
      live = false;
      embed.current?.destroy();
      embed.current = null;
    };
  }, [session, embedding]);

  // Keep the remote screen the size of its container, within BEHAVIOUR §5's limits (an SDK call, not route data).
  const connected = state.kind === 'connected';
  useEffect(() => {
    const hb = embed.current;
    if (!connected || !hb || !stage.current) return;
    const maxArea = hb.maxArea || numberOption(session.options.maxArea) || 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const size = fitResize(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height), maxArea);
      if (size && (size.width !== hb.width || size.height !== hb.height)) {
        hb.resize(size.width, size.height).catch((err: unknown) => console.warn('Remote browser resize refused:', err));
      }
    });
    observer.observe(stage.current);
    return () => observer.disconnect();
  }, [connected, session]);

  // Signed out meanwhile (for instance in another tab): to login, and back here afterwards.
  if (status === 'ready' && !account) return <Navigate to={paths.login(pathname)} replace />;
  if (state.kind === 'failed' && revalidator.state === 'loading') return <FindingSession />;

  const control = state.kind === 'connected' && !!session.options.adminToken;
  const closesAt = closeWarning && closeWarning !== 'soon' ? formatTime(new Date(closeWarning)) : undefined;
  return (
    <BrowserFrame
      status={
        state.kind === 'connecting'
          ? t`Connecting…`
          : state.kind === 'connected'
            ? control
              ? t`Connected · you have control`
              : t`Connected · view only`
            : t`Not connected`
      }
    >
      {closeWarning && state.kind === 'connected' && (
        <p className="alert alert--warning container" role="alert">
          {closesAt === undefined ? <Trans>This session will close soon.</Trans> : <Trans>This session will close at {closesAt}.</Trans>}
        </p>
      )}
      {state.kind === 'failed' ? (
        <Failure
          title={i18n._(FAILURE_TEXT[state.failure].title)}
          message={failureMessage(FAILURE_TEXT[state.failure].message, i18n)}
          failure={state.failure}
          onRetry={() => void revalidator.revalidate()}
        />
      ) : (
        <div className="browser-stage">
          <div ref={stage} className="browser-stage__embed" data-testid="browser-embed" />
          {state.kind === 'connecting' && (
            <div className="browser-stage__overlay">
              <div className="spinner" aria-hidden="true" />
            </div>
          )}
        </div>
      )}
    </BrowserFrame>
  );
}

/** The session could not be read: why, and Try again (which reads it anew); other errors go to the group's view. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useLingui();
  if (!(error instanceof ApiError)) return <RouteError />;
  if (revalidator.state === 'loading') return <FindingSession />;
  return (
    <BrowserFrame status={t`Not connected`}>
      <Failure
        title={t`Could not open the session`}
        message={localMessage(describeError(error, MESSAGES.apiDefault))}
        onRetry={() => void revalidator.revalidate()}
      />
    </BrowserFrame>
  );
}

function FindingSession() {
  const { t } = useLingui();
  return (
    <BrowserFrame status={t`Finding the session…`}>
      <WaitScreen title={t`Loading the shared browser...`} />
    </BrowserFrame>
  );
}

function BrowserFrame({ status, children }: { status: string; children: ReactNode }) {
  return (
    <section className="browser-page" aria-labelledby="browser-title">
      <div className="browser-page__bar container">
        <h1 id="browser-title" className="browser-page__title">
          <Trans>Shared browser</Trans>
        </h1>
        <p className="browser-page__status" role="status" aria-live="polite">
          {status}
        </p>
      </div>
      {children}
    </section>
  );
}

/** A failure's message in the page's language: a quoted contract text through localMessage, else its translation. */
const failureMessage = (message: MessageDescriptor | string, i18n: I18n) =>
  typeof message === 'string' ? localMessage(message) : i18n._(message);

function Failure({ title, message, failure, onRetry }: { title: string; message: string; failure?: EmbedFailure; onRetry: () => void }) {
  return (
    <div className="center-screen browser-failure" role="alert" data-failure={failure}>
      <h2>{title}</h2>
      <p>{message}</p>
      <p>
        <button type="button" className="button" onClick={onRetry}>
          {localMessage(MESSAGES.tryAgain)}
        </button>
      </p>
    </div>
  );
}
