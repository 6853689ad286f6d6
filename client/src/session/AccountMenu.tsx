/**
 * The header's account slot: 'Login' when signed out; when signed in, the username opens a menu
 * with Account and Logout. Keyboard: Enter, Space or ArrowDown open it on the first item,
 * arrows/Home/End move, Escape closes and returns focus, Tab or an outside click closes.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { useDismiss } from '../components/useDismiss';
import { useSession } from './context';
import { LogoutOverlay } from './LogoutOverlay';
import './session.css';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

function focusItem(menu: HTMLElement | null, index: number | 'last') {
  const items = menuItems(menu);
  if (items.length === 0) return;
  const i = index === 'last' ? items.length - 1 : (index + items.length) % items.length;
  items[i]?.focus();
}

function UserMenu({ username }: { username: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close, button);

  const openOnFirst = () => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(menu.current, 0));
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openOnFirst();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(menu.current, 'last'));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      close();
      return;
    }
    const current = menuItems(menu.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | 'last'> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: 'last' };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(menu.current, target);
  };

  const onLogout = async () => {
    close();
    setLoggingOut(true);
    // A failed logout is only logged (by logout()), with no error message; the overlay closes so
    // the person, still signed in, can carry on or try again.
    const done = await logout();
    setLoggingOut(false);
    if (done) navigate(paths.home);
    else button.current?.focus();
  };

  return (
    <div className="account-menu" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close() : setOpen(true))}
        onKeyDown={onButtonKey}
      >
        {username}
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <ul id={id} ref={menu} role="menu" aria-label={username} className="account-menu__list" hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <Link role="menuitem" to={paths.accountHome} className="account-menu__item" onClick={close}>
            Account
          </Link>
        </li>
        <li role="none">
          <button type="button" role="menuitem" className="account-menu__item" onClick={() => void onLogout()}>
            Logout
          </button>
        </li>
      </ul>
      {loggingOut && <LogoutOverlay />}
    </div>
  );
}

export function AccountMenu() {
  const { status, account } = useSession();
  if (account) return <UserMenu username={account.username} />;
  // While the first check runs, hold the slot's place instead of flashing 'Login' at signed-in users.
  if (status === 'loading') return <span className="account-menu account-menu--pending" aria-hidden="true" />;
  return (
    <Link to={paths.login()} className="account-menu__login">
      Login
    </Link>
  );
}
