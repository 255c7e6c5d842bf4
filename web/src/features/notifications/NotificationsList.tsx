import type { StoredDoc } from '@colmena/shared';
import { formatAgo } from '@colmena/shared/format';
import { taskProjectRoute } from '@colmena/shared/tasks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { TaskDialog } from '../tasks/TaskDialog';
import type { NotificationItem } from './notificationItems';
import { useNotifications } from './notificationsContext';
import './notifications.css';

/**
 * The notifications of the left panel (and of the phone's widgets page): each opens its thread
 * (`/messages/{id}`), its task (a dialog) or, for a task I gave that was completed, its project;
 * each can be dismissed. `empty` is what shows when
 * there are none (nothing when absent).
 */
export function NotificationsList({ empty }: { empty?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { items, dismiss, taskOf } = useNotifications();
  const { company } = useSession();
  const [openTask, setOpenTask] = useState<StoredDoc | null>(null);

  const open = (item: NotificationItem) => {
    if (item.kind === 'message') {
      navigate(`/messages/${encodeURIComponent(item.targetId)}`);
      return;
    }
    if (item.kind === 'taskDone') {
      const task = taskOf(item);
      const route = task ? taskProjectRoute(task, company.collections[0]?.key) : null;
      dismiss(item);
      if (route) navigate(route);
      return;
    }
    setOpenTask(taskOf(item));
    dismiss(item);
  };

  return (
    <>
      {items.length === 0 && empty && <p className="left-panel__empty">{empty}</p>}
      <ul className="notifications" data-testid="notifications" hidden={items.length === 0}>
        {items.map((item) => (
          <li key={item.parentId} className="notification" data-kind={item.kind}>
            <button type="button" className="notification__open" onClick={() => open(item)}>
              <span className="notification__icon" aria-hidden="true">
                <Icon name={item.kind === 'message' ? 'chat' : 'task'} size={18} />
              </span>
              <span className="notification__body">
                <span className="notification__title">
                  {item.kind === 'task'
                    ? t('notifications.task')
                    : item.kind === 'taskDone'
                      ? t('notifications.taskDone')
                      : item.sender
                        ? t('notifications.messageFrom', { name: item.sender })
                        : t('notifications.message')}
                </span>
                <span className="notification__text">{item.text}</span>
                {item.at > 0 && <span className="notification__time">{formatAgo(Date.now() - item.at)}</span>}
              </span>
            </button>
            <button
              type="button"
              className="notification__dismiss"
              aria-label={t('notifications.dismiss')}
              title={t('notifications.dismiss')}
              onClick={() => dismiss(item)}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {/* Outside the list: opening a task dismisses its item, the dialog stays. */}
      <TaskDialog task={openTask} onClose={() => setOpenTask(null)} />
    </>
  );
}
