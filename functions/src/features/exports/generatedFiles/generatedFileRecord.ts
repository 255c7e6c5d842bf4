import { fileRecordPayloadSchema, uploadsCollection } from '@colmena/shared/files';
import { docIdSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { defineCommand } from '../../../platform/commands/defineCommand';
import { AppError } from '../../../platform/http/AppError';

/** Rows a generated file may name as its sources (a list report is capped at this many rows). */
export const maxGeneratedSources = 10_000;

/**
 * What a generated file was made from, so that it is given only to those who may read all of
 * it: one document (and its journals), or the documents a widget's query returned — re-read
 * as the downloader when they ask (generatedFileAccess.ts).
 */
export const generatedSourcesSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('document'),
    collection: z.string().min(1).max(1500),
    docId: docIdSchema,
    journals: z
      .strictObject({
        collection: z.string().min(1).max(1500),
        ids: z.array(docIdSchema).max(maxGeneratedSources),
      })
      .optional(),
  }),
  z.strictObject({
    kind: z.literal('query'),
    widgetId: docIdSchema,
    entry: z.number().int().min(0).max(99),
    collKey: z.string().min(1).max(100).optional(),
    documentId: docIdSchema.optional(),
    collection: z.string().min(1).max(1500),
    ids: z.array(docIdSchema).max(maxGeneratedSources),
  }),
]);
export type GeneratedSources = z.infer<typeof generatedSourcesSchema>;

export const generatedFileRecordSchema = z.strictObject({
  ...fileRecordPayloadSchema.shape,
  sources: generatedSourcesSchema,
});
export type GeneratedFileRecord = z.infer<typeof generatedFileRecordSchema>;

/**
 * `export.file.record`: the uploaded-file record (spec §3) of a file the server generated (a
 * PDF report, a PowerPoint deck), written once its bytes are stored, with what it was made
 * from. Only the server sends it, after reading the sources with the caller's own permissions,
 * so anyone who could read them may have the file made: no write level is asked. Date and user
 * are the command's stamp.
 */
export const recordGeneratedFile = defineCommand({
  type: 'export.file.record',
  schema: generatedFileRecordSchema,
  serverOnly: true,
  allowed: () => true,
  async apply(tx, input, stamp) {
    if (await tx.get(uploadsCollection, input.uploadId)) throw new AppError('file_upload_error');
    const { uploadId, ...record } = input;
    tx.set(uploadsCollection, uploadId, {
      ...record,
      generated: true,
      date: stamp.at,
      user: stamp.actor.uid,
    });
    return { id: uploadId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: uploadsCollection,
    document: result.id,
    modification: {
      name: input.name,
      filePath: input.filePath,
      type: input.type,
      extension: input.extension,
      server: input.server,
      owner: input.owner,
      sources: input.sources.kind,
    },
  }),
});
