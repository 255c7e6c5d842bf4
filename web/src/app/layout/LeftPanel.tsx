import { allCollectionsKey } from '@colmena/shared/schemas';
import { lazy, Suspense } from 'react';
import type { LiveWidgets } from '../../features/widgets/useLiveWidgets';
import { WidgetCard } from '../../features/widgets/WidgetCard';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';

/** The list (with its task dialog) loads after the first screen; the panel opens later anyway. */
const NotificationsList = lazy(() =>
  import('../../features/notifications/NotificationsList').then((m) => ({ default: m.NotificationsList })),
);

interface Props {
  id: string;
  open: boolean;
  widgets: LiveWidgets;
}

const panelPlacement = { collKey: allCollectionsKey, documentId: null, pageNumber: 1, visitor: false };

/** Spec §2: notifications (new chat messages, newly landed tasks) and company widgets. */
export function LeftPanel({ id, open, widgets }: Props) {
  const t = useT();
  return (
    <aside id={id} className="left-panel" aria-label={t('shell.panel.label')} hidden={!open}>
      <section className="left-panel__section">
        <h2 className="left-panel__heading">
          <Icon name="bell" size={18} />
          {t('shell.panel.notifications')}
        </h2>
        <Suspense fallback={null}>
          <NotificationsList empty={t('shell.panel.noNotifications')} />
        </Suspense>
      </section>
      {widgets.status === 'ready' && widgets.widgets.length > 0 && (
        <section className="left-panel__section">
          <h2 className="left-panel__heading">
            <Icon name="apps" size={18} />
            {t('shell.panel.widgets')}
          </h2>
          <div className="left-panel__widgets">
            {widgets.widgets.map((widget) => (
              <WidgetCard key={widget.FireId} widget={widget} placement={panelPlacement} compact />
            ))}
          </div>
        </section>
      )}
      {widgets.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${widgets.code}`)}
        </p>
      )}
    </aside>
  );
}
