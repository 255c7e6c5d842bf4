import { unreadKeys } from '@colmena/shared/chat';
import { toMillis } from '@colmena/shared/tasks';

type Doc = Readonly<Record<string, unknown>> & { FireId: string };

/** One notification (spec §4 "replaced per parent id"): its parent is a thread or a task. */
export interface NotificationItem {
  /** `thread:<FireId>` or `task:<FireId>`: a newer item of the same parent replaces the older. */
  parentId: string;
  /** A new message, a task that landed for me, a task I gave that its recipient completed. */
  kind: 'message' | 'task' | 'taskDone';
  /** What the item says now (a thread's newest unread message key, a task's id). */
  version: string;
  /** The thread or task FireId the item opens. */
  targetId: string;
  /** Who wrote (a message), empty when unknown. */
  sender: string;
  /** The message body or the task title. */
  text: string;
  /** When it happened (ms), for the order: newest first. */
  at: number;
  /** Hidden this long after it first showed (spec §4 "can auto-remove after a time"); absent: stays. */
  removeAfterMs?: number;
}

/** Task notifications leave the panel after this; the task itself stays in the inbox. */
export const taskNotificationMs = 30 * 60_000;

/** A thread with a message unread for `uid` (spec §4: not mine, key not watched) → its newest one. */
export function messageNotification(thread: Doc, uid: string): NotificationItem | null {
  const unread = unreadKeys(thread, uid);
  const key = unread.at(-1);
  if (key === undefined) return null;
  const messages = Array.isArray(thread.msjArray) ? (thread.msjArray as Record<string, unknown>[]) : [];
  const message = messages.find((m) => m.key === key) ?? {};
  const from = typeof message.from === 'string' ? message.from : '';
  const names = (thread.names ?? {}) as Record<string, unknown>;
  const name = typeof names[from] === 'string' ? (names[from] as string) : '';
  return {
    parentId: `thread:${thread.FireId}`,
    kind: 'message',
    version: key,
    targetId: thread.FireId,
    sender: name,
    text: typeof message.body === 'string' ? message.body : '',
    at: toMillis(message.at ?? message.date) ?? toMillis(thread.LastUpdate) ?? 0,
  };
}

/** A task announced as newly landed (tasksMachine `fresh`) that is still shown and pending. */
export function taskNotification(task: Doc): NotificationItem | null {
  if (task.completed === true) return null;
  return {
    parentId: `task:${task.FireId}`,
    kind: 'task',
    version: task.FireId,
    targetId: task.FireId,
    sender: '',
    text: typeof task.title === 'string' ? task.title : '',
    at: toMillis(task.landed_at) ?? 0,
    removeAfterMs: taskNotificationMs,
  };
}

/** A task I gave, completed by its recipient at `at` (seen live): it replaces that task's item. */
export function taskDoneNotification(task: Doc, at: number): NotificationItem | null {
  if (task.completed !== true) return null;
  return {
    parentId: `task:${task.FireId}`,
    kind: 'taskDone',
    version: `done:${at}`,
    targetId: task.FireId,
    sender: '',
    text: typeof task.title === 'string' ? task.title : '',
    at,
    removeAfterMs: taskNotificationMs,
  };
}

/** A task I gave that was completed while I watched, and when I saw it. */
export interface Completion {
  taskId: string;
  at: number;
}

/**
 * Every current item: my unread threads, my fresh tasks and the completions of tasks I gave,
 * one per parent (the newest), newest first.
 */
export function currentNotifications(
  threads: readonly Doc[],
  tasks: readonly Doc[],
  fresh: readonly string[],
  uid: string,
  given: { tasks: readonly Doc[]; completions: readonly Completion[] } = { tasks: [], completions: [] },
): NotificationItem[] {
  const freshIds = new Set(fresh);
  const byId = new Map(given.tasks.map((task) => [task.FireId, task]));
  const items = [
    ...threads.map((thread) => messageNotification(thread, uid)),
    ...tasks.filter((task) => freshIds.has(task.FireId)).map(taskNotification),
    ...given.completions.map(({ taskId, at }) => {
      const task = byId.get(taskId);
      return task ? taskDoneNotification(task, at) : null;
    }),
  ].filter((item): item is NotificationItem => item !== null);
  const newest = new Map<string, NotificationItem>();
  for (const item of items) {
    const held = newest.get(item.parentId);
    if (!held || item.at >= held.at) newest.set(item.parentId, item);
  }
  return [...newest.values()].sort((a, b) => b.at - a.at);
}

/** What the panel remembers about items across updates: when each version first showed, which were dismissed. */
export interface NotificationMemory {
  /** parentId → version → when it first showed (ms). */
  firstSeen: ReadonlyMap<string, { version: string; at: number }>;
  /** parentId → the version dismissed (a newer version of the parent shows again). */
  dismissed: ReadonlyMap<string, string>;
}

export const emptyMemory: NotificationMemory = { firstSeen: new Map(), dismissed: new Map() };

/** Notes when each current item's version first showed (a new version starts its time again). */
export function remember(
  memory: NotificationMemory,
  items: readonly NotificationItem[],
  now: number,
): NotificationMemory {
  const firstSeen = new Map<string, { version: string; at: number }>();
  for (const item of items) {
    const seen = memory.firstSeen.get(item.parentId);
    firstSeen.set(item.parentId, seen?.version === item.version ? seen : { version: item.version, at: now });
  }
  return { ...memory, firstSeen };
}

export function dismiss(memory: NotificationMemory, item: NotificationItem): NotificationMemory {
  return { ...memory, dismissed: new Map(memory.dismissed).set(item.parentId, item.version) };
}

/** The items to show at `now`: not dismissed in this version, not past their auto-remove time. */
export function visibleNotifications(
  items: readonly NotificationItem[],
  memory: NotificationMemory,
  now: number,
): NotificationItem[] {
  return items.filter((item) => {
    if (memory.dismissed.get(item.parentId) === item.version) return false;
    if (item.removeAfterMs === undefined) return true;
    const seen = memory.firstSeen.get(item.parentId);
    const since = seen?.version === item.version ? seen.at : now;
    return now - since < item.removeAfterMs;
  });
}

/** The next instant an item auto-removes, so the panel can look again then. */
export function nextRemoval(
  items: readonly NotificationItem[],
  memory: NotificationMemory,
  now: number,
): number | null {
  let next: number | null = null;
  for (const item of items) {
    const seen = memory.firstSeen.get(item.parentId);
    if (item.removeAfterMs === undefined || seen?.version !== item.version) continue;
    const at = seen.at + item.removeAfterMs;
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}
