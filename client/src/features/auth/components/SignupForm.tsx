import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useSignedIn } from '../../../session';
import { AUTH_MESSAGES, MESSAGES } from '../../../../../contract/messages';
import { authApi } from '../api';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useSubmit } from './useSubmit';

export function SignupForm() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signedIn = useSignedIn();

  const { pending, error, fieldErrors, onSubmit } = useSubmit(MESSAGES.createAccountFailed, async () => {
    if (password !== confirm) return MESSAGES.passwordsMismatchSignup;
    const account = await authApi.signup({ username, email, password });
    signedIn(account);
    setSentTo(account.email);
  });

  if (sentTo) {
    return (
      <div role="status">
        <h1>Verify your email</h1>
        <p>
          Your account is ready. We sent a verification link to <strong>{sentTo}</strong>. {AUTH_MESSAGES.verifyLinkValidity}
        </p>
        <p>
          <Link className="button" to={paths.home}>
            Back to the home page
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>Create an account</h1>
      <form className="form" onSubmit={onSubmit} aria-busy={pending}>
        <FormAlert message={error} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={fieldErrors.username}
        />
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
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <Field
          label="Confirm password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fieldErrors.confirm}
        />
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Creating your account...' : 'Create account'}
        </button>
      </form>
      <p className="auth-links">
        Already have an account? <Link to={paths.login()}>Log in</Link>
      </p>
    </>
  );
}
