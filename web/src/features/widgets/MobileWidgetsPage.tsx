import { allCollectionsKey } from '@colmena/shared/schemas';
import { useT } from '../../hooks/useT';
import { NotificationsList } from '../notifications/NotificationsList';
import { useNotifications } from '../notifications/notificationsContext';
import { useLiveWidgets } from './useLiveWidgets';
import { WidgetGrid } from './WidgetGrid';

/**
 * `/mobilewidgets` (spec §2): the company widgets marked `mobile`. On a phone the server sends
 * no others (spec §6); on a desktop this page lists the same phone set, as a preview.
 */
export function MobileWidgetsPage() {
  const t = useT();
  const state = useLiveWidgets('company');
  // On a phone the notifications live here (the left panel is a computer's).
  const notifications = useNotifications().items.length;
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t('shell.route.mobileWidgets')}</h1>
      </header>
      {/* Always mounted: a task opened from its item stays open once the item is gone. */}
      <section
        className={
          notifications > 0 ? 'mobile-notifications' : 'mobile-notifications mobile-notifications--empty'
        }
        aria-label={notifications > 0 ? t('shell.panel.notifications') : undefined}
      >
        <NotificationsList />
      </section>
      <p>{t('widgets.mobile.intro')}</p>
      {state.status === 'loading' && <div className="skeleton-grid" aria-busy="true" />}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${state.code}`)}
        </p>
      )}
      {state.status === 'ready' &&
        (() => {
          const mobile = state.widgets.filter((w) => w.mobile === true);
          return mobile.length === 0 ? (
            <p className="empty-state">{t('widgets.mobile.empty')}</p>
          ) : (
            <WidgetGrid
              widgets={mobile}
              placement={{ collKey: allCollectionsKey, documentId: null, pageNumber: 1, visitor: false }}
            />
          );
        })()}
    </div>
  );
}
