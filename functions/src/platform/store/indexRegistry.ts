import { readFileSync } from 'node:fs';
import { type CompositeIndex, compositeIndexSchema, firestoreIndexesFileSchema } from '@colmena/shared/query';

/**
 * The composite indexes both stores enforce (ARCHITECTURE §5): those of `firestore.indexes.json`
 * plus the ones level 100 declares at runtime. A query that needs an index missing here fails
 * with "This query requires an index!!!" in either store.
 */
export interface IndexRegistry {
  declared(): readonly CompositeIndex[];
  /** Declares one more index (a no-op when an equivalent one exists). */
  add(index: CompositeIndex): Promise<void>;
  /** Called after each new declaration, so a store can build what serves it. */
  onAdd(listener: (index: CompositeIndex) => void): () => void;
}

/** Where runtime declarations survive a restart (the embedded store keeps them in SQLite). */
export interface IndexPersistence {
  load(): CompositeIndex[];
  save(index: CompositeIndex): void;
}

export interface IndexRegistryOptions {
  /** A firestore.indexes.json; a missing file declares nothing. */
  file?: string;
  initial?: readonly CompositeIndex[];
  persistence?: IndexPersistence;
}

/** The indexes of a firestore.indexes.json file, validated; [] when the file does not exist. */
export function loadIndexesFile(file: string): CompositeIndex[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return firestoreIndexesFileSchema.parse(JSON.parse(text)).indexes.map(normaliseIndex);
}

/** Only what decides whether an index serves a query: loose keys (`density`...) are dropped. */
export function normaliseIndex(index: CompositeIndex): CompositeIndex {
  const parsed = compositeIndexSchema.parse(index);
  return {
    collectionGroup: parsed.collectionGroup,
    queryScope: parsed.queryScope ?? 'COLLECTION',
    fields: parsed.fields.map(({ fieldPath, order, arrayConfig }) =>
      arrayConfig ? { fieldPath, arrayConfig } : { fieldPath, order: order ?? 'ASCENDING' },
    ),
  };
}

/** A stable text for an index, to tell equivalent declarations apart from new ones. */
export function indexKey(index: CompositeIndex): string {
  return JSON.stringify(normaliseIndex(index));
}

export function createIndexRegistry(options: IndexRegistryOptions = {}): IndexRegistry {
  const byKey = new Map<string, CompositeIndex>();
  const listeners = new Set<(index: CompositeIndex) => void>();
  const remember = (index: CompositeIndex): CompositeIndex | null => {
    const normal = normaliseIndex(index);
    const key = JSON.stringify(normal);
    if (byKey.has(key)) return null;
    byKey.set(key, normal);
    return normal;
  };
  for (const index of options.file ? loadIndexesFile(options.file) : []) remember(index);
  for (const index of options.initial ?? []) remember(index);
  for (const index of options.persistence?.load() ?? []) remember(index);

  let snapshot: readonly CompositeIndex[] = [...byKey.values()];
  return {
    declared: () => snapshot,
    async add(index) {
      const added = remember(index);
      if (!added) return;
      options.persistence?.save(added);
      snapshot = [...byKey.values()];
      for (const listener of listeners) listener(added);
    },
    onAdd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
