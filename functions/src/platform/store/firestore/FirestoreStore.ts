import {
  type DocumentSnapshot,
  FieldPath,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { AppError } from '../../http/AppError';
import { assertAppend } from '../appendElement';
import { createIndexRegistry, type IndexRegistry } from '../indexRegistry';
import { keepsOwnCollection } from '../ownCollection';
import {
  type Change,
  companyCollection,
  type DocData,
  type Store,
  type StoredDoc,
  type StoreQuery,
  type StoreTransaction,
  type Unsubscribe,
  type WatchEvent,
  type WatchOptions,
} from '../Store';
import { assertCollectionName } from '../sqlite/assertNames';
import { checkQuery } from './checkQuery';
import { mapFirestoreErrors } from './firestoreErrors';
import { toStoredDoc } from './fromFirestore';
import { createKeyedMutex } from './keyedMutex';
import { companyRef, docRef, isDocId } from './paths';
import { toFirestoreData } from './toFirestoreData';
import { toFirestoreQuery } from './toFirestoreQuery';
import { watchQuery } from './watchQuery';

export interface FirestoreStoreOptions {
  /** Declared composite indexes; default: none (then only single-field queries run). */
  indexes?: IndexRegistry;
  /** Called by close() once the watches have stopped: e.g. deleting the firebase-admin app. */
  release?: () => Promise<void>;
  /**
   * Attempts of a transaction that Firestore aborted for contention with another instance
   * before it fails (Firestore's default is 5).
   */
  maxAttempts?: number;
  /**
   * Run the transactions of one tenant one at a time in this process (default true).
   * Firestore settles contention by aborting and retrying with a backoff of a second and
   * more: 50 concurrent journal writes on one project took 40 s on the emulator that way,
   * queued they take a few round trips each. Contention between instances is still settled
   * by Firestore's locks and retries.
   */
  serializeTenantTransactions?: boolean;
}

/** The same message the embedded store throws, so callers see one error for one mistake. */
const readAfterWrite = 'a transaction must do all its reads before its writes';

/** What a write stores: FireId and collection come from the path, except where a body keeps its own. */
function bodyFor(collection: string, data: DocData): DocData {
  const body = toFirestoreData(data);
  if (keepsOwnCollection(collection) && typeof data.collection === 'string')
    body.collection = data.collection;
  return body;
}

function docOf(snapshot: DocumentSnapshot, collection: string): StoredDoc | null {
  return snapshot.exists ? toStoredDoc(snapshot.id, collection, snapshot.data()) : null;
}

/**
 * The Store port on Firestore (cloud mode): `tenants/{t}` holds the company and
 * `tenants/{t}/{collection}/{id}` the documents, as in the embedded store. Queries are checked
 * like the embedded store checks them, against the same declared indexes, before Firestore runs them.
 *
 * No change log (`capabilities.changeLog` false): `changesSince` would need a per-tenant
 * counter document incremented in every transaction, so every write of a tenant, from every
 * instance, would contend on that one document (Firestore sustains about one write per second
 * on a document; contended transactions abort and retry). Firestore's listeners resume on
 * their own inside a process; after a reconnection the live layer starts each subscription
 * over with a snapshot, which is cheap here.
 */
export class FirestoreStore implements Store {
  readonly capabilities = { changeLog: false } as const;
  private readonly watches = new Set<Unsubscribe>();
  private readonly indexes: IndexRegistry;
  private readonly exclusive = createKeyedMutex();

  constructor(
    private readonly db: Firestore,
    private readonly options: FirestoreStoreOptions = {},
  ) {
    this.indexes = options.indexes ?? createIndexRegistry();
  }

  async getCompany(tenant: string): Promise<StoredDoc | null> {
    const ref = companyRef(this.db, tenant);
    return docOf(await mapFirestoreErrors(() => ref.get()), companyCollection);
  }

  async listCompanies(): Promise<StoredDoc[]> {
    const snapshot = await mapFirestoreErrors(() => this.db.collection(companyCollection).get());
    return snapshot.docs.map((doc) => toStoredDoc(doc.id, companyCollection, doc.data()));
  }

  async get(tenant: string, collection: string, id: string): Promise<StoredDoc | null> {
    assertCollectionName(collection);
    // An id that can never be written (a slash, "..") is simply missing, as in the embedded store.
    if (!isDocId(id)) return null;
    const ref = docRef(this.db, tenant, collection, id);
    return docOf(await mapFirestoreErrors(() => ref.get()), collection);
  }

  /**
   * checkQuery, after catching up with the company's declarations when it lacks an index: one
   * made on another instance moments ago may not have reached this one's listener yet.
   */
  private async checkDeclared(tenant: string, query: StoreQuery): Promise<ReturnType<typeof checkQuery>> {
    try {
      return checkQuery(query, this.indexes.declared(tenant));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'query_requires_index')) throw error;
      await this.indexes.refresh(tenant);
      return checkQuery(query, this.indexes.declared(tenant));
    }
  }

  async query(tenant: string, query: StoreQuery): Promise<StoredDoc[]> {
    const checked = await this.checkDeclared(tenant, query);
    const firestoreQuery = toFirestoreQuery(this.db, tenant, checked);
    const snapshot = await mapFirestoreErrors(() => firestoreQuery.get());
    return snapshot.docs.map((doc) => toStoredDoc(doc.id, checked.collection, doc.data()));
  }

  /** Firestore hands out values, not texts: each document rendered. */
  async queryJson(tenant: string, query: StoreQuery): Promise<string[]> {
    return (await this.query(tenant, query)).map((doc) => JSON.stringify(doc));
  }

  async count(tenant: string, query: StoreQuery): Promise<number> {
    const checked = await this.checkDeclared(tenant, query);
    const aggregate = toFirestoreQuery(this.db, tenant, checked, false).count();
    return (await mapFirestoreErrors(() => aggregate.get())).data().count;
  }

  /**
   * One Firestore transaction: reads lock what they read, writes apply at commit, and a
   * contended transaction runs `fn` again from the start (so `fn` must not have other effects).
   */
  transaction<T>(tenant: string, fn: (tx: StoreTransaction) => Promise<T> | T): Promise<T> {
    const run = () =>
      mapFirestoreErrors(async () => {
        companyRef(this.db, tenant);
        return this.db.runTransaction(async (ftx) => fn(this.wrap(tenant, ftx)), {
          maxAttempts: this.options.maxAttempts ?? 10,
        });
      });
    return this.options.serializeTenantTransactions === false ? run() : this.exclusive(tenant, run);
  }

  async changesSince(_tenant: string, _seq: number): Promise<Change[]> {
    throw new Error('the Firestore store keeps no change log (capabilities.changeLog is false)');
  }

  /** `options.sinceSeq` is ignored: with no change log, every watch starts with a snapshot. */
  watch(
    tenant: string,
    query: StoreQuery,
    listener: (event: WatchEvent) => void,
    _options?: WatchOptions,
  ): Unsubscribe {
    const checked = checkQuery(query, this.indexes.declared(tenant));
    const stop = watchQuery(toFirestoreQuery(this.db, tenant, checked), checked.collection, listener);
    const unsubscribe = () => {
      this.watches.delete(unsubscribe);
      stop();
    };
    this.watches.add(unsubscribe);
    return unsubscribe;
  }

  async close(): Promise<void> {
    for (const unsubscribe of [...this.watches]) unsubscribe();
    await this.options.release?.();
  }

  private wrap(tenant: string, ftx: Transaction): StoreTransaction {
    const { db } = this;
    let wrote = false;
    const read = <R>(run: () => Promise<R>): Promise<R> => {
      if (wrote) return Promise.reject(new Error(readAfterWrite));
      return mapFirestoreErrors(run);
    };
    const write = (apply: () => void) => {
      wrote = true;
      try {
        apply();
      } catch (error) {
        // Firestore refuses some bodies the embedded store would keep (too deep, reserved names).
        throw new AppError('bad_request', error instanceof Error ? error.message : String(error));
      }
    };
    return {
      getCompany: () => read(async () => docOf(await ftx.get(companyRef(db, tenant)), companyCollection)),
      get: (collection, id) =>
        read(async () => {
          assertCollectionName(collection);
          if (!isDocId(id)) return null;
          return docOf(await ftx.get(docRef(db, tenant, collection, id)), collection);
        }),
      query: (query) =>
        read(async () => {
          const checked = await this.checkDeclared(tenant, query);
          const snapshot = await ftx.get(toFirestoreQuery(db, tenant, checked));
          return snapshot.docs.map((doc) => toStoredDoc(doc.id, checked.collection, doc.data()));
        }),
      count: (query) =>
        read(async () => {
          const checked = await this.checkDeclared(tenant, query);
          return (await ftx.get(toFirestoreQuery(db, tenant, checked, false).count())).data().count;
        }),
      setCompany: (data) => {
        const ref = companyRef(db, tenant);
        const body = toFirestoreData(data);
        write(() => ftx.set(ref, body));
      },
      mergeCompany: (data) => {
        const ref = companyRef(db, tenant);
        const body = toFirestoreData(data);
        write(() => ftx.set(ref, body, { merge: true }));
      },
      set: (collection, id, data) => {
        const ref = docRef(db, tenant, collection, id);
        const body = bodyFor(collection, data);
        write(() => ftx.set(ref, body));
      },
      merge: (collection, id, data) => {
        const ref = docRef(db, tenant, collection, id);
        const body = bodyFor(collection, data);
        write(() => ftx.set(ref, body, { merge: true }));
      },
      append: (collection, id, field, element, patch = {}) => {
        assertAppend(field, patch);
        const ref = docRef(db, tenant, collection, id);
        // Checked and made JSON's as a body is, the element at its depth in its array.
        const values = toFirestoreData({ ...patch, [field]: [element] });
        const pairs: unknown[] = [];
        for (const [name, value] of Object.entries(values))
          if (name !== field) pairs.push(new FieldPath(name), value);
        const appended = (values[field] as unknown[])[0];
        // Field paths, not dotted strings: a field named `a.b` is one field.
        write(() => ftx.update(ref, new FieldPath(field), FieldValue.arrayUnion(appended), ...pairs));
      },
      delete: (collection, id) => {
        const ref = docRef(db, tenant, collection, id);
        write(() => ftx.delete(ref));
      },
    };
  }
}
