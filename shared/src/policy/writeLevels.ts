import { roles } from '../schemas/agendaContact';
import { type CollectionAudience, collectionAccess } from './collections';

/**
 * The write levels of a collection definition (issue #8): the least level that may create,
 * edit (merge or replace) and delete any document of its collections. `lvlDelete` also governs
 * a move out of them (a move is a delete in the source and a create in the target).
 * Unset means `staffWriteLevel`. The one rule that reads them is canWrite (writePolicy.ts).
 */
export interface WriteLevelFields {
  lvlCreate?: number;
  lvlEdit?: number;
  lvlDelete?: number;
}

/** What a write does to a document, as the write levels name it. */
export type WriteAction = 'create' | 'edit' | 'delete';

/** Every staff member: any account whose contact is not Rol Cliente, whatever its lvl. */
export const staffWriteLevel = 0;

/**
 * Where a client (contact Rol Cliente) stands against a write level, whatever its lvl claim:
 * below every staff member, so the default keeps clients to the documents they own. A write
 * level of −1 lets clients in too (e.g. a collection a client form fills).
 */
export const clientWriteRank = -1;

const levelField = { create: 'lvlCreate', edit: 'lvlEdit', delete: 'lvlDelete' } as const;

/** The level a write action needs in a collection, its default applied. */
export function writeLevel(def: WriteLevelFields, action: WriteAction): number {
  return def[levelField[action]] ?? staffWriteLevel;
}

interface Ranked {
  lvl: number;
  rol?: string | undefined;
}

/** The caller's level against the write levels: its lvl claim, or clientWriteRank for a client. */
export function writeRank(actor: Ranked): number {
  return actor.rol === roles.client ? clientWriteRank : actor.lvl;
}

/**
 * The level rule of company collections: the caller sees every document of the collection and
 * their write rank reaches `level`. (Below it, only the owner rule may still let them write.)
 */
export function reachesLevel(actor: Ranked, def: CollectionAudience, level: number): boolean {
  return collectionAccess(def, actor.lvl) === 'all' && writeRank(actor) >= level;
}
