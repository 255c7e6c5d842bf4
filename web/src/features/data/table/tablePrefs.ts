import { z } from 'zod';
import type { ColumnFilter, Filters } from './columnFilters';

export type ListView = 'cards' | 'table';

/** What the list remembers per user and collection (issue 12 point 3). */
export interface TablePrefs {
  view: ListView;
  /** Columns the user hid (by key): new columns show up until hidden. */
  hidden: string[];
  filters: Filters;
}

export const defaultPrefs: TablePrefs = { view: 'cards', hidden: [], filters: {} };

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bound = z.number().finite().nullable();
const filterSchema: z.ZodType<ColumnFilter> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().max(500) }),
  z.object({ kind: z.literal('number'), min: bound, max: bound }),
  z.object({ kind: z.literal('date'), from: day.nullable(), to: day.nullable() }),
  z.object({ kind: z.literal('yesNo'), value: z.boolean() }),
  z.object({ kind: z.literal('choice'), value: z.string().max(500) }),
]);

/**
 * Per company, user and collection: the origin is already the company's (its subdomain), the
 * company id keeps two tenants on one host (a custom domain, tests) apart all the same.
 */
export function tablePrefsKey(companyId: string, uid: string, collKey: string): string {
  // As a JSON list, so no name's own characters can make two triples read as one.
  return `colmena.data.table.${JSON.stringify([companyId, uid, collKey])}`;
}

/**
 * The remembered choices; whatever is missing or unreadable (another version, edited by hand)
 * falls back to the default, one part at a time, so one bad filter does not lose the others.
 */
export function readTablePrefs(storage: ReadStorage | null, key: string): TablePrefs {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    return defaultPrefs;
  }
  if (stored === null || typeof stored !== 'object') return defaultPrefs;
  const record = stored as Record<string, unknown>;
  const view = record.view === 'table' ? 'table' : 'cards';
  const hidden = z.array(z.string().max(200)).max(200).safeParse(record.hidden);
  const filters: Record<string, ColumnFilter> = {};
  if (record.filters !== null && typeof record.filters === 'object') {
    for (const [column, value] of Object.entries(record.filters)) {
      const filter = filterSchema.safeParse(value);
      if (filter.success) filters[column] = filter.data;
    }
  }
  return { view, hidden: hidden.success ? hidden.data : [], filters };
}

export function writeTablePrefs(storage: WriteStorage | null, key: string, prefs: TablePrefs): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Not remembered (privacy mode, storage full), still applied.
  }
}
