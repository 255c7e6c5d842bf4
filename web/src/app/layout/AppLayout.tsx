import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ForcedResetGate } from '../../features/auth/ForcedResetGate';
import {
  type Notifications,
  NotificationsContext,
  noNotifications,
  useNotifications,
} from '../../features/notifications/notificationsContext';
import { type MyTasks, TasksContext } from '../../features/tasks/tasksContext';
import { useLiveWidgets } from '../../features/widgets/useLiveWidgets';
import { useLeftPanel } from '../../hooks/useLeftPanel';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { IconBar } from './IconBar';
import { LeftPanel } from './LeftPanel';
import { TopBar } from './TopBar';

const panelId = 'left-panel';

/**
 * Signed-in frame (spec §2 Layout): left panel on desktop, content, icon bar right or bottom.
 * The user's tasks and notifications (issue 14) live here, once for every screen.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // The server refuses everything but the reset itself while forceReset is on: the content
  // mounts (and the widgets load again) only once the new password is saved.
  const mustReset = user?.contact?.forceReset === true;
  const shell = <Shell mustReset={mustReset}>{children}</Shell>;
  if (!user) return shell;
  // The shell keeps its place in the tree when the reset is saved: mounted again, it lost what
  // was open in it (the sign-out dialog vanished when the session's reload landed late).
  return (
    <Messaging key={user.uid} uid={user.uid} engine={!mustReset}>
      {shell}
    </Messaging>
  );
}

const MessagingEngine = lazy(() =>
  import('../../features/notifications/MessagingEngine').then((m) => ({ default: m.MessagingEngine })),
);

/**
 * The user's tasks and notifications for every screen: the contexts are here from the start
 * (empty), the engine that fills them loads beside the first screen, not before it, and not
 * while a forced password reset is pending.
 */
function Messaging({ uid, engine, children }: { uid: string; engine: boolean; children: ReactNode }) {
  const [tasks, setTasks] = useState<MyTasks | null>(null);
  const [notifications, setNotifications] = useState<Notifications>(noNotifications);
  return (
    <TasksContext.Provider value={tasks}>
      <NotificationsContext.Provider value={notifications}>
        {children}
        {engine && (
          <Suspense fallback={null}>
            <MessagingEngine uid={uid} onTasks={setTasks} onNotifications={setNotifications} />
          </Suspense>
        )}
      </NotificationsContext.Provider>
    </TasksContext.Provider>
  );
}

function Shell({ mustReset, children }: { mustReset: boolean; children: ReactNode }) {
  const { user } = useSession();
  const small = useSmallScreen();
  // Live (spec §7): a widget saved in the editor appears in the panel without a reload.
  const widgets = useLiveWidgets('company', user !== null && !mustReset);
  const notifications = useNotifications().items.length;
  const hasContent = notifications > 0 || (widgets.status === 'ready' && widgets.widgets.length > 0);
  const panel = useLeftPanel(hasContent && !small);

  return (
    <div className={small ? 'app-shell app-shell--small' : 'app-shell'}>
      {!small && <LeftPanel id={panelId} open={panel.open} widgets={widgets} />}
      <div className="app-shell__main">
        <TopBar />
        <main className="app-shell__content">{mustReset ? null : children}</main>
      </div>
      <IconBar small={small} panelOpen={panel.open} panelId={panelId} onTogglePanel={panel.toggle} />
      <ForcedResetGate />
    </div>
  );
}
