import { formatAgo, formatDate } from '@colmena/shared/format';
import { isIsoDate } from './fieldKind';

export interface DocAge {
  /** es-ES day of creation: "05/03/2026". */
  date: string;
  /**
   * How long ago, in Spanish whatever the interface language (spec §9): "hace 3 días y 4 horas"
   * under a week, then rounded — "hace 21 meses", "hace 1 año"; "ahora mismo" under a minute.
   */
  ago: string;
}

/** When a document was created and how long ago, from its CreatedAt; null when it has none. */
export function docAge(createdAt: unknown, now: number): DocAge | null {
  if (typeof createdAt !== 'string' || !isIsoDate(createdAt)) return null;
  return { date: formatDate(createdAt), ago: formatAgo(now - Date.parse(createdAt)) };
}
