/**
 * What the client last heard about the session, readable outside React. The session provider
 * reads GET /api/session through here and records each sign-in and sign-out, so a signed-in
 * page's loader can send a signed-out visitor to login before it makes any data call (which the
 * server would answer 401, a console error in the visitor's browser).
 */
import type { PublicAccount, SessionInfo } from '#contract/entities.ts';
import { lazyGet } from '#client/shared/api/load-client.ts';

export const SESSION_PATH = '/api/session';

/** The answer's check (session-info.ts) loads with the call, like the API client. */
const sessionInfoParser = () => import('./session-info').then((m) => m.sessionInfo);

let pending: Promise<SessionInfo> | undefined;
/** undefined: not known yet (never asked, or every check so far failed). */
let known: { account: PublicAccount | null } | undefined;

/** GET /api/session; callers at the same time share one request. */
export function readSession(): Promise<SessionInfo> {
  pending ??= lazyGet(SESSION_PATH, { schema: sessionInfoParser })
    .then((info) => {
      known = { account: info.account };
      return info;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** A sign-in or sign-out the client made itself (login or signup answer, logout). */
export function rememberAccount(account: PublicAccount | null): void {
  known = { account };
}

/**
 * True only when the server said there is no session (asking it first if nobody has yet). A
 * failed check is not "signed out": the page's own call decides then.
 */
export async function knownSignedOut(): Promise<boolean> {
  if (!known) {
    try {
      await (pending ?? readSession());
    } catch {
      return false;
    }
  }
  return known?.account === null;
}
