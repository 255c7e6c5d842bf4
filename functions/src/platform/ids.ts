import { randomBytes } from 'node:crypto';

/** Document ids are injected so tests and command replay are deterministic. */
export interface Ids {
  newId(): string;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20-character ids like Firestore's auto ids. */
export const randomIds: Ids = {
  newId: () => {
    const bytes = randomBytes(20);
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
