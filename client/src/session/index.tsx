/**
 * The client's view of the session (the sessions issue fills this in).
 * Interface other features rely on:
 *  - <SessionProvider>: loads GET /api/session once and shares it.
 *  - useSession(): { status: 'loading' | 'ready', account, retryLink, refresh(), logout() }
 *  - <RequireAuth />: a layout route; signed-out visitors go to login with a return target.
 *  - <AccountMenu />: the header slot (Login link, or the username with Account and Logout).
 *  - <FooterAccountLink />: 'Account login' / 'My account'.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { PublicAccount } from '../../../contract/entities';
import { paths } from '../app/paths';

export interface SessionState {
  status: 'loading' | 'ready';
  account: PublicAccount | null;
  retryLink: string;
  refresh: () => Promise<PublicAccount | null>;
  logout: () => Promise<boolean>;
}

const placeholder: SessionState = {
  status: 'ready',
  account: null,
  retryLink: '/',
  refresh: async () => null,
  logout: async () => false,
};

const SessionContext = createContext<SessionState>(placeholder);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={placeholder}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

export function RequireAuth() {
  return <Outlet />;
}

export function AccountMenu() {
  return <Link to={paths.login()}>Login</Link>;
}

export function FooterAccountLink() {
  return <Link to={paths.login()}>Account login</Link>;
}
