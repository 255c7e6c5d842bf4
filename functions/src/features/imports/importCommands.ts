import { checkDocumentFields } from '@colmena/shared/fields';
import {
  allOrNothingRows,
  type ImportKept,
  type ImportRecord,
  type ImportSkip,
  importBatchBudget,
  importIdSchema,
  importsCollection,
  maxReportedSkips,
  type PriorEntry,
  priorEntry,
  priorPartId,
  priorParts,
  revertPlan,
} from '@colmena/shared/imports';
import { documentDataSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { type Command, defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';
import { declaredFieldsOf } from '../documents/declaredFields';

const collectionSchema = z.string().trim().min(1).max(100);
const skipSchema = z.strictObject({
  line: z.number().int().min(1),
  field: z.string().max(100),
  code: z.string().max(40),
  max: z.number().optional(),
  min: z.number().optional(),
});

const asRecord = (doc: DocData | null): ImportRecord | null =>
  doc ? (doc as unknown as ImportRecord) : null;

/**
 * `import.begin {importId, collection, fileName}` (server only, sent by the start route as the
 * caller): the import's record, queued. Again for the same import: nothing changes.
 */
export const beginImport = defineCommand({
  type: 'import.begin',
  serverOnly: true,
  schema: z.strictObject({
    importId: importIdSchema,
    collection: collectionSchema,
    fileName: z.string().max(200),
  }),
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, stamp) {
    const known = asRecord(await tx.get(importsCollection, input.importId));
    if (known) return { state: known.state };
    const record: ImportRecord = {
      user: stamp.actor.uid,
      target: input.collection,
      fileName: input.fileName,
      state: 'queued',
      total: 0,
      processed: 0,
      created: 0,
      updated: 0,
      skipped: 0,
      skips: [],
      batches: 0,
      startedAt: stamp.at,
    };
    tx.set(importsCollection, input.importId, record as unknown as DocData);
    return { state: record.state };
  },
  log: () => [],
});

/**
 * `import.progress {importId, state, processed, total?, error?}` (server only, the import's job
 * as its starter): how far the reading has gone, or why the import stopped.
 */
export const importProgress = defineCommand({
  type: 'import.progress',
  serverOnly: true,
  schema: z.strictObject({
    importId: importIdSchema,
    state: z.enum(['reading', 'failed']),
    processed: z.number().int().min(0),
    total: z.number().int().min(0).optional(),
    error: z.string().max(60).optional(),
  }),
  allowed: () => true,
  async apply(tx, input, stamp) {
    const record = asRecord(await tx.get(importsCollection, input.importId));
    if (!record) throw new AppError('not_found');
    if (record.state === 'done' || record.state === 'failed') return { state: record.state };
    const change: Partial<ImportRecord> = { state: input.state, processed: input.processed };
    if (input.total !== undefined) change.total = input.total;
    if (input.error !== undefined) change.error = input.error;
    if (input.state === 'failed') change.finishedAt = stamp.at;
    tx.merge(importsCollection, input.importId, change as DocData);
    return { state: input.state };
  },
  log: () => [],
});

const importRowSchema = z.strictObject({
  line: z.number().int().min(2),
  data: documentDataSchema,
  /** The document the row's key found: the row updates it. */
  docId: z.string().min(1).max(1500).optional(),
});

export const applyImportSchema = z.strictObject({
  importId: importIdSchema,
  collection: collectionSchema,
  /** Batches are applied in order: this one's number (0 first). */
  batch: z.number().int().min(0),
  rows: z.array(importRowSchema).max(10_000),
  /** Rows the job refused while reading (their cells), reported with this batch. */
  skips: z.array(skipSchema).max(10_000),
  total: z.number().int().min(0),
  last: z.boolean(),
});
export type ApplyImport = z.infer<typeof applyImportSchema>;

/**
 * `import.apply` (server only, the import's job as its starter): one batch of rows written in
 * one transaction — each row a new document or, when its key found one, a merge into it — and
 * the record's counts moved on. Every row is checked again by the collection's declared fields
 * (the field kit's validators): a row that does not fit is skipped with its reason, the others
 * are written. The command id is the import's and the batch's, so a batch sent twice (a job
 * run again after a crash, a second click) is applied once; a batch out of order is refused.
 */
export const applyImport = defineCommand({
  type: 'import.apply',
  serverOnly: true,
  schema: applyImportSchema,
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input, stamp, ctx) {
    const record = asRecord(await tx.get(importsCollection, input.importId));
    if (!record || record.target !== input.collection) throw new AppError('not_found');
    if (record.batches !== input.batch) throw new AppError('invalid_change');
    const fields = declaredFieldsOf(ctx, input.collection);
    const targets = await Promise.all(
      input.rows.map((row) => (row.docId ? tx.get(input.collection, row.docId) : Promise.resolve(null))),
    );
    const skips: ImportSkip[] = [...input.skips];
    const prior: PriorEntry[] = [];
    // A document two rows of this batch merge into: the second row's old values are the first's.
    const merged = new Map<string, Record<string, unknown>>();
    const created: string[] = [];
    const createdLines: number[] = [];
    const updated: string[] = [];
    const updatedLines: number[] = [];
    input.rows.forEach((row, i) => {
      const target = targets[i];
      const problems = checkDocumentFields(fields, row.data, { partial: Boolean(target) });
      const first = Object.entries(problems)[0];
      if (first) {
        const [field, problem] = first;
        skips.push({ line: row.line, field, ...problem });
        return;
      }
      if (target && row.docId) {
        // Only an all-or-nothing import is ever taken back: a longer one keeps no old values.
        if (input.total <= allOrNothingRows) {
          const current = merged.get(row.docId) ?? target;
          const entry = priorEntry(row.docId, row.line, current, row.data);
          if (entry) prior.push(entry);
          merged.set(row.docId, { ...current, ...row.data });
        }
        tx.merge(input.collection, row.docId, row.data);
        updated.push(row.docId);
        updatedLines.push(row.line);
      } else {
        const docId = stamp.newId();
        tx.set(
          input.collection,
          docId,
          'CreatedAt' in row.data ? row.data : { ...row.data, CreatedAt: stamp.at },
        );
        created.push(docId);
        createdLines.push(row.line);
      }
    });
    const reported = [...record.skips, ...skips.sort((a, b) => a.line - b.line)].slice(0, maxReportedSkips);
    const change: Partial<ImportRecord> = {
      state: input.last ? 'done' : 'applying',
      total: input.total,
      batches: input.batch + 1,
      // The reading progress counted rows read; from the first batch on it counts rows done.
      processed: (input.batch === 0 ? 0 : record.processed) + input.rows.length + input.skips.length,
      created: record.created + created.length,
      updated: record.updated + updated.length,
      skipped: record.skipped + skips.length,
      skips: reported,
    };
    if (input.last) change.finishedAt = stamp.at;
    tx.merge(importsCollection, input.importId, change as DocData);
    // What the merged rows replaced, for taking the import back: beside the record (the
    // command's own record already holds the rows), in parts that each fit a stored document.
    const parts = priorParts(prior, importBatchBudget);
    parts.forEach((entries, part) => {
      tx.set(importsCollection, priorPartId(input.importId, input.batch, part), {
        user: record.user,
        import: input.importId,
        batch: input.batch,
        part,
        entries,
      } as unknown as DocData);
    });
    return { created, createdLines, updated, updatedLines, skipped: skips.length, priorParts: parts.length };
  },
  log: (input, result): LogFields[] => {
    const byLine = new Map(input.rows.map((row) => [row.line, row.data]));
    const entry = (
      action: 'create' | 'modification',
      document: string,
      line: number | undefined,
    ): LogFields => ({
      action,
      collection: input.collection,
      document,
      modification: line === undefined ? undefined : byLine.get(line),
    });
    return [
      ...result.created.map((id, i) => entry('create', id, result.createdLines[i])),
      ...result.updated.map((id, i) => entry('modification', id, result.updatedLines[i])),
    ];
  },
});

const keptLimit = maxReportedSkips;

/**
 * `import.revert {importId, collection, ids, prior?}` (server only, the import's job as its
 * starter): an all-or-nothing import whose later batch was refused takes back what its earlier
 * batches did — the documents it created (those still there) are deleted, and with `prior`
 * (`{batch, part}`: one stored part of a batch's old values) each merged document gets back
 * the old values of the fields the import changed. A field that no longer holds the imported
 * value was changed by someone since: it is left as they left it and reported (`revert.keptDocs`
 * on the record), as is a document deleted since. The record's counts follow.
 */
export const revertImport = defineCommand({
  type: 'import.revert',
  serverOnly: true,
  schema: z.strictObject({
    importId: importIdSchema,
    collection: collectionSchema,
    ids: z.array(z.string().min(1).max(1500)).max(500),
    prior: z.strictObject({ batch: z.number().int().min(0), part: z.number().int().min(0) }).optional(),
  }),
  allowed: (_actor, input, ctx) => ctx.mayWriteIn(input.collection),
  async apply(tx, input) {
    const record = asRecord(await tx.get(importsCollection, input.importId));
    if (!record || record.target !== input.collection) throw new AppError('not_found');
    const present = await Promise.all(input.ids.map((id) => tx.get(input.collection, id)));
    const removed = input.ids.filter((_, i) => present[i]);
    const stored = input.prior
      ? await tx.get(importsCollection, priorPartId(input.importId, input.prior.batch, input.prior.part))
      : null;
    const entries = (Array.isArray(stored?.entries) ? stored.entries : []) as PriorEntry[];
    const docs = new Map<string, Record<string, unknown> | null>();
    for (const entry of entries)
      if (!docs.has(entry.doc)) {
        const doc = await tx.get(input.collection, entry.doc);
        docs.set(entry.doc, doc ? bodyOf(doc) : null);
      }

    const restored: Restored[] = [];
    const kept: ImportKept[] = [];
    // Latest row first: a document two rows merged into goes back through both.
    for (const entry of [...entries].reverse()) {
      const fields = Object.keys(entry.after);
      const current = docs.get(entry.doc);
      if (entry.tooBig) {
        kept.push({ line: entry.line, doc: entry.doc, fields: entry.tooBig, reason: 'too_big' });
        continue;
      }
      if (!current) {
        kept.push({ line: entry.line, doc: entry.doc, fields, reason: 'deleted' });
        continue;
      }
      const plan = revertPlan(current, entry);
      const next = { ...current, ...plan.restore };
      for (const key of plan.remove) delete next[key];
      docs.set(entry.doc, next);
      if (plan.kept.length > 0)
        kept.push({ line: entry.line, doc: entry.doc, fields: plan.kept, reason: 'changed_since' });
      if (Object.keys(plan.restore).length > 0 || plan.remove.length > 0)
        restored.push({
          doc: entry.doc,
          restore: plan.restore,
          remove: plan.remove,
          whole: plan.kept.length === 0,
        });
    }
    for (const id of removed) tx.delete(input.collection, id);
    // The whole body: a merge would deep-merge an old map value into the imported one.
    for (const doc of new Set(restored.map((r) => r.doc)))
      tx.set(input.collection, doc, docs.get(doc) as DocData);
    const wholly = restored.filter((r) => r.whole).length;
    const before = record.revert ?? { removed: 0, restored: 0, kept: 0, keptDocs: [] };
    const revert = {
      removed: before.removed + removed.length,
      restored: before.restored + wholly,
      kept: before.kept + kept.length,
      keptDocs: [...before.keptDocs, ...kept.sort((a, b) => a.line - b.line)].slice(0, keptLimit),
    };
    tx.merge(importsCollection, input.importId, {
      created: Math.max(0, record.created - removed.length),
      updated: Math.max(0, record.updated - wholly),
      revert,
    } as unknown as DocData);
    return {
      removed,
      restored: restored.map(({ doc, restore, remove }) => ({ doc, restore, remove })),
      kept,
    };
  },
  log: (input, result): LogFields[] => [
    ...result.removed.map((document) => ({
      action: 'delete' as const,
      collection: input.collection,
      document,
    })),
    ...result.restored.map(({ doc, restore, remove }) => ({
      action: 'modification' as const,
      collection: input.collection,
      document: doc,
      modification: restore,
      ...(remove.length > 0 ? { removed: remove } : {}),
    })),
  ],
});

interface Restored {
  doc: string;
  restore: Record<string, unknown>;
  remove: string[];
  /** Every field the row changed went back (none kept by a later change). */
  whole: boolean;
}

function bodyOf(doc: DocData): Record<string, unknown> {
  const { FireId: _id, collection: _collection, ...body } = doc;
  return body;
}

/** The import's commands, listed in the one registry (features/replay/allCommands). */
export const importCommands: readonly Command[] = [beginImport, importProgress, applyImport, revertImport];
