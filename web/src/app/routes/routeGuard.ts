import type { PublicCompany, SessionUser } from '@colmena/shared';
import { levels } from '@colmena/shared/policy';
import { safeReturnPath } from '../../features/auth/returnPath';
import { type AppRoute, findRoute } from './routeTable';

export type GuardDecision =
  | { kind: 'render'; route: AppRoute }
  | { kind: 'redirect'; to: string }
  /** To the sign-in page, which says why and brings the visitor back here afterwards. */
  | { kind: 'signIn' }
  | { kind: 'forbidden'; route: AppRoute };

export interface GuardInput {
  pathname: string;
  /** The query string (`?next=` on /login), when there is one. */
  search?: string;
  user: Pick<SessionUser, 'lvl'> | null;
  company: Pick<PublicCompany, 'hasPublicPage' | 'startingPage'>;
}

/** Where a visitor without a session goes (spec §2). */
export function signedOutHome(company: GuardInput['company']): string {
  return company.hasPublicPage ? '/public' : '/login';
}

/** Spec §2: "/" goes to the company's startingPage, or /data if none. Never back to "/" itself. */
export function startingPath(startingPage: string | undefined): string {
  const page = startingPage?.trim();
  if (!page || /^[a-z][a-z0-9+.-]*:/i.test(page) || page.startsWith('//')) return '/data';
  const path = page.startsWith('/') ? page : `/${page}`;
  return path === '/' ? '/data' : path;
}

/**
 * What to do with a path, as a pure decision the router applies: unknown paths → /404;
 * without a session, "/" → /public or /login (spec §2) and any other signed-in route → the
 * sign-in page, which says so and comes back here (issue 12); admin screens below level 100 →
 * forbidden; /login with a session → where it was asked to go back to, else home.
 */
export function decideRoute({ pathname, search = '', user, company }: GuardInput): GuardDecision {
  const route = findRoute(pathname);
  if (!route) return { kind: 'redirect', to: '/404' };
  if (route.access !== 'open' && !user)
    return route.id === 'home' ? { kind: 'redirect', to: signedOutHome(company) } : { kind: 'signIn' };
  if (route.id === 'home') return { kind: 'redirect', to: startingPath(company.startingPage) };
  if (route.id === 'login' && user)
    return { kind: 'redirect', to: safeReturnPath(new URLSearchParams(search).get('next')) ?? '/' };
  if (route.id === 'public' && !company.hasPublicPage) return { kind: 'redirect', to: user ? '/' : '/login' };
  if (route.access === 'admin' && (user?.lvl ?? 0) < levels.admin) return { kind: 'forbidden', route };
  return { kind: 'render', route };
}
