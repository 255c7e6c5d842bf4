import type { StoreQuery } from '@colmena/shared/query';
import type { StoredDoc } from '../../platform/store/Store';

/** Keeps a document the query returned, or hides it (rules the store cannot express). */
export type DocFilter = (doc: StoredDoc) => boolean;

/**
 * What a caller may run: the query with the policy's filters in it, and for the few rules a
 * query cannot carry (widget visibility, clients hidden from employees) a filter on every result.
 */
export interface ReadAccess {
  query: StoreQuery;
  filter?: DocFilter;
}
