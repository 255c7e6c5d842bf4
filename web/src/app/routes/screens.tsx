import type { ReactNode } from 'react';
import { LoginPage } from '../../features/auth/LoginPage';
import { ColorsPage } from '../../features/colors/ColorsPage';
import { ComingSoon } from '../../features/comingSoon/ComingSoon';
import { NotFoundPage } from '../../features/notFound/NotFoundPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { PublicPage } from '../../features/public/PublicPage';
import { BackToLogin } from './BackToLogin';
import type { AppRoute, RouteId } from './routeTable';

/** Screens built in this release; every other route shows ComingSoon with its title. */
const built: Partial<Record<RouteId, () => ReactNode>> = {
  colors: () => <ColorsPage />,
  profile: () => <ProfilePage />,
  public: () => <PublicPage />,
  login: () => <LoginPage />,
  notFound: () => <NotFoundPage />,
};

/** Open screens still to come, that need a way back to sign-in. */
const withBackToLogin = new Set<RouteId>(['forgotPassword', 'resetPassword']);

export function screenFor(route: AppRoute): ReactNode {
  const screen = built[route.id];
  if (screen) return screen();
  // "/" never renders: the guard always redirects it.
  if (!route.titleKey) return null;
  return (
    <ComingSoon titleKey={route.titleKey}>{withBackToLogin.has(route.id) && <BackToLogin />}</ComingSoon>
  );
}
