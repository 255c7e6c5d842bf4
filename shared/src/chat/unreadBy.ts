import { hasUnread } from './unread';

/**
 * `unreadBy`: the participants who have an unread message in a thread (spec §4, as
 * `hasUnread` decides it), kept on the thread by the chat commands. The session's first badge
 * is then one indexed count (`unreadBy array-contains uid`) instead of reading every thread of
 * the user with all its messages (1,000 threads of 100 messages: ~165 ms before).
 *
 * Invariant, after every chat command: `unreadBy` holds exactly the participants p for whom
 * `hasUnread(thread, p)`. Each step below keeps it from the thread as it was, without looking
 * at every participant's messages again; a thread without the field (older data) gets it
 * computed in full (`unreadByOf`).
 */
export const unreadByField = 'unreadBy';

type Doc = Readonly<Record<string, unknown>>;

const participantsOf = (thread: Doc): string[] =>
  Array.isArray(thread.participants)
    ? thread.participants.filter((p): p is string => typeof p === 'string')
    : [];

/** Every participant with an unread message: the field computed from the thread itself. */
export const unreadByOf = (thread: Doc): string[] =>
  participantsOf(thread).filter((uid) => hasUnread(thread, uid));

/** The thread's `unreadBy` as stored, or computed in full when it has none (older data). */
export function storedUnreadBy(thread: Doc): string[] {
  const stored = thread[unreadByField];
  return Array.isArray(stored)
    ? stored.filter((uid): uid is string => typeof uid === 'string')
    : unreadByOf(thread);
}

/**
 * After `from` sent a message into `thread` (as it was before): every other participant has
 * that new message unread; the sender's own state does not change. Those already in keep their
 * place, so a thread whose readers are all behind keeps the same array (its index rows stay).
 */
export function unreadByAfterSend(thread: Doc, from: string): string[] {
  const current = storedUnreadBy(thread);
  const known = new Set(current);
  const added = participantsOf(thread).filter((uid) => uid !== from && !known.has(uid));
  return added.length === 0 ? current : [...current, ...added];
}

/** After `uid` marked messages as seen (`thread` as it is now): in while anything is left unread. */
export function unreadByAfterRead(thread: Doc, uid: string): string[] {
  const current = storedUnreadBy(thread);
  if (!hasUnread(thread, uid)) return current.filter((p) => p !== uid);
  return current.includes(uid) ? current : [...current, uid];
}

/** After `uid` left the thread: they have nothing unread in a thread they no longer see. */
export const unreadByAfterLeave = (thread: Doc, uid: string): string[] =>
  storedUnreadBy(thread).filter((p) => p !== uid);
