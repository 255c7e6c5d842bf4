export { type RestrictQueryResult, restrictQuery } from './applyPolicy';
export {
  type CompositeIndex,
  compositeIndexSchema,
  type FirestoreIndexesFile,
  firestoreIndexesFileSchema,
  type IndexField,
  indexFieldSchema,
} from './compositeIndex';
export {
  type CurrentCollectionRef,
  currentCollectionAlias,
  dataCollectionFor,
  findCurrentCollection,
} from './dataAlias';
export { definitionIndexes } from './definitionIndexes';
export { fieldPathSchema, isFieldPath, isPlainObject, maxFieldPathLength, readField } from './fieldPath';
export { type FilterValueError, type FilterValueResult, resolveFilterValue } from './filterValue';
export { equalityFieldCount, findMissingIndex, indexCovers, requiredIndex } from './indexes';
export { applyQuery, compareForOrder, effectiveOrder, matchesWhere } from './matchDocument';
export type { QueryContext } from './queryContext';
export { type QueryProblem, storeQueryProblem } from './queryRules';
export {
  type DefinitionRole,
  dataRoleFor,
  type StoredFilterError,
  type StoredFilterSource,
  type StoredFiltersResult,
  type StoredQuery,
  storedFilterClauses,
  storedFiltersReadDocument,
  storedQuerySchema,
  type WithStoredFiltersResult,
  withStoredFilters,
} from './storedFilters';
export {
  defaultQueryLimit,
  type ListQueryRequest,
  listQueryRequestSchema,
  maxWhereClauses,
  type OrderBy,
  orderBySchema,
  type StoreQuery,
  toStoreQuery,
  type WhereClause,
  type WhereOp,
  whereClauseSchema,
} from './storeQuery';
export { compareStrings, compareValues, typeRank, valuesEqual } from './valueOrder';
export { arrayOps, equalityOps, inequalityOps, listOps, maxDisjunctions, rangeOps } from './whereOps';
export { type ResolveWidgetQueryResult, resolveWidgetQuery } from './widgetQuery';
