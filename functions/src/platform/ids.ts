import { randomBytes } from 'node:crypto';

/** Document ids are injected so tests and command replay are deterministic. */
export interface Ids {
  newId(): string;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

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

/** Predictable ids for tests: `${prefix}1`, `${prefix}2`, ... */
export function sequentialIds(prefix = 'id'): Ids {
  let n = 0;
  return { newId: () => `${prefix}${++n}` };
}
