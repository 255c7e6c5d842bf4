import { type CompositeIndex, compositeIndexSchema } from '@colmena/shared/query';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../http/AppError';
import { type IndexPersistence, indexKey, normaliseIndex, type PersistedIndex } from '../indexRegistry';
import { systemTenant } from '../Store';
import { mapFirestoreErrors } from './firestoreErrors';
import { collectionRef, docRef } from './paths';

/**
 * Where the cloud keeps each company's runtime index declarations: one document per company,
 * `tenants/~colmena/~indexDeclarations/{tenant}` = `{ indexes: CompositeIndex[] }`, oldest
 * first. `~colmena` is no company (a host label never holds a `~`) and `~` names no product
 * collection, so no query, command or company can read or write it.
 */
export const indexDeclarationsPath = { tenant: systemTenant, collection: '~indexDeclarations' } as const;

export interface FirestoreIndexPersistence extends IndexPersistence {
  /** Stops following other instances' declarations. */
  close(): void;
}

/** The declarations of one stored document; one that does not parse is left out, not fatal. */
function indexesOf(tenant: string, data: DocumentData | undefined): CompositeIndex[] {
  const list: unknown[] = Array.isArray(data?.indexes) ? data.indexes : [];
  return list.flatMap((entry) => {
    const parsed = compositeIndexSchema.safeParse(entry);
    if (parsed.success) return [normaliseIndex(parsed.data)];
    console.error(`[colmena] ignoring an unreadable index declaration of ${tenant}`);
    return [];
  });
}

/**
 * Runtime index declarations in Firestore, shared by every instance and surviving recycling.
 * Opening waits for the first snapshot of every company's declarations (what `load` returns);
 * then the listener hands the registry what other instances declare, a listener's latency
 * after their commit. Before refusing a query for want of an index, FirestoreStore reads the
 * company's document again (`loadTenant`), so a query or count the new index serves runs on
 * any instance at once; only a watch opened in that moment (it is checked synchronously) and
 * the level-100 listing may lag by that latency. The cap is exact: `save` counts the company's kept
 * declarations in a transaction on its one document, so instances declaring at once contend
 * there and the 51st fails on whichever instance it reaches.
 */
export async function openFirestoreIndexPersistence(db: Firestore): Promise<FirestoreIndexPersistence> {
  const collection = collectionRef(db, indexDeclarationsPath.tenant, indexDeclarationsPath.collection);
  let listener: ((declared: PersistedIndex) => void) | undefined;
  /** What arrived before the registry listens: load() hands it over. */
  const seen: PersistedIndex[] = [];
  const deliver = (declared: PersistedIndex) => (listener ? listener(declared) : seen.push(declared));
  let started = false;
  let unsubscribe = () => {};
  await new Promise<void>((resolve, reject) => {
    unsubscribe = collection.onSnapshot(
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed') continue;
          const tenant = change.doc.id;
          for (const index of indexesOf(tenant, change.doc.data())) deliver({ tenant, index });
        }
        if (!started) {
          started = true;
          resolve();
        }
      },
      (error) => {
        if (!started) reject(error);
        // After start Firestore has already retried what it could: new declarations of other
        // instances no longer arrive here until a restart (this instance's own still apply).
        else console.error('[colmena] the index declarations listener stopped:', error);
      },
    );
  });

  return {
    load: () => seen.splice(0),
    watch(next) {
      listener = next;
      for (const declared of seen.splice(0)) next(declared);
    },
    async loadTenant(tenant) {
      const ref = docRef(db, indexDeclarationsPath.tenant, indexDeclarationsPath.collection, tenant);
      return indexesOf(tenant, (await mapFirestoreErrors(() => ref.get())).data());
    },
    async save(tenant, index, maxPerTenant) {
      const ref = docRef(db, indexDeclarationsPath.tenant, indexDeclarationsPath.collection, tenant);
      const key = indexKey(index);
      await mapFirestoreErrors(() =>
        db.runTransaction(async (tx) => {
          const kept = indexesOf(tenant, (await tx.get(ref)).data());
          if (kept.some((other) => indexKey(other) === key)) return;
          if (kept.length >= maxPerTenant) throw new AppError('index_limit_reached');
          tx.set(ref, { indexes: [...kept, normaliseIndex(index)] });
        }),
      );
    },
    close: () => unsubscribe(),
  };
}
