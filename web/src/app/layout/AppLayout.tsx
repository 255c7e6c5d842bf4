import type { ReactNode } from 'react';
import { ForcedResetGate } from '../../features/auth/ForcedResetGate';
import { useLiveWidgets } from '../../features/widgets/useLiveWidgets';
import { useLeftPanel } from '../../hooks/useLeftPanel';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { IconBar } from './IconBar';
import { LeftPanel } from './LeftPanel';
import { TopBar } from './TopBar';

const panelId = 'left-panel';

/** Signed-in frame (spec §2 Layout): left panel on desktop, content, icon bar right or bottom. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const small = useSmallScreen();
  // The server refuses everything but the reset itself while forceReset is on: the content
  // mounts (and the widgets load again) only once the new password is saved.
  const mustReset = user?.contact?.forceReset === true;
  // Live (spec §7): a widget saved in the editor appears in the panel without a reload.
  const widgets = useLiveWidgets('company', user !== null && !mustReset);
  // Notifications arrive with the task inbox; until then only widgets can open the panel.
  const notifications = 0;
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
