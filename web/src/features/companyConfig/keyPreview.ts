import { normalizeCollectionKey } from '@colmena/shared/schemas';

export type KeyProblem = 'empty' | 'taken' | 'tooLong';
export interface KeyPreview {
  /** The key as the server will store it (spec §5 normalisation). */
  key: string;
  problem: KeyProblem | null;
}

const maxKeyLength = 100;

/** What a typed key becomes, and why it could not be used (before anything is sent). */
export function keyPreview(typed: string, existingKeys: readonly string[]): KeyPreview {
  const key = normalizeCollectionKey(typed);
  if (key === '') return { key, problem: 'empty' };
  if (key.length > maxKeyLength) return { key, problem: 'tooLong' };
  if (existingKeys.includes(key)) return { key, problem: 'taken' };
  return { key, problem: null };
}
