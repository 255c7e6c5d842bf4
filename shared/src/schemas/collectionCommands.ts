import { z } from 'zod';
import { fieldListSchema } from '../fields/fieldDefinition';
import { isDeletedCopyName, isFixedCollection } from '../policy/rulebook/registry';
import { isFieldPath } from '../query/fieldPath';
import { storedQuerySchema } from '../query/storedFilters';
import { cardConfigSchema } from './cardConfig';
import {
  type CollectionDefinition,
  collectionDefinitionSchema,
  lvlViewSchema,
  writeLevelSchema,
} from './collectionDefinition';
import { normalizeCollectionKey } from './collectionKey';
import { collectionNameSchema, sortDirectionSchema } from './common';

/** Spec §5: a collection key as typed, normalised (accents removed, only [a-z0-9_-], lowercased). */
export const collectionKeyInputSchema = z
  .string()
  .max(200)
  .transform(normalizeCollectionKey)
  .pipe(z.string().min(1, 'nothing left of the key once normalised').max(100));

const textSchema = z.string().trim().min(1).max(200);
const sortFieldSchema = z.string().trim().min(1).max(1500).refine(isFieldPath, 'not a field path');

/**
 * Every field of a collection definition (spec §3) a command may set, besides its key and
 * main collection. The write levels (lvlCreate, lvlEdit, lvlDelete: −1 clients too, 0 every
 * staff member, up to 100) are the write policy's (shared/src/policy/writeLevels.ts).
 */
const definitionFieldsShape = {
  name: textSchema,
  mainName: textSchema,
  mainNameSingular: textSchema,
  mainQuery: storedQuerySchema,
  mainFilter: storedQuerySchema,
  mainSortField: sortFieldSchema,
  mainSortDir: sortDirectionSchema,
  secondaryCollection: collectionNameSchema,
  secondaryName: textSchema,
  secondaryNameSingular: textSchema,
  secondaryQuery: storedQuerySchema,
  secondarySortField: sortFieldSchema,
  secondarySortDir: sortDirectionSchema,
  ownerField: z.string().trim().min(1).max(1500).refine(isFieldPath, 'not a field path'),
  lvlView: lvlViewSchema.refine((level) => level === 'public' || (level >= 0 && level <= 100), '0 to 100'),
  lvlCreate: writeLevelSchema,
  lvlEdit: writeLevelSchema,
  lvlDelete: writeLevelSchema,
  cardConfig: cardConfigSchema,
  secCardConfig: cardConfigSchema,
  fields: fieldListSchema,
  secondaryFields: fieldListSchema,
};
/**
 * `collection.define`: a new collection. Its key is normalised; its main collection defaults to
 * the key; the definition's defaults apply (main sorted by Name asc, journals by CreatedAt asc,
 * write levels 0).
 */
export const defineCollectionPayloadSchema = z
  .strictObject({
    key: collectionKeyInputSchema,
    mainCollection: collectionNameSchema.optional(),
    name: textSchema,
  })
  .extend(z.object(definitionFieldsShape).omit({ name: true }).partial().shape)
  .strict();
export type DefineCollectionPayload = z.infer<typeof defineCollectionPayloadSchema>;

const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * `collection.update {key, changes}`: the fields sent change, the others stay; null clears an
 * optional field (no stored filter, no owner field, lvlView unset...). Fields with a default
 * (the sorts, the write levels) are set, never cleared. The key and the main collection name
 * the documents and never change; a secondary collection may be added where there is none.
 */
export const updateCollectionPayloadSchema = z.strictObject({
  key: collectionKeyInputSchema,
  changes: z
    .strictObject({
      name: definitionFieldsShape.name.optional(),
      mainName: clearable(definitionFieldsShape.mainName),
      mainNameSingular: clearable(definitionFieldsShape.mainNameSingular),
      mainQuery: clearable(definitionFieldsShape.mainQuery),
      mainFilter: clearable(definitionFieldsShape.mainFilter),
      mainSortField: definitionFieldsShape.mainSortField.optional(),
      mainSortDir: definitionFieldsShape.mainSortDir.optional(),
      secondaryCollection: definitionFieldsShape.secondaryCollection.optional(),
      secondaryName: clearable(definitionFieldsShape.secondaryName),
      secondaryNameSingular: clearable(definitionFieldsShape.secondaryNameSingular),
      secondaryQuery: clearable(definitionFieldsShape.secondaryQuery),
      secondarySortField: definitionFieldsShape.secondarySortField.optional(),
      secondarySortDir: definitionFieldsShape.secondarySortDir.optional(),
      ownerField: clearable(definitionFieldsShape.ownerField),
      lvlView: clearable(definitionFieldsShape.lvlView),
      lvlCreate: definitionFieldsShape.lvlCreate.optional(),
      lvlEdit: definitionFieldsShape.lvlEdit.optional(),
      lvlDelete: definitionFieldsShape.lvlDelete.optional(),
      cardConfig: clearable(definitionFieldsShape.cardConfig),
      secCardConfig: clearable(definitionFieldsShape.secCardConfig),
      fields: clearable(definitionFieldsShape.fields),
      secondaryFields: clearable(definitionFieldsShape.secondaryFields),
    })
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'nothing to change'),
});
export type UpdateCollectionPayload = z.infer<typeof updateCollectionPayloadSchema>;

/** What becomes of a removed collection's documents (nothing is ever lost). */
export const removedDocumentsChoices = ['keep', 'toDeleted'] as const;
export type RemovedDocumentsChoice = (typeof removedDocumentsChoices)[number];

/**
 * `collection.remove {key, documents?}`: with documents in its collections the caller must
 * choose: `keep` (they stay where they are, unreachable until a collection with the same key
 * and collections is defined again) or `toDeleted` (each moves, journals too, to its
 * `{collection}Deleted` copy with deletedBy, as a document deletion does).
 */
export const removeCollectionPayloadSchema = z.strictObject({
  key: collectionKeyInputSchema,
  documents: z.enum(removedDocumentsChoices).optional(),
});
export type RemoveCollectionPayload = z.infer<typeof removeCollectionPayloadSchema>;

export type DefinitionProblem = 'collection_exists' | 'collection_not_found' | 'invalid_change';
export type DefinitionsChange =
  | { ok: true; definitions: CollectionDefinition[]; definition: CollectionDefinition }
  | { ok: false; error: DefinitionProblem };

/**
 * A name no definition may use for its documents: a fixed collection (agenda, logs...), a
 * deleted copy (`…Deleted`, the rulebook's) and "data", the current collection's alias.
 */
export function isReservedCollectionName(name: string): boolean {
  return isFixedCollection(name) || isDeletedCopyName(name) || name === 'data';
}

function namesOf(def: Pick<CollectionDefinition, 'mainCollection' | 'secondaryCollection'>): string[] {
  return def.secondaryCollection ? [def.mainCollection, def.secondaryCollection] : [def.mainCollection];
}

/** Its collections are its own: not reserved, not each other, not another definition's. */
function collectionsProblem(
  def: CollectionDefinition,
  others: readonly CollectionDefinition[],
): DefinitionProblem | null {
  const names = namesOf(def);
  if (names.some(isReservedCollectionName) || new Set(names).size !== names.length) return 'invalid_change';
  const taken = new Set(others.flatMap(namesOf));
  return names.some((name) => taken.has(name)) ? 'invalid_change' : null;
}

/** The definitions with `input` added (its defaults applied), or why not. */
export function defineCollection(
  definitions: readonly CollectionDefinition[],
  input: DefineCollectionPayload,
): DefinitionsChange {
  if (definitions.some((def) => def.key === input.key)) return { ok: false, error: 'collection_exists' };
  const parsed = collectionDefinitionSchema.safeParse({
    ...input,
    mainCollection: input.mainCollection ?? input.key,
  });
  if (!parsed.success) return { ok: false, error: 'invalid_change' };
  const definition = parsed.data;
  const problem = collectionsProblem(definition, definitions);
  if (problem) return { ok: false, error: problem };
  return { ok: true, definitions: [...definitions, definition], definition };
}

/**
 * The definitions with `key`'s changed as `changes` says, or why not. A secondary collection
 * is only ever added: changing or removing one would strand its journals (define a new
 * collection and move them instead).
 */
export function updateCollection(
  definitions: readonly CollectionDefinition[],
  { key, changes }: UpdateCollectionPayload,
): DefinitionsChange {
  const index = definitions.findIndex((def) => def.key === key);
  const current = definitions[index];
  if (!current) return { ok: false, error: 'collection_not_found' };
  if (
    changes.secondaryCollection !== undefined &&
    current.secondaryCollection !== undefined &&
    changes.secondaryCollection !== current.secondaryCollection
  )
    return { ok: false, error: 'invalid_change' };
  const next: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else if (value !== undefined) next[name] = value;
  }
  const parsed = collectionDefinitionSchema.safeParse(next);
  if (!parsed.success) return { ok: false, error: 'invalid_change' };
  const definition = parsed.data;
  const others = definitions.filter((_, i) => i !== index);
  const problem = collectionsProblem(definition, others);
  if (problem) return { ok: false, error: problem };
  return { ok: true, definitions: definitions.map((def, i) => (i === index ? definition : def)), definition };
}
