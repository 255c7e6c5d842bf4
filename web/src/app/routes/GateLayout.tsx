import { Navigate, Outlet, useLocation } from 'react-router';
import { signInPath } from '../../features/auth/returnPath';
import { ForbiddenPage } from '../../features/forbidden/ForbiddenPage';
import { useSession } from '../../hooks/useSession';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { isOwnSignOut } from '../session/signOutIntent';
import { decideRoute, signedOutHome } from './routeGuard';

/**
 * One pathless layout route above every screen: applies the guard's decision and keeps the
 * frame (left panel, icon bar) mounted while the user moves between screens.
 */
export function GateLayout() {
  const { company, user, sessionEnded } = useSession();
  const location = useLocation();
  const decision = decideRoute({ pathname: location.pathname, search: location.search, user, company });

  if (decision.kind === 'signIn') {
    // Signing out here goes to "/" (spec §2), not to a sign-in page asking to come back.
    if (isOwnSignOut()) return <Navigate to={signedOutHome(company)} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInPath(from, sessionEnded ? 'ended' : 'required')} replace />;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'forbidden') {
    return (
      <AppLayout>
        <ForbiddenPage />
      </AppLayout>
    );
  }
  const signedInFrame = decision.route.access !== 'open' && user !== null;
  return signedInFrame ? (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ) : (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
