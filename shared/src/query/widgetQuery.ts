import { collectionNameSchema } from '../schemas/common';
import type { WidgetQuery } from '../schemas/widgetQuery';
import { currentCollectionAlias, dataCollectionFor } from './dataAlias';
import { type FilterValueError, resolveFilterValue } from './filterValue';
import type { QueryContext } from './queryContext';
import { storeQueryProblem } from './queryRules';
import { dataRoleFor, type StoredFilterError, withStoredFilters } from './storedFilters';
import { defaultQueryLimit, maxWhereClauses, type StoreQuery, type WhereClause } from './storeQuery';

export type ResolveWidgetQueryResult =
  | { ok: true; query: StoreQuery }
  | { ok: false; error: FilterValueError | StoredFilterError };

/**
 * Turns a querysArray entry into a store query (spec §7 "Document queries"). Blank filter rows
 * and a blank order field are ignored (the widget editor leaves them); `limit` defaults to 10000
 * and is capped there; `onlyOnPage` is a display setting and plays no part here. "data" reads
 * the current collection's list, so its stored filters come after the entry's own
 * (storedFilters.ts): a widget never sees more of the list than the data screens do.
 */
export function resolveWidgetQuery(entry: WidgetQuery, ctx: QueryContext): ResolveWidgetQueryResult {
  const collection = resolveCollection(entry.collection, ctx);
  if (collection === null) return badRequest;

  const filters = (entry.filters ?? []).filter((filter) => filter.field.trim() !== '');
  if (filters.length > maxWhereClauses) return badRequest;
  const where: WhereClause[] = [];
  for (const filter of filters) {
    const value = resolveFilterValue(filter, ctx);
    if (!value.ok) return value;
    where.push([filter.field.trim(), filter.condition, value.value]);
  }

  if (entry.limit !== undefined && !(Number.isInteger(entry.limit) && entry.limit > 0)) return badRequest;
  const query: StoreQuery = {
    collection,
    where,
    limit: Math.min(entry.limit ?? defaultQueryLimit, defaultQueryLimit),
  };
  const orderField = entry.order?.field.trim();
  if (entry.order && orderField) query.orderBy = [orderField, entry.order.direction];

  if (storeQueryProblem(query)) return badRequest;
  const current = ctx.currentCollection;
  if (entry.collection.trim() !== currentCollectionAlias || !current) return { ok: true, query };
  return withStoredFilters(query, current, dataRoleFor(ctx.place), ctx);
}

const badRequest = { ok: false, error: 'bad_request' } as const;

/** "data" becomes the current collection's main collection, or its secondary one on a journal. */
function resolveCollection(name: string, ctx: QueryContext): string | null {
  let collection: string | null = name.trim();
  if (collection === currentCollectionAlias) {
    collection = ctx.currentCollection ? dataCollectionFor(ctx.currentCollection, ctx.place) : null;
  }
  return collection !== null && collectionNameSchema.safeParse(collection).success ? collection : null;
}
