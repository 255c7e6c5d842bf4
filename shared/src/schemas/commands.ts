import { z } from 'zod';
import { collectionNameSchema, docIdSchema } from './common';
import { documentDataSchema, isReservedName, maxFieldNameBytes } from './documentData';

/** Client-generated, so a retried command is recognised and not applied twice (ARCHITECTURE §4). */
export const commandIdSchema = z.string().min(1).max(100);

/**
 * What a command may name: ids and collection names a store can hold as a path segment
 * (Firestore refuses '.', '..' and `__x__`; a leading blank is a typing slip). Refused here, at
 * the edge, such a payload is an invalid change whoever sends it, before any permission check.
 */
const storableDocIdSchema = docIdSchema.refine(
  (id) => !/^\s/.test(id) && id !== '.' && id !== '..' && !isReservedName(id),
  'not a storable document id',
);
const storableCollectionSchema = collectionNameSchema.refine(
  (name) => !isReservedName(name),
  'reserved collection name',
);

export const createDocumentPayloadSchema = z.object({
  collection: storableCollectionSchema,
  data: documentDataSchema,
  /** Chosen by the caller; the server generates one when absent. */
  docId: storableDocIdSchema.optional(),
});

/** Most top-level fields one merge may remove (a form has far fewer). */
export const maxRemovedFields = 500;

/**
 * A top-level field a merge removes: a name a document can hold (not empty, not `__x__`, at
 * most Firestore's 1,500 bytes), never FireId or collection, which come from the path.
 */
const removableFieldSchema = z
  .string()
  .min(1)
  .refine((name) => !isReservedName(name), 'reserved field name')
  .refine((name) => new TextEncoder().encode(name).length <= maxFieldNameBytes, 'field name too long')
  .refine((name) => name !== 'FireId' && name !== 'collection', 'not a stored field');

export const mergeDocumentPayloadSchema = z
  .object({
    collection: storableCollectionSchema,
    docId: storableDocIdSchema,
    data: documentDataSchema,
    /**
     * Top-level fields to delete from the document in the same change (an edit form's cleared
     * fields). A field both written and removed, or named twice, is a contradiction: refused.
     */
    remove: z.array(removableFieldSchema).max(maxRemovedFields).optional(),
  })
  .refine(
    ({ data, remove = [] }) =>
      new Set(remove).size === remove.length && remove.every((name) => !Object.hasOwn(data, name)),
    { message: 'a field is removed twice, or both written and removed', path: ['remove'] },
  );

export const replaceDocumentPayloadSchema = z.object({
  collection: storableCollectionSchema,
  docId: storableDocIdSchema,
  data: documentDataSchema,
});

export const deleteDocumentPayloadSchema = z.object({
  collection: storableCollectionSchema,
  docId: storableDocIdSchema,
});

export const moveDocumentPayloadSchema = z.object({
  collection: storableCollectionSchema,
  docId: storableDocIdSchema,
  /** Target collection. */
  to: storableCollectionSchema,
});

/** Spec §4: a project's child and main documents go to backup (`…Deleted`) or `to` collections. */
export const deleteProjectDataPayloadSchema = z.object({
  collKey: storableCollectionSchema,
  projectId: storableDocIdSchema,
  to: storableCollectionSchema.optional(),
});

/**
 * Issue 12 "Trash and restore": `collection` is the original collection; its document comes back
 * from `{collection}Deleted` under the same id (with the journals its delete took along).
 */
export const restoreDocumentPayloadSchema = z.object({
  collection: storableCollectionSchema,
  docId: storableDocIdSchema,
});

/** Empties the trash of definition `collKey`: its `{main}Deleted` and `{secondary}Deleted` copies. */
export const emptyTrashPayloadSchema = z.object({
  collKey: storableCollectionSchema,
});

const command = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.object({ id: commandIdSchema, type: z.literal(type), payload });

export const createDocumentCommandSchema = command('document.create', createDocumentPayloadSchema);
export const mergeDocumentCommandSchema = command('document.merge', mergeDocumentPayloadSchema);
export const replaceDocumentCommandSchema = command('document.replace', replaceDocumentPayloadSchema);
export const deleteDocumentCommandSchema = command('document.delete', deleteDocumentPayloadSchema);
export const moveDocumentCommandSchema = command('document.move', moveDocumentPayloadSchema);
export const deleteProjectDataCommandSchema = command('project.deleteData', deleteProjectDataPayloadSchema);
export const restoreDocumentCommandSchema = command('document.restore', restoreDocumentPayloadSchema);
export const emptyTrashCommandSchema = command('trash.empty', emptyTrashPayloadSchema);

/** Every write, as data: `{ id, type, payload }` (ARCHITECTURE §4). */
export const commandSchema = z.discriminatedUnion('type', [
  createDocumentCommandSchema,
  mergeDocumentCommandSchema,
  replaceDocumentCommandSchema,
  deleteDocumentCommandSchema,
  moveDocumentCommandSchema,
  deleteProjectDataCommandSchema,
  restoreDocumentCommandSchema,
  emptyTrashCommandSchema,
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
  'document.restore',
  'trash.empty',
] as const satisfies readonly CommandType[];
