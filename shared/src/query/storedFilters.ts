import { z } from 'zod';
import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { WidgetPlace } from '../schemas/widget';
import { queryFilterSchema } from '../schemas/widgetQuery';
import { isFieldPath } from './fieldPath';
import { type FilterValueError, resolveFilterValue } from './filterValue';
import type { QueryContext } from './queryContext';
import { storeQueryProblem } from './queryRules';
import { maxWhereClauses, type StoreQuery, type WhereClause } from './storeQuery';

/**
 * A definition's stored filter (`mainQuery`, `mainFilter`, `secondaryQuery`): up to three
 * filter rows of the one query model, the same rows a widget's querysArray entry holds (field,
 * condition, data type, data), so every filter value kind (userid, xDaysAgo, datafield...) means
 * the same here. What a command may store; older stored values are read with the same schema.
 */
export const storedQuerySchema = z.strictObject({
  filters: z
    .array(
      queryFilterSchema.refine((filter) => isFieldPath(filter.field.trim()), {
        message: 'not a field path',
        path: ['field'],
      }),
    )
    .max(maxWhereClauses),
});
export type StoredQuery = z.infer<typeof storedQuerySchema>;

/** Which list of a definition a read is: its main documents (projects) or their journals. */
export type DefinitionRole = 'main' | 'secondary';

/** The stored filters a definition holds, whatever their stored shape. */
export type StoredFilterSource = Pick<CollectionDefinition, 'mainQuery' | 'mainFilter' | 'secondaryQuery'>;

export type StoredFilterError = FilterValueError | 'error_loading_data';
export type StoredFiltersResult =
  | { ok: true; where: WhereClause[] }
  | { ok: false; error: StoredFilterError };

/** Spec §7: on a journal "data" is the secondary collection, elsewhere the main one. */
export function dataRoleFor(place: WidgetPlace | undefined): DefinitionRole {
  return place === 'journal' ? 'secondary' : 'main';
}

/**
 * The where clauses a definition's stored filters add to a read of its list (spec §3
 * Collection definition / Current collection): the main list gets `mainQuery` (what the
 * collection's list is) and then `mainFilter` (the filter the list is shown with); a project's
 * journals get `secondaryQuery`. Filter values resolve in `ctx` like a widget's. Absent (or
 * null) means no filter; a stored value that is no stored query is a loading error, never
 * ignored, so a list is never wider than its definition says.
 */
export function storedFilterClauses(
  def: StoredFilterSource,
  role: DefinitionRole,
  ctx: QueryContext,
): StoredFiltersResult {
  const stored = role === 'main' ? [def.mainQuery, def.mainFilter] : [def.secondaryQuery];
  const where: WhereClause[] = [];
  for (const value of stored) {
    if (value === undefined || value === null) continue;
    const parsed = storedQuerySchema.safeParse(value);
    if (!parsed.success) return { ok: false, error: 'error_loading_data' };
    for (const filter of parsed.data.filters) {
      const resolved = resolveFilterValue(filter, ctx);
      if (!resolved.ok) return resolved;
      where.push([filter.field.trim(), filter.condition, resolved.value]);
    }
  }
  return { ok: true, where };
}

/** Whether the stored filters of `role` compare with a field of the document on screen (datafield). */
export function storedFiltersReadDocument(def: StoredFilterSource, role: DefinitionRole): boolean {
  const stored = role === 'main' ? [def.mainQuery, def.mainFilter] : [def.secondaryQuery];
  return stored.some((value) => {
    const parsed = storedQuerySchema.safeParse(value);
    return parsed.success && parsed.data.filters.some((filter) => filter.dataType === 'datafield');
  });
}

export type WithStoredFiltersResult =
  | { ok: true; query: StoreQuery }
  | { ok: false; error: StoredFilterError };

/**
 * `query` (a read of the definition's `role` list) with its stored filters added after the
 * caller's own; a combination Firestore would refuse (two inequality fields, say) is a bad
 * request, as the caller's own query would be.
 */
export function withStoredFilters(
  query: StoreQuery,
  def: StoredFilterSource,
  role: DefinitionRole,
  ctx: QueryContext,
): WithStoredFiltersResult {
  const clauses = storedFilterClauses(def, role, ctx);
  if (!clauses.ok) return clauses;
  if (clauses.where.length === 0) return { ok: true, query };
  const filtered: StoreQuery = { ...query, where: [...query.where, ...clauses.where] };
  return storeQueryProblem(filtered) ? { ok: false, error: 'bad_request' } : { ok: true, query: filtered };
}
