/**
 * The header's account slot: 'Login' when signed out; when signed in, the username's menu
 * (user-menu.tsx). A signed-out visitor, every visitor of a prerendered page before the session
 * check answers, never needs the menu's code: it loads once the session says signed in, while
 * the slot keeps its place.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { useSession } from './context';
import './session.css';

const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The slot's place while the first check runs (no 'Login' flashed at signed-in visitors) or the menu's code loads. */
const pending = <span className="account-menu account-menu--pending" aria-hidden="true" />;

export function AccountMenu() {
  const { status, account } = useSession();
  if (account)
    return (
      <Suspense fallback={pending}>
        <UserMenu username={account.username} />
      </Suspense>
    );
  if (status === 'loading') return pending;
  return (
    <Link to={paths.login()} className="account-menu__login">
      <Trans>Login</Trans>
    </Link>
  );
}
