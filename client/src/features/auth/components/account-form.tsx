import { useSyncExternalStore, type ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { PAGES } from '#contract/pages.ts';
import type { AuthActionData, AuthMode } from '../account-route';
import { FormAlert } from './form-alert';

const noSubscription = () => () => {};

/**
 * False while React takes over prerendered HTML, true in every other render (the server snapshot
 * is used only then). What the takeover renders must equal the HTML, which is the same for every
 * visitor and address.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * An account form's state on the router: pending while its action runs, then the action's
 * answer. A new submit clears the last answer's marks at once, so a corrected form never shows
 * the old messages beside the new attempt. `locked` until the app has taken a prerendered screen
 * over: its submit button stays disabled until then, as a press (or Enter in a field) would post
 * the form to the server, which answers no such request; the fields take typing meanwhile.
 */
export function useAccountForm() {
  const locked = !useTakenOver();
  const navigation = useNavigation();
  const data = useActionData() as AuthActionData | undefined;
  const pending = navigation.state === 'submitting';
  const result = pending ? undefined : data;
  const failure = result && !result.ok ? result : undefined;
  return { pending, locked, result, error: failure?.error ?? null, fieldErrors: failure?.fieldErrors ?? {} };
}

/**
 * The `<Form>` of one account screen: posts to the auth page's action with the form's intent, and
 * shows the screen message in its alert. A submit while one runs is ignored (one call per press).
 * The account screens read nothing that a submit changes, so their loader does not run again
 * afterwards (that would check a reset link's token once more).
 */
export function AccountForm({
  intent,
  pending,
  error,
  children,
}: {
  intent: AuthMode;
  pending: boolean;
  error: string | null;
  children: ReactNode;
}) {
  // The prerendered screen's form names the page's pattern, not its address: the reset screen's
  // HTML is the same for every link (no token in it). Once taken over, the form posts to the
  // address itself (with its token); React rewrites the attribute then, as it changed.
  const locked = !useTakenOver();
  return (
    <Form
      method="post"
      action={locked ? PAGES[intent].pattern : undefined}
      className="form"
      aria-busy={pending}
      defaultShouldRevalidate={false}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <FormAlert message={error} />
      {children}
    </Form>
  );
}
