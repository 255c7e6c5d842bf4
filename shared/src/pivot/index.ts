export type { PivotValue, PivotValues } from './accumulator';
export {
  cellDocumentIndexes,
  cellDocuments,
} from './cellDocuments';
export {
  computePivot,
  maxPivotCells,
  type PivotDocument,
  type PivotResult,
  type PivotRowNode,
  PivotTooLargeError,
} from './computePivot';
export { formatPivotKeyPart, formatPivotValue } from './formatPivot';
export { dateBucket, type PivotKey, type PivotKeyPart } from './groupKey';
export {
  maxPivotGroupFields,
  maxPivotValues,
  type PivotAggregation,
  type PivotConfig,
  type PivotDateBucket,
  type PivotGroupField,
  type PivotValueSpec,
  pivotAggregations,
  pivotConfigSchema,
  pivotDateBuckets,
  pivotGroupFieldSchema,
  pivotValueSchema,
} from './pivotConfig';
export { comparePivotKeyParts, comparePivotKeys } from './sortKeys';
