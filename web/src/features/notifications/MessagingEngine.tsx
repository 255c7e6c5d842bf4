import { useEffect } from 'react';
import { useTasksMachine } from '../tasks/TasksProvider';
import type { MyTasks } from '../tasks/tasksContext';
import { useNotificationsOf } from './NotificationsProvider';
import type { Notifications } from './notificationsContext';

interface Props {
  uid: string;
  onTasks(tasks: MyTasks): void;
  onNotifications(notifications: Notifications): void;
}

/**
 * The signed-in user's tasks machine and notifications (issue 14), run once for the whole
 * shell and handed up to its contexts. Loaded after the first screen (AppLayout): the machine,
 * its live query and the notification rules are not in the route's JavaScript (issue 10: route
 * JS ≤ 250 KB gzip), and nothing on the first screen waits for them.
 */
export function MessagingEngine({ uid, onTasks, onNotifications }: Props) {
  const tasks = useTasksMachine(uid);
  const notifications = useNotificationsOf(true, tasks);
  useEffect(() => onTasks(tasks), [tasks, onTasks]);
  useEffect(() => onNotifications(notifications), [notifications, onNotifications]);
  return null;
}
