import {
  allOrNothingRows,
  type ColumnMapping,
  type ImportCell,
  type ImportRecord,
  type ImportSkip,
  importBatchBudget,
  importBatchRows,
  importIdSchema,
  importsCollection,
  isBlankRow,
  keyText,
  rowData,
} from '@colmena/shared/imports';
import { z } from 'zod';
import { commandContext } from '../../platform/commands/commandContext';
import type { CommandServices } from '../../platform/commands/commandServices';
import type { Actor } from '../../platform/commands/defineCommand';
import { commandSender, type SendCommand } from '../../platform/commands/sendCommand';
import type { Files } from '../../platform/files/Files';
import { AppError } from '../../platform/http/AppError';
import type { Job, JobHandler } from '../../platform/jobs/Jobs';
import { declaredFieldsOf } from '../documents/declaredFields';
import { allCommands } from '../replay/allCommands';
import type { ApplyImport } from './importCommands';
import { importRowsPath } from './importFile';
import { importRowsSource } from './importRowsSource';
import { RowSpool } from './rowSpool';

export const importJobKind = 'excel.import';

export const importJobPayloadSchema = z.strictObject({
  importId: importIdSchema,
  path: z.string().min(1).max(300),
  collection: z.string().min(1).max(100),
  mapping: z.array(z.string().nullable()),
  keyField: z.string().nullable(),
  actor: z.strictObject({
    uid: z.string(),
    contactId: z.string().nullable(),
    lvl: z.number(),
    rol: z.string().optional(),
  }),
});
export type ImportJobPayload = z.infer<typeof importJobPayloadSchema>;

export interface ImportServices extends CommandServices {
  files: Files;
}

/** Rows read between two progress reports while the file is read. */
const progressEvery = 5_000;

interface ReadRow {
  line: number;
  data: Record<string, unknown>;
}

/**
 * The import job (jobs port, kind `excel.import`): reads the whole file first — the rows its
 * upload kept, else the workbook, its bounds kept while reading, so a hostile file is refused
 * before anything is written — and counts its rows; then reads them again (the workbook's: as it
 * held them), each converted to its document by the mapping, and applies them as `import.apply`
 * commands in the caller's name, a batch held at a time: one command for up to 10,000 rows
 * (all or nothing), else batches of 1,000 that resume where the record says the last run stopped
 * (a job cut off runs again and skips the batches already applied; each batch's command id is
 * the import's and the batch's, so none applies twice). A row whose key finds one document
 * updates it; finding several, it is skipped. Progress and the report are the record
 * (`imports/{id}`), which the browser reads live.
 */
export function importJobHandler(services: ImportServices): JobHandler {
  const send = commandSender(services, allCommands);
  return (job) => runImport(services, send, job);
}

export async function runImport(services: ImportServices, send: SendCommand, job: Job): Promise<void> {
  const input = importJobPayloadSchema.parse(job.payload);
  const { tenant } = job;
  const { importId, collection } = input;
  const actor: Actor = { ...input.actor };
  const command = async (id: string, type: string, payload: unknown) => {
    const outcome = await send(tenant, { id, type, payload }, actor);
    if (outcome.status === 'rejected') throw new AppError(outcome.error, outcome.message, outcome.params);
    return outcome.result;
  };
  const fail = (error: string, processed: number) =>
    command(`imp-${importId}-failed`, 'import.progress', { importId, state: 'failed', processed, error });

  const stored = await services.store.get(tenant, importsCollection, importId);
  const record = stored as unknown as ImportRecord | null;
  if (!record || record.state === 'done' || record.state === 'failed') return;

  const source = await importRowsSource(services.files, tenant, input.path);
  if (!source) {
    await fail('not_found', 0);
    return;
  }
  const ctx = commandContext(tenant, await services.store.getCompany(tenant), actor);
  const fields = declaredFieldsOf(ctx, collection);
  const documentOf = (cells: ImportCell[]) => rowData(cells, input.mapping as ColumnMapping, fields);
  // Read whole first, bounds checked, so a hostile file is refused before anything is written;
  // the workbook's rows are held meanwhile (parsing it twice would cost more than the job). Rows
  // the upload kept (bounded then) are only counted: a pass of a fifth of a second a 100,000.
  let spool: RowSpool | null = null;
  let total = 0;
  try {
    if (source.count) total = await source.count();
    else {
      const held = new RowSpool();
      spool = held;
      await eachDataRow(await source.read(), (line, cells) => {
        total++;
        held.push(line, JSON.stringify(documentOf(cells)));
        if (total % progressEvery !== 0 || record.batches !== 0) return;
        return command(`imp-${importId}-r${total}`, 'import.progress', {
          importId,
          state: 'reading',
          processed: total,
        });
      });
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A refused file is refused again on any retry: the import ends here, nothing written.
    await fail(error.code, 0);
    await removeImportFiles(services.files, tenant, input.path);
    return;
  }

  const keys = input.keyField ? await existingKeys(services, tenant, collection, input.keyField) : null;
  const allOrNothing = total <= allOrNothingRows;
  const cutter = new BatchCutter(input.mapping.filter((key) => key !== null).length);
  let batch = 0;
  let rows: ReadRow[] = [];
  /** Sends the rows gathered as batch `batch` (unless a run before applied it) and starts the next. */
  const sendBatch = async (last: boolean) => {
    if (batch >= record.batches) {
      const payload = batchPayload(input, rows, batch, last, total, keys);
      const result = (await command(`imp-${importId}-b${batch}`, 'import.apply', payload)) as {
        created?: string[];
        createdLines?: number[];
      };
      if (keys && input.keyField) rememberCreated(keys, input.keyField, payload, result);
    }
    batch++;
    rows = [];
  };
  const keep = (line: number, data: Record<string, unknown>) => {
    // A batch a run before applied is only counted: its rows are not kept.
    if (batch >= record.batches) rows.push({ line, data });
  };
  /** One row again, in order: a batch is sent first when the row starts the next (the only wait). */
  const take = (line: number, data: Record<string, unknown>, length: number): Promise<void> | undefined => {
    if (cutter.cuts(length)) return sendBatch(false).then(() => keep(line, data));
    keep(line, data);
    return undefined;
  };
  try {
    if (spool) for (const row of spooledRows(spool)) await take(row.line, row.data, row.length);
    else
      await eachDataRow(await source.read(), (line, cells) => {
        const data = documentOf(cells);
        return take(line, data, JSON.stringify(data).length);
      });
    await sendBatch(true);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A refused batch (not a crash: that is retried and resumes): an import of up to 10,000
    // rows takes back what its earlier batches created, so it leaves all or nothing.
    if (allOrNothing) await revertBatches(services, tenant, importId, collection, batch, command);
    await fail(error.code, 0);
  }
  await removeImportFiles(services.files, tenant, input.path);
}

/**
 * Hands each data row of a sheet, in blocks of rows (importRowsSource), to `each` with its line
 * number: the header and blank rows left out. Rows go by one at a time, but the only waits are
 * the blocks' and those `each` asks for (a promise): an async step a row cost an import of
 * 100,000 rows 200,000 promises a pass.
 */
async function eachDataRow(
  blocks: AsyncIterable<readonly ImportCell[][]>,
  each: (line: number, cells: ImportCell[]) => Promise<unknown> | undefined,
): Promise<void> {
  let line = 0;
  for await (const block of blocks)
    for (const cells of block) {
      line++;
      if (line === 1 || isBlankRow(cells)) continue;
      const waiting = each(line, cells);
      if (waiting) await waiting;
    }
}

/** The spooled rows again, each its document and the length of its JSON. */
function* spooledRows(
  spool: RowSpool,
): Generator<{ line: number; data: Record<string, unknown>; length: number }> {
  for (let i = 0; i < spool.length; i++)
    yield {
      line: spool.line(i),
      data: JSON.parse(spool.json(i)) as Record<string, unknown>,
      length: spool.jsonLength(i),
    };
}

/** The upload and the rows kept beside it: gone once the import has ended. */
async function removeImportFiles(files: Files, tenant: string, path: string): Promise<void> {
  await files.remove(tenant, path).catch(() => false);
  await files.remove(tenant, importRowsPath(path)).catch(() => false);
}

/** More documents than any collection holds. */
const wholeCollection = 2 ** 31 - 1;

/** Rows `start` to `end` − 1 of the file's rows, in one command. */
export interface BatchBounds {
  start: number;
  end: number;
}

/**
 * Where the rows are cut into commands, row by row: at most 1,000 each, fewer for a wide sheet or
 * long texts, so that every command's record stays within a stored document's bounds (`length`:
 * a row's document as JSON, in characters). The same rows are always cut the same way, so a
 * resumed job finds the same batches.
 */
export class BatchCutter {
  private readonly most: number;
  private inBatch = 0;
  private bytes = 0;

  constructor(mappedFields: number) {
    const perRow = mappedFields + 4;
    this.most = Math.max(1, Math.min(importBatchRows, Math.floor(importBatchBudget.fields / perRow)));
  }

  /** Whether a row of this length starts a new batch (the rows before it make one); then it is counted. */
  cuts(length: number): boolean {
    const cut =
      this.inBatch > 0 && (this.inBatch >= this.most || this.bytes + length > importBatchBudget.bytes);
    if (cut) {
      this.inBatch = 0;
      this.bytes = 0;
    }
    this.inBatch++;
    this.bytes += length + 64;
    return cut;
  }
}

/** The batches BatchCutter makes of `count` rows (`jsonLength(i)`: row i's); no rows, one empty batch. */
export function batchesOf(
  count: number,
  jsonLength: (index: number) => number,
  mappedFields: number,
): BatchBounds[] {
  const cutter = new BatchCutter(mappedFields);
  const out: BatchBounds[] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    if (cutter.cuts(jsonLength(i))) {
      out.push({ start, end: i });
      start = i;
    }
  }
  out.push({ start, end: count });
  return out;
}

/**
 * Takes back what batches 0…upTo−1 did, latest first (from their command records): the
 * documents each created, 500 a command, and the merged documents' old values, one stored part
 * a command.
 */
async function revertBatches(
  services: ImportServices,
  tenant: string,
  importId: string,
  collection: string,
  upTo: number,
  command: (id: string, type: string, payload: unknown) => Promise<unknown>,
): Promise<void> {
  for (let batch = upTo - 1; batch >= 0; batch--) {
    const stored = await services.store.get(tenant, 'commands', `imp-${importId}-b${batch}`);
    const result = (stored?.result ?? {}) as { created?: unknown; priorParts?: unknown };
    const created = Array.isArray(result.created)
      ? result.created.filter((id): id is string => typeof id === 'string')
      : [];
    const parts = typeof result.priorParts === 'number' ? result.priorParts : 0;
    for (let part = parts - 1; part >= 0; part--)
      await command(`imp-${importId}-v${batch}-p${part}`, 'import.revert', {
        importId,
        collection,
        ids: [],
        prior: { batch, part },
      });
    for (let at = 0, part = 0; at < created.length; at += 500, part++)
      await command(`imp-${importId}-v${batch}-${part}`, 'import.revert', {
        importId,
        collection,
        ids: created.slice(at, at + 500),
      });
  }
}

/** The collection's documents by the text of their key field (several: the key is not unique). */
async function existingKeys(
  services: ImportServices,
  tenant: string,
  collection: string,
  keyField: string,
): Promise<Map<string, string[]>> {
  // The whole collection, past the lists' 10,000: every document a key may name.
  const docs = await services.store.query(tenant, { collection, limit: wholeCollection });
  const keys = new Map<string, string[]>();
  for (const doc of docs) {
    const key = keyText(doc[keyField]);
    if (key === null) continue;
    const ids = keys.get(key);
    if (ids) ids.push(doc.FireId);
    else keys.set(key, [doc.FireId]);
  }
  return keys;
}

function batchPayload(
  input: ImportJobPayload,
  rows: readonly ReadRow[],
  batch: number,
  last: boolean,
  total: number,
  keys: Map<string, string[]> | null,
): ApplyImport {
  const skips: ImportSkip[] = [];
  const out: ApplyImport['rows'] = [];
  const newKeys = new Set<string>();
  for (const row of rows) {
    const key = input.keyField ? keyText(row.data[input.keyField]) : null;
    if (!keys || key === null || !input.keyField) {
      out.push(row);
      continue;
    }
    const found = keys.get(key) ?? [];
    if (found.length > 1 || newKeys.has(key)) {
      skips.push({ line: row.line, field: input.keyField, code: 'key_not_unique' });
      continue;
    }
    const docId = found[0];
    if (docId === undefined) newKeys.add(key);
    out.push(
      docId === undefined ? { line: row.line, data: row.data } : { line: row.line, data: row.data, docId },
    );
  }
  return {
    importId: input.importId,
    collection: input.collection,
    batch,
    rows: out,
    skips,
    total,
    last,
  };
}

/** Documents a batch created answer to their key in later batches (a later row updates them). */
function rememberCreated(
  keys: Map<string, string[]>,
  keyField: string,
  payload: ApplyImport,
  result: { created?: string[]; createdLines?: number[] },
) {
  const byLine = new Map(payload.rows.map((row) => [row.line, row.data]));
  (result.created ?? []).forEach((id, i) => {
    const line = result.createdLines?.[i];
    const key = line === undefined ? null : keyText(byLine.get(line)?.[keyField]);
    if (key !== null) keys.set(key, [...(keys.get(key) ?? []), id]);
  });
}
