import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { authApi } from '../api';
import { AccountForm, useAccountForm } from './AccountForm';
import { Field } from './Field';

/**
 * BEHAVIOUR §7: a reset link's token is checked when its page opens (once, not after each
 * submit). A failure is only logged and the form shows at once, so the page does not wait for the
 * answer. The token is sent by the route's action (account-route.ts).
 */
export function ResetForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const { token } = useParams();

  useEffect(() => {
    if (token === undefined) return;
    const controller = new AbortController();
    authApi.checkResetToken(token, controller.signal).catch((err: unknown) => {
      if (!controller.signal.aborted) console.warn('The reset link did not check out', err);
    });
    return () => controller.abort();
  }, [token]);

  if (result?.ok && result.intent === 'reset') {
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
      <AccountForm intent="reset" pending={pending} error={error}>
        <Field label="New password" type="password" name="password" autoComplete="new-password" error={fieldErrors.password} />
        <Field label="Confirm new password" type="password" name="confirm" autoComplete="new-password" error={fieldErrors.confirm} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? 'Saving...' : 'Set new password'}
        </button>
      </AccountForm>
    </>
  );
}
