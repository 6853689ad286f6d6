import { localMessage } from '#client/shared/i18n/index.ts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { ACCOUNT_LINK_MESSAGES } from '#contract/account-link-messages.ts';
import { useSession } from './context';

/** BEHAVIOUR §2: the footer's account link is re-checked every 10 seconds. */
export const FOOTER_RECHECK_MS = 10_000;

export function FooterAccountLink() {
  const { account, refresh } = useSession();
  useEffect(() => {
    const timer = setInterval(() => {
      // A hidden tab has nobody to show the link to; it catches up when it becomes visible.
      if (!document.hidden) void refresh();
    }, FOOTER_RECHECK_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return account ? (
    <Link to={paths.accountHome}>{localMessage(ACCOUNT_LINK_MESSAGES.myAccount)}</Link>
  ) : (
    <Link to={paths.login()}>{localMessage(ACCOUNT_LINK_MESSAGES.accountLogin)}</Link>
  );
}
