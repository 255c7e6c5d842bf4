/**
 * Spec §4: "a message is unread if not sent by the current user and its key is not in
 * watchedArray". One array shared by every participant would let the first reader clear the
 * badge of all the others, so each reader has their own: `watchedBy[uid]` is that reader's
 * watchedArray (the keys `chat.read` added for them). The thread's top-level `watchedArray`
 * stays what it was in the original data — keys seen by everyone — and still counts.
 *
 * Why a map of arrays rather than `uid:key` strings in the one array: a reader's check reads
 * only their own keys (the badge over 1,000 threads and 100,000 messages stays a few ms), and
 * the live stream and the store merge one reader's entry without rewriting the others'.
 */

type Doc = Readonly<Record<string, unknown>>;

interface MessageLike {
  key?: unknown;
  from?: unknown;
}

const messagesOf = (thread: Doc): readonly MessageLike[] =>
  Array.isArray(thread.msjArray) ? (thread.msjArray as MessageLike[]) : [];

const stringsOf = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The keys `uid` has seen in this thread: their own watchedArray plus the shared one. */
export function watchedKeys(thread: Doc, uid: string): ReadonlySet<string> {
  const byReader = thread.watchedBy;
  const own =
    byReader && typeof byReader === 'object' && Object.hasOwn(byReader, uid)
      ? stringsOf((byReader as Record<string, unknown>)[uid])
      : [];
  return new Set([...stringsOf(thread.watchedArray), ...own]);
}

/** The messages of the thread that are unread for `uid` (spec §4), oldest first. */
export function unreadKeys(thread: Doc, uid: string): string[] {
  const messages = messagesOf(thread);
  const others = messages.filter((m) => m.from !== uid && typeof m.key === 'string');
  if (others.length === 0) return [];
  const watched = watchedKeys(thread, uid);
  return others.map((m) => m.key as string).filter((key) => !watched.has(key));
}

/** How many messages of the thread are unread for `uid`. */
export const unreadCount = (thread: Doc, uid: string): number => unreadKeys(thread, uid).length;

/**
 * Whether the thread has any unread message for `uid`, looking from the newest message back:
 * a thread is usually read up to its end, so this stops at the first message it meets.
 */
export function hasUnread(thread: Doc, uid: string): boolean {
  const messages = messagesOf(thread);
  let watched: ReadonlySet<string> | null = null;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (!m || m.from === uid || typeof m.key !== 'string') continue;
    watched ??= watchedKeys(thread, uid);
    if (!watched.has(m.key)) return true;
  }
  return false;
}

/** The icon bar's badge: how many of my threads have an unread message. */
export function countUnreadThreads(threads: readonly Doc[], uid: string): number {
  let count = 0;
  for (const thread of threads) if (hasUnread(thread, uid)) count += 1;
  return count;
}

/**
 * The badge kept live: `count(threads)` after every change of the subscription. A live result
 * keeps the documents that did not change as the same objects, so each thread's answer is
 * remembered by its document and only the changed threads are looked at again.
 */
export function createUnreadCounter(uid: string): (threads: readonly Doc[]) => number {
  const known = new WeakMap<Doc, boolean>();
  return (threads) => {
    let count = 0;
    for (const thread of threads) {
      let unread = known.get(thread);
      if (unread === undefined) {
        unread = hasUnread(thread, uid);
        known.set(thread, unread);
      }
      if (unread) count += 1;
    }
    return count;
  };
}
