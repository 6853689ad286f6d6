/**
 * The signed-in account menu: the username opens a menu with Account and Logout (the menu
 * primitive, shared/components/use-menu.ts). Keyboard: Enter, Space or ArrowDown open it on the first
 * item, arrows/Home/End move, Escape closes and returns focus, Tab or an outside click closes.
 * Its code loads only for a signed-in visitor (account-menu.tsx).
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { useMenu } from '#client/shared/components/use-menu.ts';
import { useSession } from './context';

// The logout overlay's code (a modal dialog) stays out of every page's first load: it is fetched
// when the menu opens, before Logout can be chosen.
const loadLogoutOverlay = () => import('./logout-overlay');
const LogoutOverlay = lazy(() => loadLogoutOverlay().then((m) => ({ default: m.LogoutOverlay })));

export function UserMenu({ username }: { username: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menu = useMenu<HTMLDivElement, HTMLUListElement>({
    open,
    setOpen,
    itemSelector: '[role="menuitem"]',
    openKeys: ['Enter', ' '],
    closeOnTab: true,
  });
  const close = menu.close;

  // Not data: the overlay's code, fetched ahead of the click that needs it.
  useEffect(() => {
    if (open) void loadLogoutOverlay();
  }, [open]);

  const onLogout = async () => {
    close();
    setLoggingOut(true);
    // A failed logout is only logged (by logout()), with no error message; the overlay closes so
    // the person, still signed in, can carry on or try again.
    const done = await logout();
    // At once: while the overlay (a modal dialog) is open, the page behind it cannot take focus.
    flushSync(() => setLoggingOut(false));
    if (done) navigate(paths.home);
    else menu.triggerProps.ref.current?.focus();
  };

  return (
    <div className="account-menu" {...menu.rootProps}>
      <button type="button" className="account-menu__button" aria-haspopup="menu" {...menu.triggerProps}>
        {username}
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <ul role="menu" aria-label={username} className="account-menu__list" {...menu.listProps}>
        <li role="none">
          <Link role="menuitem" to={paths.accountHome} className="account-menu__item" onClick={close}>
            <Trans>Account</Trans>
          </Link>
        </li>
        <li role="none">
          <button type="button" role="menuitem" className="account-menu__item" onClick={() => void onLogout()}>
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
      {loggingOut && (
        <Suspense fallback={null}>
          <LogoutOverlay />
        </Suspense>
      )}
    </div>
  );
}
