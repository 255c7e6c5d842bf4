import { z } from 'zod';
import { collectionNameSchema, docIdSchema } from './common';
import { documentDataSchema } from './documentData';

/** Client-generated, so a retried command is recognised and not applied twice (ARCHITECTURE §4). */
export const commandIdSchema = z.string().min(1).max(100);

export const createDocumentPayloadSchema = z.object({
  collection: collectionNameSchema,
  data: documentDataSchema,
  /** Chosen by the caller; the server generates one when absent. */
  docId: docIdSchema.optional(),
});

export const mergeDocumentPayloadSchema = z.object({
  collection: collectionNameSchema,
  docId: docIdSchema,
  data: documentDataSchema,
});

export const replaceDocumentPayloadSchema = z.object({
  collection: collectionNameSchema,
  docId: docIdSchema,
  data: documentDataSchema,
});

export const deleteDocumentPayloadSchema = z.object({
  collection: collectionNameSchema,
  docId: docIdSchema,
});

export const moveDocumentPayloadSchema = z.object({
  collection: collectionNameSchema,
  docId: docIdSchema,
  /** Target collection. */
  to: collectionNameSchema,
});

/** Spec §4: a project's child and main documents go to backup (`…Deleted`) or `to` collections. */
export const deleteProjectDataPayloadSchema = z.object({
  collKey: collectionNameSchema,
  projectId: docIdSchema,
  to: collectionNameSchema.optional(),
});

const command = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.object({ id: commandIdSchema, type: z.literal(type), payload });

export const createDocumentCommandSchema = command('document.create', createDocumentPayloadSchema);
export const mergeDocumentCommandSchema = command('document.merge', mergeDocumentPayloadSchema);
export const replaceDocumentCommandSchema = command('document.replace', replaceDocumentPayloadSchema);
export const deleteDocumentCommandSchema = command('document.delete', deleteDocumentPayloadSchema);
export const moveDocumentCommandSchema = command('document.move', moveDocumentPayloadSchema);
export const deleteProjectDataCommandSchema = command('project.deleteData', deleteProjectDataPayloadSchema);

/** Every write, as data: `{ id, type, payload }` (ARCHITECTURE §4). */
export const commandSchema = z.discriminatedUnion('type', [
  createDocumentCommandSchema,
  mergeDocumentCommandSchema,
  replaceDocumentCommandSchema,
  deleteDocumentCommandSchema,
  moveDocumentCommandSchema,
  deleteProjectDataCommandSchema,
]);
export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
export type CommandPayload<T extends CommandType> = CommandOf<T>['payload'];

export const commandTypes = [
  'document.create',
  'document.merge',
  'document.replace',
  'document.delete',
  'document.move',
  'project.deleteData',
] as const satisfies readonly CommandType[];
