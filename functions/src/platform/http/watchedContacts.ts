import type { Store, StoredDoc, StoreQuery, Unsubscribe } from '../store/Store';

/** The agenda contact of an account (spec §7: the contact whose LoginID is its uid), or null. */
export type ContactDocOf = (tenant: string, uid: string) => Promise<StoredDoc | null>;

interface Entry {
  /** Settles with the first snapshot; afterwards `contact` is kept current by the watch. */
  ready: Promise<void>;
  contact: StoredDoc | null;
  stop: Unsubscribe;
}

/** Spec §7 one-time read: the agenda contact whose LoginID is the account's uid (the first by id). */
export const contactQuery = (uid: string): StoreQuery => ({
  collection: 'agenda',
  where: [['LoginID', '==', uid]],
  limit: 1,
});

/** Accounts whose contact is kept watched; the least recently used one is dropped beyond this. */
const maxWatched = 2000;

/**
 * Every request's caller carries its contact (callerMiddleware): commands are stamped with its
 * id and Rol, reads filter by them. Instead of querying the agenda on every request, the
 * contact of each recent account is a live query of the store (contactQuery), so it changes
 * the moment a commit changes the agenda — no stale id or Rol after a contact is created,
 * re-linked, re-rolled or deleted.
 */
export function watchedContactDocs(store: Store, capacity = maxWatched): ContactDocOf {
  const entries = new Map<string, Entry>();

  const drop = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
    entry.stop();
  };

  const open = (key: string, tenant: string, uid: string): Entry => {
    let resolveReady: () => void = () => undefined;
    let rejectReady: (error: unknown) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    const entry: Entry = { ready, contact: null, stop: () => undefined };
    let docs: StoredDoc[] = [];
    entry.stop = store.watch(tenant, contactQuery(uid), (event) => {
      if (event.kind === 'error') {
        drop(key, entry);
        rejectReady(event.error);
        return;
      }
      if (event.kind === 'snapshot') docs = event.docs;
      else {
        const touched = new Set(event.changes.map((change) => change.doc.FireId));
        docs = docs.filter((doc) => !touched.has(doc.FireId));
        for (const change of event.changes) if (change.type !== 'removed') docs.push(change.doc);
      }
      entry.contact = docs[0] ?? null;
      resolveReady();
    });
    entries.set(key, entry);
    if (entries.size > capacity) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry];
      drop(oldestKey, oldest);
    }
    return entry;
  };

  return async (tenant, uid) => {
    const key = `${tenant}\n${uid}`;
    let entry = entries.get(key);
    if (entry) {
      // Most recently used last, so eviction takes the one unused the longest.
      entries.delete(key);
      entries.set(key, entry);
    } else entry = open(key, tenant, uid);
    await entry.ready;
    return entry.contact;
  };
}

/**
 * The contact as current as the store can tell. Where the store reports its commits (the
 * embedded one: every write goes through this process), the watch is updated at each commit,
 * so it is as fresh as a read and costs none. Elsewhere (Firestore: other instances write too,
 * and a watch hears them late) it is read on every call, as the forced-reset gate and the reads
 * always did there.
 */
export function currentContactDocs(store: Store): ContactDocOf {
  if (typeof store.onCommit === 'function') return watchedContactDocs(store);
  return async (tenant, uid) => (await store.query(tenant, contactQuery(uid)))[0] ?? null;
}
