import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from '#client/core/paths.ts';
import { RouteFallback } from '#client/components/WaitScreen.tsx';
import { useSession } from './context';

/** A layout route: signed-out visitors go to login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status, account } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (status === 'loading') return <RouteFallback />;
  // A navigation under way finishes first: its loader may be sending the visitor to login with
  // the page they were opening as the return target, which is the better one.
  if (!account && navigation.state === 'idle') return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}
