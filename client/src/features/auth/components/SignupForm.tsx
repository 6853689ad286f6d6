import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { useSignedIn } from '#client/session/index.tsx';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { AccountForm, useAccountForm } from './AccountForm';
import { Field } from './Field';

export function SignupForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const account = result?.ok && result.intent === 'signup' ? result.account : undefined;
  const signedIn = useSignedIn();
  // The session learns of the new account from the signup answer itself, without another request.
  useEffect(() => {
    if (account) signedIn(account);
  }, [account, signedIn]);

  if (account) {
    return (
      <div role="status">
        <h1>Verify your email</h1>
        <p>
          Your account is ready. We sent a verification link to <strong>{account.email}</strong>. {AUTH_MESSAGES.verifyLinkValidity}
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
      <AccountForm intent="signup" pending={pending} error={error}>
        <Field label="Username" name="username" autoComplete="username" error={fieldErrors.username} />
        <Field label="Email" type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <Field label="Password" type="password" name="password" autoComplete="new-password" error={fieldErrors.password} />
        <Field label="Confirm password" type="password" name="confirm" autoComplete="new-password" error={fieldErrors.confirm} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? 'Creating your account...' : 'Create account'}
        </button>
      </AccountForm>
      <p className="auth-links">
        Already have an account? <Link to={paths.login()}>Log in</Link>
      </p>
    </>
  );
}
