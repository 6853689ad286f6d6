/**
 * The client's view of the session. Interface other features rely on:
 *  - <SessionProvider>: loads GET /api/session once and shares it.
 *  - useSession(): { status: 'loading' | 'ready', account, retryLink, refresh(), logout() }
 *  - <RequireAuth />: a layout route; signed-out visitors go to login with a return target.
 *  - <AccountMenu />: the header slot (Login link, or the username with Account and Logout).
 *  - <FooterAccountLink />: 'Account login' / 'My account', re-checked every 10 seconds.
 */
export { SessionProvider, useSession, useSignedIn, type SessionState } from './context';
export { RequireAuth, drawnWhileSessionLoads } from './require-auth';
export { AccountMenu } from './account-menu';
export { FooterAccountLink } from './footer-account-link';
