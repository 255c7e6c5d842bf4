import type { ReactNode } from 'react';
import { ForcedResetGate } from '../../features/auth/ForcedResetGate';
import { NotificationsProvider, useNotifications } from '../../features/notifications/NotificationsProvider';
import { TasksProvider } from '../../features/tasks/TasksProvider';
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
  if (!user || mustReset) return shell;
  return (
    <TasksProvider key={user.uid} uid={user.uid}>
      <NotificationsProvider enabled>{shell}</NotificationsProvider>
    </TasksProvider>
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
