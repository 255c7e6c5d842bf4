import type { CollectionDefinition } from '../schemas/collectionDefinition';
import type { CollectionAudience } from './collections';
import type { WriteLevelFields } from './writeLevels';

/** Collections only the command runner writes (the audit trail and its counters): no command may. */
export const systemCollections = ['logs', 'commands', 'meta'] as const;

/** Fixed collections with their own write rules (ARCHITECTURE §3, minus the system ones). */
export const fixedWritableCollections = [
  'colors',
  'widgets',
  'agenda',
  'messages',
  'tasksMessages',
  'packs',
] as const;
export type FixedWritableCollection = (typeof fixedWritableCollections)[number];

/** Spec §3: a deleted copy goes to the original's name plus this suffix. */
export const deletedSuffix = 'Deleted';

/** The parts of a collection definition the write rules read. */
export type WriteDefinition = CollectionAudience &
  WriteLevelFields &
  Pick<CollectionDefinition, 'key' | 'mainCollection' | 'secondaryCollection'>;

/** Which rules govern a collection. */
export type CollectionArea =
  | { kind: 'system' }
  | { kind: 'fixed'; name: FixedWritableCollection }
  | { kind: 'company'; definition: WriteDefinition; role: 'main' | 'secondary' }
  | { kind: 'deletedCopy'; of: string; original: CollectionArea }
  | { kind: 'unknown' };

const isSystem = (name: string) => (systemCollections as readonly string[]).includes(name);
const asFixed = (name: string) =>
  (fixedWritableCollections as readonly string[]).includes(name) ? (name as FixedWritableCollection) : null;

/**
 * Classifies a collection: system and fixed names first (a definition cannot take them over),
 * then the company definitions (first match wins, main before secondary), then `{X}Deleted`
 * copies of any known X; anything else is unknown.
 */
export function collectionArea(collection: string, definitions: readonly WriteDefinition[]): CollectionArea {
  if (isSystem(collection)) return { kind: 'system' };
  const fixed = asFixed(collection);
  if (fixed) return { kind: 'fixed', name: fixed };
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
