import { useEffect } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localMessage } from '#client/shared/i18n/index.ts';
import { paths } from '#client/shared/core/paths.ts';
import { useSignedIn } from '#client/shared/session/index.tsx';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { AccountForm, useAccountForm } from './account-form';
import { Field } from './field';

export function SignupForm() {
  const { pending, locked, result, error, fieldErrors } = useAccountForm();
  const account = result?.ok && result.intent === 'signup' ? result.account : undefined;
  const signedIn = useSignedIn();
  const { t } = useLingui();
  // The session learns of the new account from the signup answer itself, without another request.
  useEffect(() => {
    if (account) signedIn(account);
  }, [account, signedIn]);

  if (account) {
    const { email } = account;
    return (
      <div role="status">
        <h1>
          <Trans>Verify your email</Trans>
        </h1>
        <p>
          <Trans>
            Your account is ready. We sent a verification link to <strong>{email}</strong>.
          </Trans>{' '}
          {localMessage(AUTH_MESSAGES.verifyLinkValidity)}
        </p>
        <p>
          <Link className="button" to={paths.home}>
            <Trans>Back to the home page</Trans>
          </Link>
        </p>
      </div>
    );
  }

  return (
    <>
      <h1>
        <Trans>Create an account</Trans>
      </h1>
      <AccountForm intent="signup" pending={pending} error={error}>
        <Field label={t`Username`} name="username" autoComplete="username" error={fieldErrors.username} />
        <Field label={t`Email`} type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <Field label={t`Password`} type="password" name="password" autoComplete="new-password" error={fieldErrors.password} />
        <Field label={t`Confirm password`} type="password" name="confirm" autoComplete="new-password" error={fieldErrors.confirm} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? t`Creating your account...` : t`Create account`}
        </button>
      </AccountForm>
      <p className="auth-links">
        <Trans>
          Already have an account? <Link to={paths.login()}>Log in</Link>
        </Trans>
      </p>
    </>
  );
}
