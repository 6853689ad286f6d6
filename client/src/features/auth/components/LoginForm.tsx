import { Link, useSearchParams } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { AccountForm, useAccountForm, useTakenOver } from './AccountForm';
import { Field } from './Field';

/** The error code the server's token-login redirect adds when a link fails (never free text). */
const LINK_ERRORS: Record<string, string> = { 'token-login': AUTH_MESSAGES.tokenLoginFailed };

/** Submits to the auth page's action, which leaves through /go after a login (BEHAVIOUR §4). */
export function LoginForm() {
  const [params] = useSearchParams();
  // The prerendered screen is the same for every address: a failed link's message (from the
  // query) shows from the render after the takeover, where it cannot differ from the HTML.
  const linkError = useTakenOver() ? (LINK_ERRORS[params.get('error') ?? ''] ?? null) : null;
  const { pending, locked, error, fieldErrors } = useAccountForm();

  return (
    <>
      <h1>Log in</h1>
      <AccountForm intent="login" pending={pending} error={error ?? linkError}>
        <Field label="Email" type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <Field label="Password" type="password" name="password" autoComplete="current-password" error={fieldErrors.password} />
        <button className="button" type="submit" disabled={pending || locked}>
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
