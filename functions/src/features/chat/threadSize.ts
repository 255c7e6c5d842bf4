/**
 * A thread is one document (spec §3 msjArray), and a Firestore document holds at most 1 MiB:
 * a thread this full takes no more messages rather than failing in one store and not the other.
 */
export const maxThreadBytes = 900_000;

/** JSON writes one character as at most six (`\u001f`, a lone surrogate as `\udc00`). */
const maxEscapedLength = 6;

/**
 * At most the length of `JSON.stringify(messages)`, counted from their text fields' lengths
 * alone; null when a message is anything but an object of text fields (then only the JSON tells).
 */
export function jsonLengthAtMost(messages: readonly unknown[]): number | null {
  let bound = 2;
  for (const message of messages) {
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
    bound += 3;
    // for...in rather than Object.entries: no array per message on every send (a thread's every message).
    for (const name in message) {
      if (!Object.hasOwn(message, name)) continue;
      const value = (message as Record<string, unknown>)[name];
      if (typeof value !== 'string') return null;
      bound += (name.length + value.length) * maxEscapedLength + 6;
    }
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
