import { useT } from '../../hooks/useT';
import { useNotifications } from './notificationsContext';

/** The id of the count's text, for the button that carries the badge (its aria-describedby). */
export const notificationsCountId = 'notifications-count';

/** The phone's count on the home / mobile widgets button (spec §2 Layout, issue 14). */
export function NotificationsBadge() {
  const t = useT();
  const { items } = useNotifications();
  if (items.length === 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true" data-testid="notifications-badge">
        {items.length > 99 ? '99+' : items.length}
      </span>
      <span id={notificationsCountId} className="visually-hidden">
        {t('notifications.count', { count: items.length })}
      </span>
    </>
  );
}
