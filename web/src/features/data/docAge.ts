import { formatDate, formatElapsed } from '@colmena/shared/format';
import { isIsoDate } from './fieldKind';

export interface DocAge {
  /** es-ES day of creation: "05/03/2026". */
  date: string;
  /** Spec §9 elapsed time in Spanish since then: "3 días y 4 horas". */
  elapsed: string;
}

/** When a document was created and how long ago, from its CreatedAt; null when it has none. */
export function docAge(createdAt: unknown, now: number): DocAge | null {
  if (typeof createdAt !== 'string' || !isIsoDate(createdAt)) return null;
  return { date: formatDate(createdAt), elapsed: formatElapsed(now - Date.parse(createdAt)) };
}
