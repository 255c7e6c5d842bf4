import { isReservedName } from '../schemas/documentData';
import { isFieldPath } from './fieldPath';
import type { StoreQuery } from './storeQuery';
import { arrayOps, inequalityOps, listOps, maxDisjunctions, rangeOps } from './whereOps';

/** Why Firestore would refuse a query; the server answers any of them with bad_request. */
export type QueryProblem =
  | 'invalid_field'
  | 'missing_value'
  | 'null_comparison'
  | 'invalid_list'
  | 'too_many_disjunctions'
  | 'multiple_array_filters'
  | 'multiple_not_filters'
  | 'not_in_with_list'
  | 'multiple_inequality_fields';

/**
 * Firestore's query restrictions, checked before either store runs the query so that the
 * embedded store refuses exactly what Firestore would. One deliberate simplification:
 * inequality filters (<, <=, >, >=, !=, not-in) may use only one field. Firestore now allows
 * several, but the index rules in indexes.ts and the implicit order in matchDocument.ts
 * assume one, and refusing in both stores keeps them alike.
 */
export function storeQueryProblem(q: Pick<StoreQuery, 'where' | 'orderBy'>): QueryProblem | null {
  if (q.orderBy && !isQueryField(q.orderBy[0])) return 'invalid_field';
  let disjunctions = 1;
  for (const [field, op, value] of q.where) {
    if (!isQueryField(field)) return 'invalid_field';
    if (value === undefined) return 'missing_value';
    // Firestore's SDKs take null with == and != only: ordering against null means nothing, and
    // array-contains null is refused outright (a null inside an in / not-in list is allowed).
    if (value === null && (rangeOps.has(op) || op === 'array-contains')) return 'null_comparison';
    if (listOps.has(op)) {
      if (!Array.isArray(value) || value.length === 0 || value.length > maxDisjunctions) {
        return 'invalid_list';
      }
      if (op !== 'not-in') disjunctions *= value.length;
    }
  }
  if (disjunctions > maxDisjunctions) return 'too_many_disjunctions';

  const ops = q.where.map(([, op]) => op);
  if (ops.filter((op) => arrayOps.has(op)).length > 1) return 'multiple_array_filters';
  if (ops.filter((op) => op === '!=' || op === 'not-in').length > 1) return 'multiple_not_filters';
  if (ops.includes('not-in') && (ops.includes('in') || ops.includes('array-contains-any'))) {
    return 'not_in_with_list';
  }
  const inequalityFields = new Set(q.where.filter(([, op]) => inequalityOps.has(op)).map(([f]) => f));
  if (inequalityFields.size > 1) return 'multiple_inequality_fields';
  return null;
}

/**
 * A field a query may name: a field path none of whose names is reserved (`__name__` means the
 * document key to Firestore, and no stored document has such a field).
 */
function isQueryField(field: unknown): boolean {
  return isFieldPath(field) && !field.split('.').some(isReservedName);
}
