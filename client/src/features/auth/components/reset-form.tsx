import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#client/shared/core/paths.ts';
import { authApi } from '../api';
import { AccountForm, useAccountForm } from './account-form';
import { Field } from './field';

/**
 * BEHAVIOUR §7: a reset link's token is checked when its page opens (once, not after each
 * submit). A failure is only logged and the form shows at once, so the page does not wait for the
 * answer. The token is sent by the route's action (account-route.ts).
 */
export function ResetForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const { token } = useParams();
  const { t } = useLingui();

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
        <h1>
          <Trans>Password changed</Trans>
        </h1>
        <p>
          <Trans>Your new password is set. You can log in with it now.</Trans>
        </p>
        <p>
          <Link className="button" to={paths.login()}>
            <Trans>Log in</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>
        <Trans>Choose a new password</Trans>
      </h1>
      <AccountForm intent="reset" pending={pending} error={error}>
        <Field label={t`New password`} type="password" name="password" autoComplete="new-password" error={fieldErrors.password} />
        <Field label={t`Confirm new password`} type="password" name="confirm" autoComplete="new-password" error={fieldErrors.confirm} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? t`Saving...` : t`Set new password`}
        </button>
      </AccountForm>
    </>
  );
}
