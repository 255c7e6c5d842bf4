import type { StoreQuery as SharedQuery } from '@colmena/shared/query';
import type { StoreQuery } from '../Store';
import { type CompiledQuery, isSlotted, normaliseQuery } from './compileQuery';

/** A query as the store runs it: normalised (defaults filled in) and compiled to SQL. */
export interface PreparedQuery {
  normal: SharedQuery;
  compiled: CompiledQuery;
}

/**
 * What a store made of its queries (normalised, checked against the declared indexes, compiled
 * to SQL), by tenant and query shape: a list screen asks the same few queries again and again,
 * and preparing one cost ~25 µs of a 50-row read (issue 8 query.bench profile). A shape is the
 * query with the string and number values of its comparisons left out (isSlotted): those only
 * change the SQL's parameters, so every command that counts a project's journals (one project
 * id each) runs one prepared count instead of compiling its own (~35 µs a `document.create`),
 * and no longer pushes the list screens' queries out. Only successes are kept (a refused query
 * may be served once an index is declared). The owner forgets everything when an index is
 * declared or built, since the SQL may then read another one. Bounded: when full, it starts over.
 */
export class PreparedQueries {
  /** By shape: the query prepared first, and its slotted values. */
  private readonly entries = new Map<string, { prepared: PreparedQuery; values: unknown[] }>();

  constructor(private readonly capacity = 2000) {}

  /** The prepared query, made by `prepare` when not kept (a query whose values are not plain JSON is never kept). */
  get(tenant: string, query: StoreQuery, prepare: () => PreparedQuery): PreparedQuery {
    const shape = shapeOf(tenant, query);
    if (shape === null) return prepare();
    const kept = this.entries.get(shape.key);
    if (kept !== undefined)
      // The same values (a list screen's page asked again): as it was prepared.
      return sameValues(kept.values, shape.values)
        ? kept.prepared
        : rebound(kept.prepared, query, shape.values);
    const made = prepare();
    // The SQL does not take the values as parameters as expected: never shared.
    if (made.compiled.slots === null || made.compiled.slots.length !== shape.values.length) return made;
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(shape.key, { prepared: made, values: shape.values });
    return made;
  }

  clear(): void {
    this.entries.clear();
  }
}

function sameValues(kept: unknown[], values: unknown[]): boolean {
  for (let i = 0; i < values.length; i++) if (kept[i] !== values[i]) return false;
  return true;
}

/** The kept preparation of a query of the same shape, with this query's values and normal form. */
function rebound(kept: PreparedQuery, query: StoreQuery, values: unknown[]): PreparedQuery {
  const { select, texts, count, slots } = kept.compiled;
  const at = slots ?? [];
  const bind = (params: unknown[]) => {
    const bound = params.slice();
    for (let i = 0; i < at.length; i++) bound[at[i] as number] = values[i];
    return bound;
  };
  const page = bind(select.params);
  return {
    // Validated as every query is (its shape was; its values are strings and finite numbers).
    normal: normaliseQuery(query),
    compiled: {
      select: { sql: select.sql, params: page },
      texts: { sql: texts.sql, params: page },
      count: { sql: count.sql, params: bind(count.params) },
      slots,
    },
  };
}

/**
 * The query's shape as text, and its slotted values in order, when its text says all of the
 * rest: a Date, a NaN, an undefined or a stray key would read as another query (or as none)
 * and share its entry.
 */
function shapeOf(tenant: string, query: StoreQuery): { key: string; values: unknown[] } | null {
  const { collection, where, orderBy, limit, ...rest } = query;
  if (typeof collection !== 'string' || Object.keys(rest).length > 0) return null;
  if (limit !== undefined && !Number.isSafeInteger(limit)) return null;
  if (orderBy !== undefined && !(Array.isArray(orderBy) && orderBy.every((part) => typeof part === 'string')))
    return null;
  if (where !== undefined && !Array.isArray(where)) return null;
  const values: unknown[] = [];
  const clauses: unknown[] = [];
  for (const clause of where ?? []) {
    if (!plainClause(clause)) return null;
    if (isSlotted(clause)) {
      values.push(clause[2]);
      // Only its type shapes the SQL.
      clauses.push([clause[0], clause[1], { slot: typeof clause[2] }]);
    } else clauses.push(clause);
  }
  return { key: JSON.stringify([tenant, collection, clauses, orderBy ?? null, limit ?? null]), values };
}

function plainClause(clause: unknown): clause is [string, string, unknown] {
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
