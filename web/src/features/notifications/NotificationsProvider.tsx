import { canSeeChatIcon } from '@colmena/shared/policy';
import { mayAssignTasks } from '@colmena/shared/tasks';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useMyThreads } from '../messages/useMyThreads';
import { type MyTasks, useMyTasks } from '../tasks/tasksContext';
import { useAssignedTasks, useCompletions } from '../tasks/useAssignedTasks';
import {
  currentNotifications,
  dismiss as dismissItem,
  emptyMemory,
  type NotificationItem,
  type NotificationMemory,
  nextRemoval,
  remember,
  visibleNotifications,
} from './notificationItems';
import { type Notifications, NotificationsContext } from './notificationsContext';

export { type Notifications, useNotifications } from './notificationsContext';

/**
 * The signed-in user's notifications (spec §2 left panel, §4): new chat messages from a live
 * subscription of my threads (spec §7 messages: participants contain my uid) and the tasks the
 * tasks machine announced as newly landed, and for staff the tasks they gave that their
 * recipient completed while the page was open; one item per thread or task, a dismissed one back
 * only when its parent has something new, task items gone after their time.
 * Needs the shell's TasksProvider above it.
 */
export function NotificationsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const value = useNotificationsOf(enabled, useMyTasks());
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** The notifications of the signed-in user, from their threads and the tasks given. */
export function useNotificationsOf(enabled: boolean, tasks: MyTasks | null): Notifications {
  const { user, company } = useSession();
  const uid = user?.uid ?? '';
  const chat = enabled && user !== null && canSeeChatIcon(company, user.lvl);
  // The same query as the chat badge and screens (spec §7 messages: participants contain my uid).
  const threads = useMyThreads(chat ? uid : null);
  const assigns = enabled && user !== null && mayAssignTasks({ lvl: user.lvl, rol: user.contact?.Rol });
  const given = useAssignedTasks(assigns ? uid : null);
  const completions = useCompletions(given);
  const [memory, setMemory] = useState<NotificationMemory>(emptyMemory);
  const [now, setNow] = useState(() => Date.now());

  const items = useMemo(
    () =>
      enabled
        ? currentNotifications(chat ? threads.docs : [], tasks?.tasks ?? [], tasks?.fresh ?? [], uid, {
            tasks: given.docs,
            completions,
          })
        : [],
    [enabled, chat, threads.docs, tasks, uid, given.docs, completions],
  );

  useEffect(() => {
    const at = Date.now();
    setNow(at);
    setMemory((current) => remember(current, items, at));
  }, [items]);

  // Look again when the next item's time is up (auto-remove).
  useEffect(() => {
    const next = nextRemoval(items, memory, now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [items, memory, now]);

  const dismiss = useCallback((item: NotificationItem) => setMemory((m) => dismissItem(m, item)), []);
  const taskOf = useCallback(
    (item: NotificationItem) => {
      const held = item.kind === 'taskDone' ? given.docs : item.kind === 'task' ? (tasks?.tasks ?? []) : [];
      return held.find((task) => task.FireId === item.targetId) ?? null;
    },
    [tasks, given.docs],
  );
  return useMemo(
    () => ({ items: visibleNotifications(items, memory, now), dismiss, taskOf }),
    [items, memory, now, dismiss, taskOf],
  );
}
