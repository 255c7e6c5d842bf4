import { Navigate, Outlet, useLocation } from 'react-router';
import { ForbiddenPage } from '../../features/forbidden/ForbiddenPage';
import { useSession } from '../../hooks/useSession';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { decideRoute } from './routeGuard';

/**
 * One pathless layout route above every screen: applies the guard's decision and keeps the
 * frame (left panel, icon bar) mounted while the user moves between screens.
 */
export function GateLayout() {
  const { company, user } = useSession();
  const location = useLocation();
  const decision = decideRoute({ pathname: location.pathname, user, company });

  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={decision.to} replace state={decision.to === '/login' ? { from } : undefined} />;
  }
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
