import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput, startingPath } from './routeGuard';
import { findRoute, routeTable } from './routeTable';

const publicCompany: GuardInput['company'] = { hasPublicPage: true };
const privateCompany: GuardInput['company'] = { hasPublicPage: false, startingPage: '/data/proyectos' };
const admin = { lvl: 100 };
const manager = { lvl: 50 };
const employee = { lvl: 0 };

function target(
  pathname: string,
  user: { lvl: number } | null,
  company: GuardInput['company'] = publicCompany,
) {
  const decision = decideRoute({ pathname, user, company });
  if (decision.kind === 'redirect') return decision.to;
  return decision.kind;
}

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/data', 'data'],
    ['/data/proyectos', 'collection'],
    ['/data/proyectos/p1', 'project'],
    ['/data/proyectos/p1/j1', 'journal'],
    ['/widget/proyectos/w1/none', 'widget'],
    ['/widget/proyectos/w1/none/2', 'widget'],
    ['/mobilewidgets', 'mobileWidgets'],
    ['/widgetfactory/w1/proyectos/company/none', 'widgetFactory'],
    ['/userslist', 'people'],
    ['/userslist/create/', 'createContact'],
    ['/userslist/create', 'createContact'],
    ['/userslist/edit/u1', 'editContact'],
    ['/messages/none', 'messages'],
    ['/logs/false/false', 'logs'],
    ['/profile', 'profile'],
    ['/companyconfig', 'companyConfig'],
    ['/store', 'store'],
    ['/store/creator', 'storeCreator'],
    ['/adminTools', 'adminTools'],
    ['/ColorsPage', 'colors'],
    ['/planner', 'planner'],
    ['/planner/week/3', 'planner'],
    ['/public', 'public'],
    ['/publicForm/w1/f1', 'publicForm'],
    ['/publicData/p1', 'publicData'],
    ['/publicData/', 'publicDataList'],
    ['/publicWidget/proyectos/w1/d1', 'publicWidget'],
    ['/publicWidget/proyectos/w1/d1/3', 'publicWidget'],
    ['/login', 'login'],
    ['/reset-password', 'resetPassword'],
    ['/forgot-password', 'forgotPassword'],
    ['/404', 'notFound'],
  ])('%s is the %s route', (pathname, id) => {
    expect(findRoute(pathname)?.id).toBe(id);
  });

  it.each([
    '/nope',
    '/data/a/b/c/d',
    '/widget/a/b',
    '/messages',
    '/logs/x',
    '/userslist/edit',
    '/publicForm/w1',
  ])('%s is not a route', (pathname) => {
    expect(findRoute(pathname)).toBeUndefined();
  });

  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });
});

describe('route guard', () => {
  it.each([
    ['/nope', admin, '/404'],
    ['/nope', null, '/404'],
    ['/data/a/b/c/d', employee, '/404'],
  ])('unknown path %s → /404', (pathname, user, expected) => {
    expect(target(pathname, user)).toBe(expected);
  });

  it.each([
    ['/', '/public', publicCompany],
    ['/', '/login', privateCompany],
    ['/data', 'signIn', publicCompany],
    ['/data/proyectos/p-1', 'signIn', publicCompany],
    ['/profile', 'signIn', publicCompany],
    ['/companyconfig', 'signIn', publicCompany],
    ['/messages/none', 'signIn', privateCompany],
    ['/planner/x', 'signIn', privateCompany],
    ['/ColorsPage', 'signIn', privateCompany],
  ])(
    'signed out, %s → %s (the site root as spec §2; a page asked for: sign in, then back)',
    (pathname, expected, company) => {
      expect(target(pathname, null, company)).toBe(expected);
    },
  );

  it.each([
    [undefined, '/data'],
    ['', '/data'],
    ['/', '/data'],
    ['/data/proyectos', '/data/proyectos'],
    ['widget/proyectos/w1/none', '/widget/proyectos/w1/none'],
    ['https://evil.example/', '/data'],
    ['//evil.example/', '/data'],
  ])('signed in, / with startingPage %j → %s', (startingPage, expected) => {
    expect(startingPath(startingPage)).toBe(expected);
    expect(target('/', employee, { hasPublicPage: true, startingPage })).toBe(expected);
  });

  it.each([
    '/companyconfig',
    '/store',
    '/store/creator',
    '/adminTools',
    '/logs/false/false',
    '/widgetfactory/w1/proyectos/company/none',
  ])('admin screen %s: forbidden below level 100, rendered at 100', (pathname) => {
    expect(target(pathname, manager)).toBe('forbidden');
    expect(target(pathname, employee)).toBe('forbidden');
    expect(target(pathname, admin)).toBe('render');
  });

  it.each(['/data', '/userslist', '/profile', '/mobilewidgets', '/ColorsPage', '/messages/none'])(
    'signed-in screen %s renders for any level',
    (pathname) => {
      expect(target(pathname, employee)).toBe('render');
    },
  );

  it.each([
    '/public',
    '/login',
    '/404',
    '/forgot-password',
    '/reset-password',
    '/publicData/',
    '/publicForm/w/f',
  ])('open route %s renders without a session', (pathname) => {
    expect(target(pathname, null)).toBe('render');
  });

  it.each([
    ['', '/'],
    ['?next=%2Fdata%2Fproyectos%3Fq%3Dx', '/data/proyectos?q=x'],
    ['?next=%2F%2Fevil.example', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
    ['?next=%2Flogin', '/'],
  ])('sends a signed-in user away from /login%s to %s', (search, expected) => {
    const decision = decideRoute({ pathname: '/login', search, user: employee, company: publicCompany });
    expect(decision).toEqual({ kind: 'redirect', to: expected });
  });

  it('without a public page, /public sends visitors to /login and users home', () => {
    expect(target('/public', null, privateCompany)).toBe('/login');
    expect(target('/public', employee, privateCompany)).toBe('/');
  });
});
