/**
 * The one way a page gets its data and submits its forms: on the router.
 *
 * - A page module may export `loader` (what the page needs before it renders), `action` (what its
 *   `<Form>` or `useFetcher` submits) and `ErrorBoundary` (its own failure view); the route table
 *   (routes.tsx) picks them up with the lazy component, so they download with the page.
 * - A loader or action throws an ApiError when a read fails; the nearest error element shows the
 *   message from `describeError` (the one mapping from API errors to messages) with a way to try
 *   again. A signed-in page's loader is wrapped in `signedIn`: a visitor the session already knows
 *   to be signed out goes to login (with the page as the return target) before any data call, and
 *   an answer saying the session has ended since does the same instead of an error.
 * - An action that the visitor can correct returns `formFailure(err, fallback)` instead of throwing:
 *   the screen message and each field's message (a 422's `errors[]` with a `param`), which the form
 *   shows at its fields (`aria-invalid`, `aria-describedby`).
 */
import { replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ApiError, describeError } from '#client/shared/api/client.ts';
import { paths } from './paths';
import { knownSignedOut } from '#client/shared/session/known.ts';

export type { ActionFunctionArgs, LoaderFunctionArgs };

/** What a failed submit returns to its form. */
export interface FormFailure {
  ok: false;
  /** The screen message (BEHAVIOUR §8: first validation message, the server's, or the fallback). */
  error: string;
  /** The first message for each named field of a validation answer. */
  fieldErrors: Record<string, string>;
}

/** Each named field's first message in a validation answer. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(err instanceof ApiError)) return out;
  for (const { param, msg } of err.errors) if (param && !(param in out)) out[param] = msg;
  return out;
}

export function formFailure(err: unknown, fallback: string): FormFailure {
  return { ok: false, error: describeError(err, fallback), fieldErrors: fieldErrorsOf(err) };
}

/** True when an error means the server holds no session for this browser. */
export function isSignedOut(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/**
 * Wraps a signed-in page's loader: without a session the visitor goes to login and comes back
 * here afterwards; any other failure reaches the error element.
 */
export function signedIn<T>(load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const toLogin = () => {
      const url = new URL(args.request.url);
      // Replacing the page being opened: Back from login returns to where the visitor was,
      // not to a page that would send them to login again.
      return replace(paths.login(url.pathname + url.search));
    };
    // What the session already says decides first, so a signed-out visit makes no data call.
    if (await knownSignedOut()) throw toLogin();
    try {
      return await load(args);
    } catch (err) {
      // The session ended since it was last read (expired, or signed out in another tab).
      if (isSignedOut(err)) throw toLogin();
      throw err;
    }
  };
}
