import { Link } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { AccountForm, useAccountForm } from './AccountForm';
import { Field } from './Field';

export function ForgotForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const sentTo = result?.ok && result.intent === 'forgot' ? result.sentTo : null;

  if (sentTo !== null) {
    return (
      <div role="status">
        <h1>Check your email</h1>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password.
        </p>
        <p>
          <Link to={paths.login()}>Back to login</Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>Forgot your password?</h1>
      <p className="muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <AccountForm intent="forgot" pending={pending} error={error}>
        <Field label="Email" type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? 'Sending...' : 'Send reset link'}
        </button>
      </AccountForm>
      <p className="auth-links">
        <Link to={paths.login()}>Back to login</Link>
      </p>
    </>
  );
}
