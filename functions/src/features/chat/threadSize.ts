/**
 * A thread is one document (spec §3 msjArray), and a Firestore document holds at most 1 MiB:
 * a thread this full takes no more messages rather than failing in one store and not the other.
 */
export const maxThreadBytes = 900_000;

/** JSON writes one character as at most six (`\u001f`, a lone surrogate as `\udc00`). */
const maxEscapedLength = 6;

/**
 * A frozen message → the bound of its thread up to and including it. Frozen messages are the ones
 * the embedded store's cache shares with every reader of a thread (store/sqlite/docCache.ts
 * copyShared): each belongs to one thread at one place for its lifetime (the cache's array only
 * grows; any other write caches new objects), so the bound of what comes before it never changes,
 * and a send measures its new message alone instead of walking every one (7% of a send's CPU at
 * ~260 messages). Only `jsonLengthAtMost` of a thread's messages, in their stored order, may use it.
 */
const boundUpTo = new WeakMap<object, number>();

/** One message's share of the bound (`,` and braces included); null when it is not an object of text fields. */
function messageBound(message: unknown): number | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  let bound = 3;
  // for...in rather than Object.entries: no array per message.
  for (const name in message) {
    if (!Object.hasOwn(message, name)) continue;
    const value = (message as Record<string, unknown>)[name];
    if (typeof value !== 'string') return null;
    bound += (name.length + value.length) * maxEscapedLength + 6;
  }
  return bound;
}

/**
 * At most the length of `JSON.stringify(messages)`, counted from their text fields' lengths
 * alone; null when a message is anything but an object of text fields (then only the JSON tells).
 * `messages` must be a thread's, in order (a new one may follow them): see boundUpTo.
 */
export function jsonLengthAtMost(messages: readonly unknown[]): number | null {
  let bound = 2;
  let start = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    const known = typeof message === 'object' && message !== null ? boundUpTo.get(message) : undefined;
    if (known !== undefined) {
      bound = known;
      start = i + 1;
      break;
    }
  }
  for (let i = start; i < messages.length; i++) {
    const message = messages[i];
    const share = messageBound(message);
    if (share === null) return null;
    bound += share;
    if (Object.isFrozen(message)) boundUpTo.set(message as object, bound);
  }
  return bound;
}

/**
 * Whether these messages, as JSON, pass `limit`. Serialising a whole thread on every message cost
 * as much as writing it (a thread's cost grows with its messages): the bound settles it without
 * that for every thread far from the limit, and only one near it is serialised.
 */
export function exceedsThreadBytes(messages: readonly unknown[], limit = maxThreadBytes): boolean {
  const bound = jsonLengthAtMost(messages);
  if (bound !== null && bound <= limit) return false;
  return JSON.stringify(messages).length > limit;
}
