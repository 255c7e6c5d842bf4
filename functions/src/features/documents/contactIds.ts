import type { Store, StoredDoc, Unsubscribe } from '../../platform/store/Store';

/** The agenda contact FireId of an account (spec §7: the contact whose LoginID is its uid), or null. */
export type ContactIdOf = (tenant: string, uid: string) => Promise<string | null>;

interface Entry {
  /** Settles with the first snapshot; afterwards `id` is kept current by the watch. */
  ready: Promise<void>;
  id: string | null;
  stop: Unsubscribe;
}

/** Accounts whose contact is kept watched; the least recently used one is dropped beyond this. */
const maxWatched = 2000;

/**
 * Every command is stamped with its actor's contact id. Instead of querying the agenda on every
 * request, the contact of each recent account is a live query of the store (findContact's
 * query: LoginID == uid, first by id), so it changes the moment a commit changes the agenda —
 * no stale id after a contact is created, re-linked or deleted.
 */
export function watchedContactIds(store: Store, capacity = maxWatched): ContactIdOf {
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
    const entry: Entry = { ready, id: null, stop: () => undefined };
    let docs: StoredDoc[] = [];
    entry.stop = store.watch(
      tenant,
      { collection: 'agenda', where: [['LoginID', '==', uid]], limit: 1 },
      (event) => {
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
        entry.id = docs[0]?.FireId ?? null;
        resolveReady();
      },
    );
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
    return entry.id;
  };
}
