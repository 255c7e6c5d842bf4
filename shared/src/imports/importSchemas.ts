import { z } from 'zod';
import { importLimits } from './importLimits';
import type { ImportRevert } from './priorValues';

const fieldKey = z.string().trim().min(1).max(100);

/**
 * `POST /api/imports/{importId}/start`: apply the uploaded file of this import to `collection`
 * with this mapping. The import id is the browser's, made once per file: a second click (or a
 * retried request) names the same import and starts nothing twice.
 */
export const startImportSchema = z.strictObject({
  collection: z.string().trim().min(1).max(100),
  mapping: z.array(fieldKey.nullable()).max(importLimits.maxColumns),
  /** The field that finds an existing document to update (a row whose key matches nothing creates one). */
  keyField: fieldKey.nullable().default(null),
  fileName: z.string().max(200).default(''),
});
export type StartImport = z.infer<typeof startImportSchema>;

/** The browser's id of one import (one file): it names the import's command ids too. */
export const importIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,60}$/, 'letters, digits, "_" and "-", 8 to 60');

/** One skipped row of the report: its line in the file (the header is line 1) and why. */
export interface ImportSkip {
  line: number;
  field: string;
  code: string;
  max?: number;
  min?: number;
}

export type ImportState = 'queued' | 'reading' | 'applying' | 'done' | 'failed';

/**
 * `imports/{importId}`: an import as it goes, read live by the one who started it (the progress
 * bar) and written only by the import's own commands.
 */
export interface ImportRecord {
  user: string;
  /** The collection imported into (not `collection`: a stored document's `collection` is its own). */
  target: string;
  fileName: string;
  state: ImportState;
  /** Data rows in the file (blank lines not counted), known once it has been read. */
  total: number;
  /** Rows done so far: created, updated or skipped. */
  processed: number;
  created: number;
  updated: number;
  skipped: number;
  /** The first skipped rows with their reasons (maxReportedSkips). */
  skips: ImportSkip[];
  /** Batches applied (resumable imports continue from here). */
  batches: number;
  /** The catalogue code of what stopped it. */
  error?: string;
  /** What taking a failed all-or-nothing import back did (created documents deleted, merged ones restored). */
  revert?: ImportRevert;
  startedAt: string;
  finishedAt?: string;
}

export const importsCollection = 'imports';
