import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { findRoute } from '../routes/routeTable';
import { LanguageSwitch } from './LanguageSwitch';
import { TopBar } from './TopBar';

/** Frame of the open routes: brand, language switch and the way in (or back to the app). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  const { pathname } = useLocation();
  const routeId = findRoute(pathname)?.id;
  // These two pages carry their own way in.
  const ownSignIn = routeId === 'login' || routeId === 'public';
  return (
    <div className="public-shell">
      <TopBar>
        <LanguageSwitch className="icon-button icon-button--small" />
        {user ? (
          <Link className="button button--text" to="/">
            {t('shell.icon.home')}
          </Link>
        ) : (
          !ownSignIn && (
            <Link className="button button--outlined" to="/login">
              {t('shell.public.signIn')}
            </Link>
          )
        )}
      </TopBar>
      <main className="public-shell__content">{children}</main>
    </div>
  );
}
