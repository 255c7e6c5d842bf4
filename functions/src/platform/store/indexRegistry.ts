import { readFileSync } from 'node:fs';
import { type CompositeIndex, compositeIndexSchema, firestoreIndexesFileSchema } from '@colmena/shared/query';
import { AppError } from '../http/AppError';

/** Runtime declarations one company may hold (spec §8 "index_limit_reached" names the number). */
export const maxIndexesPerTenant = 50;

/**
 * The indexes both stores enforce (ARCHITECTURE §5). Two kinds:
 * - the deployment's: `firestore.indexes.json` (what Firestore has deployed), serving every
 *   company, as a Firebase project's indexes do;
 * - each company's own: declared at runtime by its level 100, at most maxIndexesPerTenant,
 *   serving that company only and listed to it only.
 * A query that needs a composite index its company lacks fails with "This query requires an
 * index!!!" in either store, even when another company declared the same one.
 */
export interface IndexRegistry {
  /** What serves `tenant`'s queries: the deployment's indexes and the tenant's own. */
  declared(tenant: string): readonly CompositeIndex[];
  /** The deployment's indexes. */
  shared(): readonly CompositeIndex[];
  /** The tenant's own declarations, oldest first. */
  ownedBy(tenant: string): readonly CompositeIndex[];
  /** Every distinct index the deployment or any company declares: what a store builds. */
  all(): readonly CompositeIndex[];
  /**
   * Declares one more index for `tenant` (a no-op when an equivalent one already serves it);
   * AppError `index_limit_reached` beyond maxIndexesPerTenant.
   */
  add(tenant: string, index: CompositeIndex): Promise<void>;
  /**
   * Catches up with `tenant`'s declarations kept by other servers (a shared persistence; else
   * nothing to do): a store asks before refusing a query for want of an index, so a declaration
   * made on another instance serves at once, not only when its listener delivers it.
   */
  refresh(tenant: string): Promise<void>;
  /** Called after each new declaration, so a store can build what serves it. */
  onAdd(listener: (index: CompositeIndex) => void): () => void;
}

/** One kept declaration: `tenant` null for those kept before declarations were per company. */
export interface PersistedIndex {
  tenant: string | null;
  index: CompositeIndex;
}

/**
 * Where runtime declarations survive a restart: the embedded store's SQLite file, or Firestore
 * in the cloud, where every instance shares them (store/firestore/firestoreIndexPersistence.ts).
 */
export interface IndexPersistence {
  load(): PersistedIndex[];
  /**
   * Keeps a new declaration of `tenant`. A persistence shared by several servers counts the
   * tenant's kept declarations itself, atomically, and refuses one past `maxPerTenant` with
   * AppError `index_limit_reached`: this registry knows only the declarations that reached it.
   */
  save(tenant: string, index: CompositeIndex, maxPerTenant: number): void | Promise<void>;
  /** Declarations kept by other servers, as they arrive (a shared persistence only). */
  watch?(listener: (declared: PersistedIndex) => void): void;
  /** `tenant`'s kept declarations, read now (a shared persistence only). */
  loadTenant?(tenant: string): Promise<CompositeIndex[]>;
}

export interface IndexRegistryOptions {
  /** A firestore.indexes.json; a missing file declares nothing. */
  file?: string;
  /** More deployment indexes (tests). */
  initial?: readonly CompositeIndex[];
  persistence?: IndexPersistence;
  /** Default maxIndexesPerTenant. */
  maxPerTenant?: number;
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

/** Indexes by indexKey, in declaration order. */
type Keyed = Map<string, CompositeIndex>;

export function createIndexRegistry(options: IndexRegistryOptions = {}): IndexRegistry {
  const maxPerTenant = options.maxPerTenant ?? maxIndexesPerTenant;
  const shared: Keyed = new Map();
  const owned = new Map<string, Keyed>();
  const everyIndex: Keyed = new Map();
  const listeners = new Set<(index: CompositeIndex) => void>();
  /** declared(tenant) runs on every query: its list is kept until the tenant declares again. */
  const servingCache = new Map<string, readonly CompositeIndex[]>();

  const remember = (into: Keyed, index: CompositeIndex): CompositeIndex | null => {
    const normal = normaliseIndex(index);
    const key = JSON.stringify(normal);
    if (into.has(key)) return null;
    into.set(key, normal);
    if (!everyIndex.has(key)) everyIndex.set(key, normal);
    return normal;
  };
  const ownOf = (tenant: string): Keyed => {
    let own = owned.get(tenant);
    if (!own) {
      own = new Map();
      owned.set(tenant, own);
    }
    return own;
  };

  for (const index of options.file ? loadIndexesFile(options.file) : []) remember(shared, index);
  for (const index of options.initial ?? []) remember(shared, index);
  for (const { tenant, index } of options.persistence?.load() ?? []) {
    remember(tenant === null ? shared : ownOf(tenant), index);
  }

  const sharedList: readonly CompositeIndex[] = [...shared.values()];
  let allList: readonly CompositeIndex[] = [...everyIndex.values()];
  /** A company's declaration, made here or kept by another server: serving it from now on. */
  const learn = (tenant: string, index: CompositeIndex) => {
    const isNew = !everyIndex.has(indexKey(index));
    const normal = remember(ownOf(tenant), index);
    if (!normal) return;
    servingCache.delete(tenant);
    allList = [...everyIndex.values()];
    if (!isNew) return;
    for (const listener of listeners) listener(normal);
  };
  options.persistence?.watch?.(({ tenant, index }) => {
    if (tenant !== null) learn(tenant, index);
  });

  return {
    declared(tenant) {
      let serving = servingCache.get(tenant);
      if (!serving) {
        const own = owned.get(tenant);
        serving = own ? [...sharedList, ...own.values()] : sharedList;
        if (servingCache.size >= 10_000) servingCache.clear();
        servingCache.set(tenant, serving);
      }
      return serving;
    },
    shared: () => sharedList,
    ownedBy: (tenant) => [...(owned.get(tenant)?.values() ?? [])],
    all: () => allList,
    async add(tenant, index) {
      const normal = normaliseIndex(index);
      const key = JSON.stringify(normal);
      const own = owned.get(tenant);
      if (shared.has(key) || own?.has(key)) return;
      if ((own?.size ?? 0) >= maxPerTenant) throw new AppError('index_limit_reached');
      // A synchronous save (SQLite) is not awaited, so that the check above and `learn` below
      // happen in one turn and two concurrent declarations cannot both pass the cap.
      const saving = options.persistence?.save(tenant, normal, maxPerTenant);
      if (saving) await saving;
      learn(tenant, normal);
    },
    async refresh(tenant) {
      for (const index of (await options.persistence?.loadTenant?.(tenant)) ?? []) learn(tenant, index);
    },
    onAdd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
