import type { LvlView } from '../schemas/collectionDefinition';

/** The parts of a collection definition the access rules read. */
export interface CollectionAudience {
  lvlView?: LvlView;
  ownerField?: string;
}

export type CollectionAccess = 'all' | 'owner' | 'none';

/** A where clause on the owner array: documents whose owners include the caller's agenda FireId. */
export type OwnerWhere = [field: string, op: 'array-contains', contactId: string];

/** Spec §6: visible if lvlView is 'public' (or unset) or the level reaches it. */
export function isCollectionVisible(def: CollectionAudience, lvl: number): boolean {
  return def.lvlView === undefined || def.lvlView === 'public' || lvl >= def.lvlView;
}

/** Spec §6: the collections a visitor without a session may open. */
export function isPublicCollection(def: CollectionAudience): boolean {
  return def.lvlView === 'public';
}

/** Spec §6: every document, only the caller's own (owner array), or nothing. */
export function collectionAccess(def: CollectionAudience, lvl: number): CollectionAccess {
  if (isCollectionVisible(def, lvl)) return 'all';
  return def.ownerField ? 'owner' : 'none';
}

/** Spec §6 company filter: kept only if ownerField is set or lvlView is not a number or lvl ≥ lvlView. */
export function keepInCompanyFilter(def: CollectionAudience, lvl: number): boolean {
  return Boolean(def.ownerField) || typeof def.lvlView !== 'number' || lvl >= def.lvlView;
}

/**
 * The filter the server adds to every read of the collection: none for 'all', the owner clause
 * for 'owner' (which needs the caller's agenda contact), 'deny' otherwise.
 */
export function ownerWhere(
  def: CollectionAudience,
  lvl: number,
  contactId: string | undefined,
): OwnerWhere | null | 'deny' {
  if (collectionAccess(def, lvl) === 'all') return null;
  // Below 'all', access is 'owner' exactly when the definition names an owner field.
  if (!def.ownerField || !contactId) return 'deny';
  return [def.ownerField, 'array-contains', contactId];
}
