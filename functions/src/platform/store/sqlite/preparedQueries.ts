import type { StoreQuery } from '../Store';

/**
 * What a store made of its queries (normalised, checked against the declared indexes, compiled
 * to SQL), by tenant and query: a list screen asks the same few queries again and again, and
 * preparing one cost ~25 µs of a 50-row read (issue 8 query.bench profile). Only successes are
 * kept (a refused query may be served once an index is declared). The owner forgets everything
 * when an index is declared or built, since the SQL may then read another one. Bounded: when
 * full, it starts over.
 */
export class PreparedQueries<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity = 2000) {}

  /** The prepared query, made by `prepare` when not kept (a query whose values are not plain JSON is never kept). */
  get(tenant: string, query: StoreQuery, prepare: () => T): T {
    const key = memoKey(tenant, query);
    if (key === null) return prepare();
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const made = prepare();
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, made);
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The query's text, when that text says all of it: a Date, a NaN, an undefined or a stray key
 * would read as another query (or as none) and share its entry.
 */
function memoKey(tenant: string, query: StoreQuery): string | null {
  const { collection, where, orderBy, limit, ...rest } = query;
  if (typeof collection !== 'string' || Object.keys(rest).length > 0) return null;
  if (limit !== undefined && !Number.isSafeInteger(limit)) return null;
  if (orderBy !== undefined && !(Array.isArray(orderBy) && orderBy.every((part) => typeof part === 'string')))
    return null;
  if (where !== undefined && !(Array.isArray(where) && where.every(plainClause))) return null;
  return JSON.stringify([tenant, collection, where ?? null, orderBy ?? null, limit ?? null]);
}

function plainClause(clause: unknown): boolean {
  return (
    Array.isArray(clause) &&
    clause.length === 3 &&
    typeof clause[0] === 'string' &&
    typeof clause[1] === 'string' &&
    plainJson(clause[2])
  );
}

function plainJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      return value === null || (Array.isArray(value) && value.every(plainJson));
    default:
      return false;
  }
}
