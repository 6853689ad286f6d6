import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { MESSAGES } from '../../../../../contract/messages';
import { authApi } from '../api';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useSubmit } from './useSubmit';

export function ResetForm() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);

  useEffect(() => {
    // BEHAVIOUR §7: the token is checked on load, and a failure is only logged (the form still shows).
    authApi.checkResetToken(token).catch((err: unknown) => console.warn('The reset link did not check out', err));
  }, [token]);

  const { pending, error, fieldErrors, onSubmit } = useSubmit(MESSAGES.resetFailed, async () => {
    if (password !== confirm) return MESSAGES.passwordsMismatchReset;
    await authApi.reset({ token, password });
    setDone(true);
  });

  if (done) {
    return (
      <div role="status">
        <h1>Password changed</h1>
        <p>Your new password is set. You can log in with it now.</p>
        <p>
          <Link className="button" to={paths.login()}>
            Log in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>Choose a new password</h1>
      <form className="form" onSubmit={onSubmit} aria-busy={pending}>
        <FormAlert message={error} />
        <Field
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <Field
          label="Confirm new password"
          type="password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fieldErrors.confirm}
        />
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </>
  );
}
