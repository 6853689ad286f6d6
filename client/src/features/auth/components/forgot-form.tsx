import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#client/shared/core/paths.ts';
import { AccountForm, useAccountForm } from './account-form';
import { Field } from './field';

export function ForgotForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const sentTo = result?.ok && result.intent === 'forgot' ? result.sentTo : null;
  const { t } = useLingui();

  if (sentTo !== null) {
    return (
      <div role="status">
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p>
          <Trans>
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password.
          </Trans>
        </p>
        <p>
          <Link to={paths.login()}>
            <Trans>Back to login</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="muted">
        <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
      </p>
      <AccountForm intent="forgot" pending={pending} error={error}>
        <Field label={t`Email`} type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? t`Sending...` : t`Send reset link`}
        </button>
      </AccountForm>
      <p className="auth-links">
        <Link to={paths.login()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </>
  );
}
