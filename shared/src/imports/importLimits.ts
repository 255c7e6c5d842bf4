/**
 * Bounds an imported spreadsheet must keep (issue 16 point 3), checked before anything is
 * written: a hostile file (a zip bomb, a million rows, a 16 MB cell) is refused with the
 * catalogue's text naming the bound, not read to its end.
 */
export const importLimits = {
  /** The file as uploaded (.xlsx compressed, or .csv). */
  maxFileBytes: 20 * 1024 * 1024,
  /** All zip entries of an .xlsx once inflated. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Entries in an .xlsx's zip directory (a workbook of one sheet has about a dozen). */
  maxZipEntries: 200,
  /** Data rows (the header row not counted). */
  maxRows: 200_000,
  maxColumns: 100,
  /** Characters in one cell (a long text field holds 20,000). */
  maxCellLength: 20_000,
} as const;

/** Bounds of the same shape (a test, or a caller, may read with tighter ones). */
export type ImportLimits = { readonly [K in keyof typeof importLimits]: number };

/**
 * Up to this many rows an import is all or nothing: should one of its commands be refused, the
 * documents its earlier commands created are taken back. Beyond, batches stand on their own and
 * a stopped import resumes where it stopped.
 */
export const allOrNothingRows = 10_000;
/** Most rows per command. */
export const importBatchRows = 1_000;
/**
 * What one command may carry: its record holds the rows, and a stored document holds at most
 * 20,000 fields and 1 MiB (Firestore's bounds, kept by both stores), so a wide sheet's batches
 * are shorter.
 */
export const importBatchBudget = { fields: 12_000, bytes: 600_000 } as const;
/** Rows the preview shows with their problems. */
export const previewRows = 20;
/** Skipped rows the final report lists one by one (the count covers them all). */
export const maxReportedSkips = 200;
