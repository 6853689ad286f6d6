/**
 * The account screens' route data (shared/core/route-data.ts): one action for the four forms, told apart
 * by the hidden `intent` each form sends. No loader: the screens render at once, so the login,
 * signup and forgot screens can arrive prerendered (a route with a loader would first render its
 * fallback); the reset form checks its link's token itself (ResetForm).
 *
 * A refused submit returns `formFailure` (docs/BEHAVIOUR.md §8: the screen message, and each
 * field's message from a validation answer); a local check refuses before anything is sent. A
 * login leaves through /go with a full reload, so the next document starts signed in; a signup
 * returns the account it answered with, which the form hands to the session.
 */
import { redirectDocument, type ActionFunctionArgs } from 'react-router';
import { formFailure, type FormFailure } from '#client/shared/core/route-data.ts';
import { paths } from '#client/shared/core/paths.ts';
import type { PublicAccount } from '#client/shared/core/entities.ts';
import { MESSAGES } from '#contract/messages.ts';
import { authApi } from './api';

/** Which account form: the auth page's fixed prop, and the `intent` its form sends. */
export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

export type AuthActionData =
  | FormFailure
  | { ok: true; intent: 'signup'; account: PublicAccount }
  | { ok: true; intent: 'forgot'; sentTo: string }
  | { ok: true; intent: 'reset' };

/** A refusal of the form's own, before any call: the message in the form's alert. */
const refused = (error: string): FormFailure => ({ ok: false, error, fieldErrors: {} });

/** Each form's screen message when a failure carries none of its own (BEHAVIOUR §8). */
const FALLBACKS: Record<AuthMode, string> = {
  login: MESSAGES.loginFailed,
  signup: MESSAGES.createAccountFailed,
  forgot: MESSAGES.forgotFailed,
  reset: MESSAGES.resetFailed,
};

const isIntent = (value: string): value is AuthMode => Object.hasOwn(FALLBACKS, value);

export async function action({ request, params }: ActionFunctionArgs): Promise<AuthActionData | Response> {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent');
  if (!isIntent(intent)) return refused(MESSAGES.apiDefault);
  try {
    switch (intent) {
      case 'login': {
        await authApi.login({ email: field('email'), password: field('password') });
        // BEHAVIOUR §4: to the redir target through /go (the server keeps only targets on this
        // site), else to /go's default; a full reload either way.
        // An absolute address: the router would put a Japanese page's basename (/ja) before a
        // path, and /go is the server's own route, the same in every language.
        const redir = new URL(request.url).searchParams.get('redir');
        return redirectDocument(new URL(paths.go(redir || undefined), request.url).href);
      }
      case 'signup': {
        if (field('password') !== field('confirm')) return refused(MESSAGES.passwordsMismatchSignup);
        const account = await authApi.signup({ username: field('username'), email: field('email'), password: field('password') });
        return { ok: true, intent, account };
      }
      case 'forgot': {
        const email = field('email');
        await authApi.forgot({ email });
        return { ok: true, intent, sentTo: email };
      }
      case 'reset': {
        if (field('password') !== field('confirm')) return refused(MESSAGES.passwordsMismatchReset);
        await authApi.reset({ token: params.token ?? '', password: field('password') });
        return { ok: true, intent };
      }
    }
  } catch (err) {
    return formFailure(err, FALLBACKS[intent]);
  }
}
