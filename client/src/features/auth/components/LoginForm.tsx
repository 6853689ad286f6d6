import { useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AUTH_MESSAGES } from '../../../../../contract/messages';
import { AccountForm, useAccountForm } from './AccountForm';
import { Field } from './Field';

/** The error code the server's token-login redirect adds when a link fails (never free text). */
const LINK_ERRORS: Record<string, string> = { 'token-login': AUTH_MESSAGES.tokenLoginFailed };

const noSubscription = () => () => {};

/**
 * False while React takes over prerendered HTML, true in every other render. The prerendered
 * login screen is the same for every address (the server picks it by path), so what the query
 * adds (a failed link's message) is shown from the render after the takeover: in the takeover
 * itself it would differ from the HTML.
 */
function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Submits to the auth page's action, which leaves through /go after a login (BEHAVIOUR §4). */
export function LoginForm() {
  const [params] = useSearchParams();
  const takenOver = useTakenOver();
  const linkError = takenOver ? (LINK_ERRORS[params.get('error') ?? ''] ?? null) : null;
  const { pending, error, fieldErrors } = useAccountForm();

  return (
    <>
      <h1>Log in</h1>
      <AccountForm intent="login" pending={pending} error={error ?? linkError}>
        <Field label="Email" type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" error={fieldErrors.password} />
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Logging in...' : 'Log in'}
        </button>
      </AccountForm>
      <p className="auth-links">
        <Link to={paths.forgot}>Forgot your password?</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.signup}>Create an account</Link>
      </p>
    </>
  );
}
