import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../app/paths';
import { RouteFallback } from '../components/WaitScreen';
import { useSession } from './context';

/** A layout route: signed-out visitors go to login, which brings them back here afterwards. */
export function RequireAuth() {
  const { status, account } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RouteFallback />;
  if (!account) return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  return <Outlet />;
}
