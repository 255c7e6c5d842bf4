export {
  type ColumnMapping,
  headerKey,
  rememberedMapping,
  suggestMapping,
} from './columnMapping';
export { CellTooLong, CsvRows } from './csvRows';
export { cellValue, type ImportCell, parseNumber } from './importCell';
export {
  allOrNothingRows,
  type ImportLimits,
  importBatchBudget,
  importBatchRows,
  importLimits,
  maxReportedSkips,
  previewRows,
} from './importLimits';
export {
  type ImportRecord,
  type ImportSkip,
  type ImportState,
  importIdSchema,
  importsCollection,
  type StartImport,
  startImportSchema,
} from './importSchemas';
export {
  type ImportKept,
  type ImportRevert,
  type KeptReason,
  type PriorEntry,
  priorEntry,
  priorPartId,
  priorParts,
  type RevertPlan,
  revertPlan,
  sameValue,
  storedSize,
} from './priorValues';
export { isBlankRow, keyText, type RowDocument, type RowProblem, rowData, rowDocument } from './rowDocument';
