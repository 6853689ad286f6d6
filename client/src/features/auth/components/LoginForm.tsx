import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useSignedIn } from '../../../session';
import { AUTH_MESSAGES, MESSAGES } from '../../../../../contract/messages';
import { authApi } from '../api';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useSubmit } from './useSubmit';

/** The error code the server's token-login redirect adds when a link fails (never free text). */
const LINK_ERRORS: Record<string, string> = { 'token-login': AUTH_MESSAGES.tokenLoginFailed };

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const linkError = LINK_ERRORS[params.get('error') ?? ''] ?? null;

  const { pending, error, fieldErrors, onSubmit } = useSubmit(MESSAGES.loginFailed, async () => {
    const account = await authApi.login({ email, password });
    // BEHAVIOUR §4: a redir query goes through /go with a full reload; else back where the visitor came from; else /go.
    const redir = params.get('redir');
    if (redir) {
      window.location.assign(paths.go(redir));
      return;
    }
    const from = (location.state as { from?: unknown } | null)?.from;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) {
      signedIn(account);
      navigate(from, { replace: true });
      return;
    }
    window.location.assign(paths.go());
  });

  return (
    <>
      <h1>Log in</h1>
      <form className="form" onSubmit={onSubmit} aria-busy={pending}>
        <FormAlert message={error ?? linkError} />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <p className="auth-links">
        <Link to={paths.forgot}>Forgot your password?</Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.signup}>Create an account</Link>
      </p>
    </>
  );
}
