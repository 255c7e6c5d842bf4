import { readField } from './fieldPath';
import type { OrderBy, StoreQuery, WhereClause } from './storeQuery';
import { compareValues, typeRank, valuesEqual } from './valueOrder';
import { inequalityOps, listOps, maxDisjunctions } from './whereOps';

/**
 * Firestore's filter semantics, shared by the live stream and the embedded store so both
 * answer alike: a missing field never matches; `==` is deep equality (map keys in any order);
 * range filters compare only values of the same type (numbers with numbers, strings with
 * strings — so ISO dates compare as text); array filters need an array field. Null is found by
 * `== null` only: `!=` and `not-in` leave null fields out (as missing ones), and a null among the
 * values of `in` / `array-contains-any` matches nothing (`array-contains null` queryRules refuses).
 * A list filter whose value is not a list of 1..30 matches nothing (queryRules refuses it first).
 */
export function matchesWhere(doc: Record<string, unknown>, where: readonly WhereClause[]): boolean {
  return where.every((clause) => matchesClause(doc, clause));
}

function matchesClause(doc: Record<string, unknown>, [field, op, expected]: WhereClause): boolean {
  const actual = readField(doc, field);
  if (actual === undefined) return false;
  if (listOps.has(op) && !isValidList(expected)) return false;
  switch (op) {
    case '==':
      return valuesEqual(actual, expected);
    case '!=':
      // Types need not match: 1 != '1' holds.
      return actual !== null && !valuesEqual(actual, expected);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return typeRank(actual) === typeRank(expected) && compares(op, compareValues(actual, expected));
    case 'in':
      return isListed(actual, listOf(expected));
    case 'not-in': {
      const list = listOf(expected);
      // Firestore: a null among the alternatives makes not-in match nothing.
      if (actual === null || list.some((candidate) => candidate === null)) return false;
      return !isListed(actual, list);
    }
    case 'array-contains':
      return (
        expected !== null && Array.isArray(actual) && actual.some((element) => valuesEqual(element, expected))
      );
    case 'array-contains-any': {
      const list = listOf(expected);
      return Array.isArray(actual) && actual.some((element) => isListed(element, list));
    }
  }
}

/** Equal to one of the alternatives; null never is, not even to a null alternative. */
function isListed(value: unknown, list: readonly unknown[]): boolean {
  return value !== null && list.some((candidate) => valuesEqual(value, candidate));
}

function compares(op: '<' | '<=' | '>' | '>=', order: number): boolean {
  if (op === '<') return order < 0;
  if (op === '<=') return order <= 0;
  if (op === '>') return order > 0;
  return order >= 0;
}

function isValidList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.length <= maxDisjunctions;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Order of two documents by one field, ties broken by FireId in the same direction (Firestore
 * orders ties by document name in the direction of the last order). Without an order: by FireId.
 */
export function compareForOrder(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  orderBy: OrderBy | undefined,
): number {
  return compareByKeys(a, b, orderBy ? [orderBy] : []);
}

function compareByKeys(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  keys: readonly OrderBy[],
): number {
  for (const [field, dir] of keys) {
    const c = compareValues(readField(a, field), readField(b, field));
    if (c !== 0) return dir === 'desc' ? -c : c;
  }
  const byId = compareValues(a.FireId, b.FireId);
  const last = keys[keys.length - 1];
  return last?.[1] === 'desc' ? -byId : byId;
}

/**
 * Firestore's effective order: the explicit orderBy, then the inequality field when it is
 * another one (Firestore orders by it implicitly, in the direction of the last explicit
 * order, ascending when there is none).
 */
export function effectiveOrder(q: Pick<StoreQuery, 'where' | 'orderBy'>): OrderBy[] {
  const keys: OrderBy[] = q.orderBy ? [q.orderBy] : [];
  const dir = q.orderBy?.[1] ?? 'asc';
  for (const [field, op] of q.where) {
    if (inequalityOps.has(op) && !keys.some(([f]) => f === field)) keys.push([field, dir]);
  }
  return keys;
}

/**
 * Filter, order and limit, as a store would: documents missing an order field are left out
 * (Firestore cannot place them in the index); ties go by FireId.
 */
export function applyQuery<T extends Record<string, unknown>>(docs: readonly T[], q: StoreQuery): T[] {
  const keys = effectiveOrder(q);
  return docs
    .filter((doc) => matchesWhere(doc, q.where) && keys.every(([f]) => readField(doc, f) !== undefined))
    .sort((a, b) => compareByKeys(a, b, keys))
    .slice(0, Math.max(0, q.limit));
}
