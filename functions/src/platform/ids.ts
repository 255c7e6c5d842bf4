import { randomBytes } from 'node:crypto';

/** Document ids are injected so tests and command replay are deterministic. */
export interface Ids {
  newId(): string;
}

/** Letters and digits in byte order, as SQLite's BINARY collation and an index compare ids. */
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const idLength = 20;
/** Random bytes drawn 4 KiB at a time: one call into the CSPRNG per ~200 ids instead of one per id. */
const poolSize = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function nextRandomBytes(): Buffer {
  if (poolOffset + idLength > pool.length) {
    pool = randomBytes(poolSize);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + idLength);
  poolOffset += idLength;
  return bytes;
}

/** 20-character ids like Firestore's auto ids. */
export const randomIds: Ids = {
  newId: () => {
    const bytes = nextRandomBytes();
    let id = '';
    for (const byte of bytes) id += alphabet[byte % alphabet.length];
    return id;
  },
};

const timeChars = 8;

/**
 * 20-character ids (letters and digits, like randomIds) that sort by creation time: 8 characters
 * of the millisecond clock, then 12 random ones (71 bits). For the embedded store, whose tables
 * and indexes are B-trees keyed by id: a new document lands beside the last ones instead of on a
 * random page of each index it is in, so a batch of inserts dirties a few pages, not one per row.
 * Not for Firestore, where monotonically increasing ids concentrate writes (its guidance).
 */
export function timeOrderedIds(now: () => number = Date.now): Ids {
  return {
    newId: () => {
      let time = Math.max(0, Math.floor(now()));
      let head = '';
      for (let i = 0; i < timeChars; i++) {
        head = alphabet[time % alphabet.length] + head;
        time = Math.floor(time / alphabet.length);
      }
      const bytes = nextRandomBytes();
      let tail = '';
      for (let i = timeChars; i < idLength; i++) tail += alphabet[(bytes[i] ?? 0) % alphabet.length];
      return head + tail;
    },
  };
}

/** Predictable ids for tests: `${prefix}1`, `${prefix}2`, ... */
export function sequentialIds(prefix = 'id'): Ids {
  let n = 0;
  return { newId: () => `${prefix}${++n}` };
}
