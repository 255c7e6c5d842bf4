import { lazy, type ReactNode, Suspense } from 'react';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { LoginPage } from '../../features/auth/LoginPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { ColorsPage } from '../../features/colors/ColorsPage';
import { ComingSoon } from '../../features/comingSoon/ComingSoon';
import { CreateJournalPage } from '../../features/data/CreateJournalPage';
import { CreateProjectPage } from '../../features/data/CreateProjectPage';
import { DataListPage } from '../../features/data/DataListPage';
import { JournalPage } from '../../features/data/JournalPage';
import { ProjectDataPage } from '../../features/data/ProjectDataPage';
import { ProjectPage } from '../../features/data/ProjectPage';
import { TrashPage } from '../../features/data/TrashPage';
import { NotFoundPage } from '../../features/notFound/NotFoundPage';
import { CreateContactPage } from '../../features/people/CreateContactPage';
import { EditContactPage } from '../../features/people/EditContactPage';
import { PeoplePage } from '../../features/people/PeoplePage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { PublicPage } from '../../features/public/PublicPage';
import { PublicDataListPage } from '../../features/publicData/PublicDataListPage';
import { PublicDataPage } from '../../features/publicData/PublicDataPage';
import { MobileWidgetsPage } from '../../features/widgets/MobileWidgetsPage';
import { WidgetPage } from '../../features/widgets/WidgetPage';
import type { AppRoute, RouteId } from './routeTable';

// The widget editor is for level 100 on a computer: its code loads only when it is opened.
const WidgetFactoryPage = lazy(() =>
  import('../../features/widgetFactory/WidgetFactoryPage').then((module) => ({
    default: module.WidgetFactoryPage,
  })),
);

// The store and its creator bring the pack schemas (and, once opened, the bundled packs) with them.
const StorePage = lazy(() =>
  import('../../features/packs/StorePage').then((module) => ({ default: module.StorePage })),
);
const StoreCreatorPage = lazy(() =>
  import('../../features/packs/StoreCreatorPage').then((module) => ({ default: module.StoreCreatorPage })),
);
const loadingPage = <div className="page" aria-busy="true" />;
// A public form brings the field kit and react-hook-form: loaded when one is opened.
const PublicFormPage = lazy(() =>
  import('../../features/publicForm/PublicFormPage').then((module) => ({ default: module.PublicFormPage })),
);
// Chat and the task inbox (issue 14): their code loads when /messages is opened.
const MessagesPage = lazy(() =>
  import('../../features/messages/MessagesPage').then((module) => ({ default: module.MessagesPage })),
);
// Level 100's own screens: their code loads when one is opened, not with every page.
const CompanyConfigPage = lazy(() =>
  import('../../features/companyConfig/CompanyConfigPage').then((module) => ({
    default: module.CompanyConfigPage,
  })),
);
const LogsPage = lazy(() =>
  import('../../features/logs/LogsPage').then((module) => ({ default: module.LogsPage })),
);
const IndexesPage = lazy(() =>
  import('../../features/indexes/IndexesPage').then((module) => ({ default: module.IndexesPage })),
);
const AutomationsPage = lazy(() =>
  import('../../features/automations/AutomationsPage').then((module) => ({
    default: module.AutomationsPage,
  })),
);
const AdminToolsPage = lazy(() =>
  import('../../features/indexes/AdminToolsPage').then((module) => ({ default: module.AdminToolsPage })),
);

/** Screens built in this release; every other route shows ComingSoon with its title. */
const built: Partial<Record<RouteId, () => ReactNode>> = {
  data: () => <DataListPage />,
  collection: () => <DataListPage />,
  project: () => <ProjectPage />,
  journal: () => <JournalPage />,
  projectCreate: () => <CreateProjectPage />,
  journalCreate: () => <CreateJournalPage />,
  projectData: () => <ProjectDataPage />,
  trash: () => <TrashPage />,
  adminTools: () => (
    <Suspense fallback={loadingPage}>
      <AdminToolsPage />
    </Suspense>
  ),
  companyConfig: () => (
    <Suspense fallback={loadingPage}>
      <CompanyConfigPage />
    </Suspense>
  ),
  automations: () => (
    <Suspense fallback={loadingPage}>
      <AutomationsPage />
    </Suspense>
  ),
  adminIndexes: () => (
    <Suspense fallback={loadingPage}>
      <IndexesPage />
    </Suspense>
  ),
  publicDataList: () => <PublicDataListPage />,
  publicData: () => <PublicDataPage />,
  colors: () => <ColorsPage />,
  profile: () => <ProfilePage />,
  public: () => <PublicPage />,
  publicForm: () => (
    <Suspense fallback={loadingPage}>
      <PublicFormPage />
    </Suspense>
  ),
  login: () => <LoginPage />,
  logs: () => (
    <Suspense fallback={loadingPage}>
      <LogsPage />
    </Suspense>
  ),
  notFound: () => <NotFoundPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  resetPassword: () => <ResetPasswordPage />,
  people: () => <PeoplePage />,
  messages: () => (
    <Suspense fallback={loadingPage}>
      <MessagesPage />
    </Suspense>
  ),
  createContact: () => <CreateContactPage />,
  editContact: () => <EditContactPage />,
  widget: () => <WidgetPage publicOnly={false} />,
  publicWidget: () => <WidgetPage publicOnly />,
  mobileWidgets: () => <MobileWidgetsPage />,
  store: () => (
    <Suspense fallback={loadingPage}>
      <StorePage />
    </Suspense>
  ),
  storeCreator: () => (
    <Suspense fallback={loadingPage}>
      <StoreCreatorPage />
    </Suspense>
  ),
  widgetFactory: () => (
    <Suspense fallback={<div className="page" aria-busy="true" />}>
      <WidgetFactoryPage />
    </Suspense>
  ),
};

export function screenFor(route: AppRoute): ReactNode {
  const screen = built[route.id];
  if (screen) return screen();
  // "/" never renders: the guard always redirects it.
  if (!route.titleKey) return null;
  return <ComingSoon titleKey={route.titleKey} />;
}
