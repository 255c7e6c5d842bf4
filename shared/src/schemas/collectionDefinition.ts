import { z } from 'zod';
import type { PublicCollection } from '../api/company';
import { fieldListSchema } from '../fields/fieldDefinition';
import { levels } from '../policy/levels';
import { clientWriteRank, staffWriteLevel } from '../policy/writeLevels';
import { cardConfigSchema } from './cardConfig';
import { normalizeCollectionKey } from './collectionKey';
import { collectionNameSchema, sortDirectionSchema } from './common';

/** A stored query descriptor (mainQuery, mainFilter...): its shape belongs to the query model. */
const storedQuerySchema = z.unknown().optional();

/** `lvlView`: the minimum level that sees every document, or 'public' for visitors too (spec §6). */
export const lvlViewSchema = z.union([z.number(), z.literal('public')]);
export type LvlView = z.infer<typeof lvlViewSchema>;

/**
 * A write level (lvlCreate, lvlEdit, lvlDelete): the least level that may do it to any document
 * of the collection, from −1 (clients too) through 0 (every staff member, the default) to 100.
 * The rule that reads them is the write policy (shared/src/policy/writePolicy.ts).
 */
export const writeLevelSchema = z.number().int().min(clientWriteRank).max(levels.admin);

/** Spec §3 collection definition (an entry of the company's collectionsArray), defaults applied. */
export const collectionDefinitionSchema = z.looseObject({
  key: z.string().transform(normalizeCollectionKey).pipe(z.string().min(1).max(100)),
  name: z.string().min(1),
  mainCollection: collectionNameSchema,
  mainName: z.string().optional(),
  mainNameSingular: z.string().optional(),
  mainQuery: storedQuerySchema,
  mainFilter: storedQuerySchema,
  mainSortField: z.string().min(1).default('Name'),
  mainSortDir: sortDirectionSchema.default('asc'),
  secondaryCollection: collectionNameSchema.optional(),
  secondaryName: z.string().optional(),
  secondaryNameSingular: z.string().optional(),
  secondaryQuery: storedQuerySchema,
  secondarySortField: z.string().min(1).default('CreatedAt'),
  secondarySortDir: sortDirectionSchema.default('asc'),
  /** Array field of agenda FireIds: owners see their documents below lvlView (spec §6). */
  ownerField: z.string().min(1).optional(),
  lvlView: lvlViewSchema.optional(),
  /** Least level that creates a document here (a move into the collection is a create). */
  lvlCreate: writeLevelSchema.default(staffWriteLevel),
  /** Least level that edits (merges or replaces) any document here. */
  lvlEdit: writeLevelSchema.default(staffWriteLevel),
  /** Least level that deletes any document here, or moves it out (to another collection). */
  lvlDelete: writeLevelSchema.default(staffWriteLevel),
  cardConfig: cardConfigSchema.optional(),
  secCardConfig: cardConfigSchema.optional(),
  /**
   * The declared fields of its documents and of their journals (issue 12 point 1): forms, cards,
   * views and sort menus read labels and types from them; undeclared keys of older documents are
   * still shown (under "Other fields").
   */
  fields: fieldListSchema.optional(),
  secondaryFields: fieldListSchema.optional(),
});
export type CollectionDefinition = z.infer<typeof collectionDefinitionSchema>;
export type CollectionDefinitionInput = z.input<typeof collectionDefinitionSchema>;

/** Spec §3 "Current collection": what the data screens are showing. */
export const currentCollectionSchema = z.looseObject({
  key: z.string().min(1),
  mainQuery: storedQuerySchema,
  secondaryQuery: storedQuerySchema,
});
export type CurrentCollection = z.infer<typeof currentCollectionSchema>;

/**
 * What the browser may know of a definition: its names, sorts, audience, write levels (so the
 * screens offer only the writes the server would accept) and card configs; no stored queries
 * or tenant extras.
 */
export function toPublicCollection(def: CollectionDefinition): PublicCollection {
  return withoutUndefined({
    key: def.key,
    name: def.name,
    mainCollection: def.mainCollection,
    mainName: def.mainName,
    mainNameSingular: def.mainNameSingular,
    mainSortField: def.mainSortField,
    mainSortDir: def.mainSortDir,
    secondaryCollection: def.secondaryCollection,
    secondaryName: def.secondaryName,
    secondaryNameSingular: def.secondaryNameSingular,
    secondarySortField: def.secondarySortField,
    secondarySortDir: def.secondarySortDir,
    ownerField: def.ownerField,
    lvlView: def.lvlView,
    lvlCreate: def.lvlCreate,
    lvlEdit: def.lvlEdit,
    lvlDelete: def.lvlDelete,
    cardConfig: def.cardConfig,
    secCardConfig: def.secCardConfig,
    fields: def.fields,
    secondaryFields: def.secondaryFields,
  });
}

/** Absent rather than `undefined`, so the JSON and deep-equality see the same object. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
