import type { StoredDoc } from '@colmena/shared';
import { canSeeChatIcon } from '@colmena/shared/policy';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../hooks/useSession';
import { useMyThreads } from '../messages/useMyThreads';
import { useMyTasks } from '../tasks/TasksProvider';
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

export interface Notifications {
  /** What the panel shows now, newest first. */
  items: readonly NotificationItem[];
  dismiss(item: NotificationItem): void;
  /** The task of a task item, as held now (null when it is gone). */
  taskOf(item: NotificationItem): StoredDoc | null;
}

const none: Notifications = { items: [], dismiss: () => {}, taskOf: () => null };
const NotificationsContext = createContext<Notifications>(none);

/**
 * The signed-in user's notifications (spec §2 left panel, §4): new chat messages from a live
 * subscription of my threads (spec §7 messages: participants contain my uid) and the tasks the
 * tasks machine announced as newly landed; one item per thread or task, a dismissed one back
 * only when its parent has something new, task items gone after their time.
 * Needs the shell's TasksProvider above it.
 */
export function NotificationsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { user, company } = useSession();
  const uid = user?.uid ?? '';
  const chat = enabled && user !== null && canSeeChatIcon(company, user.lvl);
  // The same query as the chat badge and screens (spec §7 messages: participants contain my uid).
  const threads = useMyThreads(chat ? uid : null);
  const tasks = useMyTasks();
  const [memory, setMemory] = useState<NotificationMemory>(emptyMemory);
  const [now, setNow] = useState(() => Date.now());

  const items = useMemo(
    () =>
      enabled
        ? currentNotifications(chat ? threads.docs : [], tasks?.tasks ?? [], tasks?.fresh ?? [], uid)
        : [],
    [enabled, chat, threads.docs, tasks, uid],
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
    (item: NotificationItem) =>
      item.kind === 'task' ? (tasks?.tasks.find((task) => task.FireId === item.targetId) ?? null) : null,
    [tasks],
  );
  const value = useMemo(
    () => ({ items: visibleNotifications(items, memory, now), dismiss, taskOf }),
    [items, memory, now, dismiss, taskOf],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export const useNotifications = (): Notifications => useContext(NotificationsContext);
