/**
 * The signal that the server no longer holds a session for this browser: an authenticated /api
 * call answered 401 (the upstream refused the renewal, or the cookies are gone, e.g. after a
 * logout in another tab). The fetch wrapper reports it; the session provider listens and re-reads
 * the session, so RequireAuth sends the visitor to login with the page as the return target.
 * It is a module of its own so the fetch wrapper can report without importing React code.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function (a React effect can return it as is). */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}
