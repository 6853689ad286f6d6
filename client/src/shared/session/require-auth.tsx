import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { RouteFallback } from '#client/shared/components/route-fallback.tsx';
import { useSession } from './context';

/**
 * A signed-in page's `handle` that lets it draw while the session check runs: its public part
 * (the purchase page's film header and price, which the server renders into the HTML) shows at
 * once, and the page keeps its per-visitor part waiting until the session is known. A signed-out
 * visitor still goes to login once the check answers.
 */
export const drawnWhileSessionLoads = { drawnWhileSessionLoads: true } as const;

function isDrawnWhileSessionLoads(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { drawnWhileSessionLoads?: unknown }).drawnWhileSessionLoads === true;
}

/** A layout route: signed-out visitors go to login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status, account } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  if (status === 'loading') return isDrawnWhileSessionLoads(matches.at(-1)?.handle) ? <Outlet /> : <RouteFallback />;
  // A navigation under way finishes first: its loader may be sending the visitor to login with
  // the page they were opening as the return target, which is the better one.
  if (!account && navigation.state === 'idle') return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}
