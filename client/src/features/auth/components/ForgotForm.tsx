import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { MESSAGES } from '../../../../../contract/messages';
import { authApi } from '../api';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useSubmit } from './useSubmit';

export function ForgotForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { pending, error, fieldErrors, onSubmit } = useSubmit(MESSAGES.forgotFailed, async () => {
    await authApi.forgot({ email });
    setSentTo(email);
  });

  if (sentTo) {
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
      <form className="form" onSubmit={onSubmit} aria-busy={pending}>
        <FormAlert message={error} />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-links">
        <Link to={paths.login()}>Back to login</Link>
      </p>
    </>
  );
}
