import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * Guards the signed-in routes (spec §2 "Signed-in routes", §4): without a session it sends the
 * visitor to `/login?redirect=<this page>`, which comes back here after signing in. It also reacts
 * when the session ends on the page (sign-out, or a refused token refresh).
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
