import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { CollectionAudience } from './collections';
import {
  deletedSuffix,
  type FixedWritableCollection,
  isFixedCollection,
  isSystemCollection,
} from './rulebook/registry';
import type { WriteLevelFields } from './writeLevels';

export {
  deletedSuffix,
  type FixedWritableCollection,
  fixedWritableCollections,
  systemCollections,
} from './rulebook/registry';

/** The parts of a collection definition the write rules read. */
export type WriteDefinition = CollectionAudience &
  WriteLevelFields &
  Pick<CollectionDefinition, 'key' | 'mainCollection' | 'secondaryCollection'> &
  /** Its declared fields: the document commands check what they write against them. */
  Partial<Pick<CollectionDefinition, 'fields' | 'secondaryFields'>>;

/** Which rules govern a collection. */
export type CollectionArea =
  | { kind: 'system' }
  | { kind: 'fixed'; name: FixedWritableCollection }
  | { kind: 'company'; definition: WriteDefinition; role: 'main' | 'secondary' }
  | { kind: 'deletedCopy'; of: string; original: CollectionArea }
  | { kind: 'unknown' };

/**
 * Classifies a collection: the rulebook's fixed names first (a definition cannot take them
 * over; 'system' when only the runner writes them), then the company definitions (first match wins, main before secondary), then `{X}Deleted`
 * copies of any known X; anything else is unknown.
 */
export function collectionArea(collection: string, definitions: readonly WriteDefinition[]): CollectionArea {
  if (isFixedCollection(collection)) {
    return isSystemCollection(collection) ? { kind: 'system' } : { kind: 'fixed', name: collection };
  }
  for (const definition of definitions) {
    if (definition.mainCollection === collection) return { kind: 'company', definition, role: 'main' };
    if (definition.secondaryCollection === collection)
      return { kind: 'company', definition, role: 'secondary' };
  }
  if (collection.endsWith(deletedSuffix)) {
    const of = collection.slice(0, -deletedSuffix.length);
    const original = collectionArea(of, definitions);
    if (original.kind !== 'unknown') return { kind: 'deletedCopy', of, original };
  }
  return { kind: 'unknown' };
}

/** The definition key a write in this collection is logged under (spec §3 log entry `key`). */
export function areaKey(area: CollectionArea): string | undefined {
  if (area.kind === 'company') return area.definition.key;
  if (area.kind === 'deletedCopy') return areaKey(area.original);
  return undefined;
}
