import type { StoredDoc } from '@colmena/shared';
import { unreadCount } from '@colmena/shared/chat';

/** One message of a thread as the screens show it. */
export interface ChatMessageView {
  key: string;
  from: string;
  body: string;
  /** ISO time, or null for the original data's messages that carry none. */
  at: string | null;
}

/** A thread as the list shows it. */
export interface ThreadSummary {
  id: string;
  /** The other participants' names, "Ana, Bea"; the names of those who left are kept by uid. */
  title: string;
  others: string[];
  last: ChatMessageView | null;
  /** Last message time, else LastUpdate: orders the list. */
  lastAt: string | null;
  unread: number;
  members: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const timeOf = (value: unknown): string | null => {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return null;
};

export function messagesOf(thread: StoredDoc): ChatMessageView[] {
  const raw = Array.isArray(thread.msjArray) ? thread.msjArray : [];
  const out: ChatMessageView[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const m = item as Record<string, unknown>;
    if (typeof m.key !== 'string') continue;
    out.push({ key: m.key, from: text(m.from), body: text(m.body), at: timeOf(m.at ?? m.date) });
  }
  return out;
}

export const participantsOf = (thread: StoredDoc): string[] =>
  Array.isArray(thread.participants)
    ? thread.participants.filter((p): p is string => typeof p === 'string')
    : [];

/** A participant's name: the thread's `names`, then the agenda the caller can read, else null. */
export function nameIn(thread: StoredDoc, uid: string, known: ReadonlyMap<string, string>): string | null {
  const names =
    thread.names && typeof thread.names === 'object' ? (thread.names as Record<string, unknown>) : {};
  const stored = Object.hasOwn(names, uid) ? text(names[uid]).trim() : '';
  return stored || known.get(uid) || null;
}

/** The list's view of one thread for `me`. */
export function summarise(
  thread: StoredDoc,
  me: string,
  known: ReadonlyMap<string, string>,
  someone: string,
): ThreadSummary {
  const messages = messagesOf(thread);
  const people = participantsOf(thread);
  const others = people.filter((p) => p !== me).map((uid) => nameIn(thread, uid, known) ?? someone);
  const last = messages.at(-1) ?? null;
  return {
    id: thread.FireId,
    title: others.join(', ') || someone,
    others,
    last,
    lastAt: last?.at ?? timeOf(thread.LastUpdate),
    unread: unreadCount(thread, me),
    members: people.length,
  };
}

/** Newest first; threads without any time last, then by id so the order is stable. */
export function byRecent(a: ThreadSummary, b: ThreadSummary): number {
  if (a.lastAt !== b.lastAt) {
    if (a.lastAt === null) return 1;
    if (b.lastAt === null) return -1;
    return a.lastAt < b.lastAt ? 1 : -1;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Every word of the query in a participant's name or the last message (accents and case ignored). */
export function matchesThread(summary: ThreadSummary, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${summary.title} ${summary.last?.body ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** How many messages a thread shows at first, and how many more each step back in history. */
export const messagePage = 40;

/** The newest `shown` messages (infinite scroll back: `shown` grows by messagePage). */
export function visibleMessages<T>(messages: readonly T[], shown: number): { visible: T[]; hidden: number } {
  const hidden = Math.max(0, messages.length - shown);
  return { visible: messages.slice(hidden), hidden };
}

/** Whether a message starts a new day in the thread (a date line goes above it). */
export function startsDay(
  previous: ChatMessageView | undefined,
  message: ChatMessageView,
  dayOf: (iso: string) => string,
): boolean {
  if (!message.at) return false;
  if (!previous?.at) return true;
  return dayOf(previous.at) !== dayOf(message.at);
}

/**
 * The list's time of a thread, Spanish style (shared/src/format): the time today ("14:07"),
 * else the day ("05/03/2026").
 */
export function listTime(
  iso: string,
  now: Date,
  format: { day(iso: string): string; dayTime(iso: string): string },
): string {
  const day = format.day(iso);
  if (day !== format.day(now.toISOString())) return day;
  return format
    .dayTime(iso)
    .slice(day.length)
    .replace(/^,?\s*/, '');
}
