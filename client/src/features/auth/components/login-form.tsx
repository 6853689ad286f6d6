import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '#client/shared/core/paths.ts';
import { AUTH_MESSAGES } from '#contract/messages.ts';
import { AccountForm, useAccountForm, useTakenOver } from './account-form';
import { Field } from './field';

/** The error code the server's token-login redirect adds when a link fails (never free text). */
const LINK_ERRORS: Record<string, string> = { 'token-login': AUTH_MESSAGES.tokenLoginFailed };

/** Submits to the auth page's action, which leaves through /go after a login (BEHAVIOUR §4). */
export function LoginForm() {
  const [params] = useSearchParams();
  // The prerendered screen is the same for every address: a failed link's message (from the
  // query) shows from the render after the takeover, where it cannot differ from the HTML.
  const linkError = useTakenOver() ? (LINK_ERRORS[params.get('error') ?? ''] ?? null) : null;
  const { pending, locked, error, fieldErrors } = useAccountForm();
  const { t } = useLingui();

  return (
    <>
      <h1>
        <Trans>Log in</Trans>
      </h1>
      <AccountForm intent="login" pending={pending} error={error ?? linkError}>
        <Field label={t`Email`} type="email" name="email" autoComplete="email" error={fieldErrors.email} />
        <Field label={t`Password`} type="password" name="password" autoComplete="current-password" error={fieldErrors.password} />
        <button className="button" type="submit" disabled={pending || locked}>
          {pending ? t`Logging in...` : t`Log in`}
        </button>
      </AccountForm>
      <p className="auth-links">
        <Link to={paths.forgot}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.signup}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </>
  );
}
