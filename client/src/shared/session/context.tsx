/**
 * The client's view of the session: GET /api/session once at start, shared through context.
 * The tokens themselves never reach this code (they live in httpOnly cookies).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PublicAccount } from '#contract/entities.ts';
import { loadApiClient } from '#client/shared/api/load-client.ts';
import { readSession, rememberAccount } from './known';
import { onSessionEnded } from './session-end';

export interface SessionState {
  status: 'loading' | 'ready';
  account: PublicAccount | null;
  retryLink: string;
  /** Re-reads the session from the server; on a failed check the last known account stays. */
  refresh: () => Promise<PublicAccount | null>;
  /** Signs out; false (and the error logged) when the server could not end the session. */
  logout: () => Promise<boolean>;
}

interface Snapshot {
  status: SessionState['status'];
  account: PublicAccount | null;
  retryLink: string;
}

const SessionContext = createContext<SessionState | null>(null);
/** For the account screens: a login or signup answer already carries the profile. */
const SignedInContext = createContext<(account: PublicAccount) => void>(() => {});

/** The table's `logout` call (contract/api-calls.ts), written out: the session code is in every first load (see shared/region/index.tsx). */
export const LOGOUT_PATH = '/api/auth/logout';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [snapshot, setSnapshot] = useState<Snapshot>({ status: 'loading', account: null, retryLink: '/' });
  const latest = useRef(snapshot);
  latest.current = snapshot;

  const refresh = useCallback(async () => {
    try {
      const info = await readSession();
      setSnapshot({ status: 'ready', account: info.account, retryLink: info.retryLink });
      return info.account;
    } catch (err) {
      console.warn('Could not check the session', err);
      setSnapshot((s) => ({ ...s, status: 'ready' }));
      return latest.current.account;
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      const { api, ApiError } = await loadApiClient();
      // A 401 means the server holds no session for us any more: that is signed out already.
      await api.get(LOGOUT_PATH).catch((err: unknown) => {
        if (!(err instanceof ApiError && err.status === 401)) throw err;
      });
    } catch (err) {
      console.error('Logout failed', err);
      return false;
    }
    rememberAccount(null);
    setSnapshot({ status: 'ready', account: null, retryLink: '/' });
    return true;
  }, []);

  const signedIn = useCallback((account: PublicAccount) => {
    rememberAccount(account);
    setSnapshot((s) => ({ ...s, status: 'ready', account }));
  }, []);

  useEffect(() => {
    void refresh();
    // A session can end in another tab or expire while this one sleeps: re-check on return.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  useEffect(() => {
    // An authenticated call answered 401: re-read the session (once for a burst of such answers),
    // so RequireAuth can send the visitor to login instead of leaving a page that cannot work.
    let checking = false;
    return onSessionEnded(() => {
      if (checking) return;
      checking = true;
      void refresh().finally(() => {
        checking = false;
      });
    });
  }, [refresh]);

  const value = useMemo<SessionState>(() => ({ ...snapshot, refresh, logout }), [snapshot, refresh, logout]);
  return (
    <SessionContext.Provider value={value}>
      <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>
    </SessionContext.Provider>
  );
}

const outsideProvider: SessionState = {
  status: 'ready',
  account: null,
  retryLink: '/',
  refresh: async () => null,
  logout: async () => false,
};

export function useSession(): SessionState {
  return useContext(SessionContext) ?? outsideProvider;
}

/** Records the account a login or signup answered with, without another round trip. */
export function useSignedIn(): (account: PublicAccount) => void {
  return useContext(SignedInContext);
}
