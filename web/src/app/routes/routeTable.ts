import type { MessageKey } from '@colmena/shared';
import { matchPath } from 'react-router';

/**
 * open: anyone. signedIn: a session. admin: a session with level 100 (spec §6: company config,
 * store, logs and the widget editor; admin tools and the store creator likewise).
 */
export type Access = 'open' | 'signedIn' | 'admin';

export type RouteId =
  | 'home'
  | 'data'
  | 'collection'
  | 'project'
  | 'journal'
  | 'projectCreate'
  | 'journalCreate'
  | 'projectData'
  | 'trash'
  | 'widget'
  | 'mobileWidgets'
  | 'widgetFactory'
  | 'people'
  | 'createContact'
  | 'editContact'
  | 'messages'
  | 'logs'
  | 'profile'
  | 'companyConfig'
  | 'store'
  | 'storeCreator'
  | 'adminTools'
  | 'adminIndexes'
  | 'automations'
  | 'colors'
  | 'planner'
  | 'public'
  | 'publicForm'
  | 'publicDataList'
  | 'publicData'
  | 'publicWidget'
  | 'login'
  | 'resetPassword'
  | 'forgotPassword'
  | 'notFound';

export interface AppRoute {
  id: RouteId;
  path: string;
  access: Access;
  /** Title of a screen that a later release fills in (shown by ComingSoon). */
  titleKey?: MessageKey;
}

/** Every route of spec §2, in one place: the router and the guard both read it. */
export const routeTable: readonly AppRoute[] = [
  { id: 'home', path: '/', access: 'signedIn' },
  { id: 'data', path: '/data', access: 'signedIn', titleKey: 'shell.route.data' },
  { id: 'collection', path: '/data/:collKey', access: 'signedIn', titleKey: 'shell.route.data' },
  // Before 'project' and 'journal': findRoute takes the first match, and "new" is not a document id.
  { id: 'projectCreate', path: '/data/:collKey/new', access: 'signedIn' },
  { id: 'journalCreate', path: '/data/:collKey/:projectid/new', access: 'signedIn' },
  { id: 'projectData', path: '/projectdata/:collKey/:projectid', access: 'signedIn' },
  // A collection's trash (issue 12); the page checks the delete level itself.
  { id: 'trash', path: '/trash/:collKey', access: 'signedIn' },
  { id: 'project', path: '/data/:collKey/:projectid', access: 'signedIn', titleKey: 'shell.route.project' },
  {
    id: 'journal',
    path: '/data/:collKey/:projectid/:journalid',
    access: 'signedIn',
    titleKey: 'shell.route.journal',
  },
  {
    id: 'widget',
    path: '/widget/:collKey/:widgetid/:documentid/:pageNumber?',
    access: 'signedIn',
    titleKey: 'shell.route.widget',
  },
  { id: 'mobileWidgets', path: '/mobilewidgets', access: 'signedIn', titleKey: 'shell.route.mobileWidgets' },
  {
    id: 'widgetFactory',
    path: '/widgetfactory/:widgetId/:collKey/:place/:documentId',
    access: 'admin',
    titleKey: 'shell.route.widgetFactory',
  },
  { id: 'people', path: '/userslist', access: 'signedIn', titleKey: 'shell.route.people' },
  {
    id: 'createContact',
    path: '/userslist/create',
    access: 'signedIn',
    titleKey: 'shell.route.createContact',
  },
  {
    id: 'editContact',
    path: '/userslist/edit/:userid',
    access: 'signedIn',
    titleKey: 'shell.route.editContact',
  },
  { id: 'messages', path: '/messages/:msjid', access: 'signedIn', titleKey: 'shell.route.messages' },
  { id: 'logs', path: '/logs/:documentid/:userid', access: 'admin', titleKey: 'shell.route.logs' },
  { id: 'profile', path: '/profile', access: 'signedIn', titleKey: 'shell.route.profile' },
  { id: 'companyConfig', path: '/companyconfig', access: 'admin', titleKey: 'shell.route.companyConfig' },
  { id: 'store', path: '/store', access: 'admin', titleKey: 'shell.route.store' },
  { id: 'storeCreator', path: '/store/creator', access: 'admin', titleKey: 'shell.route.storeCreator' },
  { id: 'adminTools', path: '/adminTools', access: 'admin', titleKey: 'shell.route.adminTools' },
  { id: 'adminIndexes', path: '/adminTools/indexes', access: 'admin' },
  { id: 'automations', path: '/adminTools/automations', access: 'admin' },
  { id: 'colors', path: '/ColorsPage', access: 'signedIn' },
  { id: 'planner', path: '/planner/*', access: 'signedIn', titleKey: 'shell.route.planner' },
  { id: 'public', path: '/public', access: 'open' },
  {
    id: 'publicForm',
    path: '/publicForm/:widgetid/:formid',
    access: 'open',
    titleKey: 'shell.route.publicForm',
  },
  { id: 'publicDataList', path: '/publicData', access: 'open', titleKey: 'shell.route.publicData' },
  { id: 'publicData', path: '/publicData/:projectid', access: 'open', titleKey: 'shell.route.publicData' },
  {
    id: 'publicWidget',
    path: '/publicWidget/:collKey/:widgetid/:documentid/:pageNumber?',
    access: 'open',
    titleKey: 'shell.route.publicWidget',
  },
  { id: 'login', path: '/login', access: 'open' },
  { id: 'resetPassword', path: '/reset-password', access: 'open', titleKey: 'auth.reset.title' },
  { id: 'forgotPassword', path: '/forgot-password', access: 'open', titleKey: 'auth.forgot.title' },
  { id: 'notFound', path: '/404', access: 'open' },
];

/** The route a path belongs to, matched like react-router does (case-insensitive, trailing slash ok). */
export function findRoute(pathname: string): AppRoute | undefined {
  return routeTable.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
