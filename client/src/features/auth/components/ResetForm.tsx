import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { AccountForm, useAccountForm } from './AccountForm';
import { Field } from './Field';

/** The reset link's token is checked by the route's loader (account-route.ts) and sent by its action. */
export function ResetForm() {
  const { pending, result, error, fieldErrors } = useAccountForm();

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
        <button className="button" type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Set new password'}
        </button>
      </AccountForm>
    </>
  );
}
