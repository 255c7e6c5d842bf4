import type { FilterCondition } from '../schemas/widgetQuery';

/** Firestore's where operators (the same set a widget filter may use). */
export type WhereOp = FilterCondition;

/** Operators whose value is a list of alternatives (Firestore allows at most 30). */
export const listOps: ReadonlySet<WhereOp> = new Set(['in', 'not-in', 'array-contains-any']);

/** Equality filters: Firestore can serve them by merging single-field indexes. */
export const equalityOps: ReadonlySet<WhereOp> = new Set(['==', 'in']);

/** Filters on the elements of an array field. */
export const arrayOps: ReadonlySet<WhereOp> = new Set(['array-contains', 'array-contains-any']);

/** Order comparisons. */
export const rangeOps: ReadonlySet<WhereOp> = new Set(['<', '<=', '>', '>=']);

/** Inequality filters: they need the field ordered, so they shape indexes and the implicit order. */
export const inequalityOps: ReadonlySet<WhereOp> = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** Firestore's limit on the alternatives of one query (the product of its list filters). */
export const maxDisjunctions = 30;
