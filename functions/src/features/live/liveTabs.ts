import type { Store, StoredDoc, Unsubscribe } from '../../platform/store/Store';

/**
 * Which stream is each browser tab's newest (issue 9 point 2). A tab opens a new stream when its
 * subscriptions change or the old one's lifetime is up, and closes the old one itself; but on
 * Cloud Functions (and the Functions emulator's workers) the instance holding the old stream is
 * never told the client left, and keeps a worker busy until the lifetime ends. So the stream
 * request names its tab; opening records the stream as the tab's newest in the store every
 * instance shares, and every stream watches its record: superseded (or closed by the tab on
 * leaving the page, `POST /api/live/close`), it ends at once, on whatever instance holds it.
 *
 * A record is keyed by user and tab, so nobody can end another person's streams by naming
 * their tab. The collection is internal (`~`): no query or command of the product reaches it.
 */
export const liveTabsCollection = '~liveTabs';

export interface LiveTabRecord {
  /** `liveTabKey(uid, tab)`, also the record's id (a watch filters on it). */
  key: string;
  /** The tab's newest stream, or null once the tab said it left. */
  stream: string | null;
  /** Epoch ms of the last change (old records can be swept by age). */
  at: number;
}

export const liveTabKey = (uid: string, tab: string) => `${uid}.${tab}`;

/** Records `stream` as the tab's newest: any older stream of the tab, on any instance, ends. */
export async function claimLiveTab(store: Store, tenant: string, key: string, stream: string, at: number) {
  await store.transaction(tenant, (tx) => {
    tx.set(liveTabsCollection, key, { key, stream, at } satisfies LiveTabRecord);
  });
}

/** The tab left its page: its stream ends, wherever it is held. */
export async function releaseLiveTab(store: Store, tenant: string, key: string, at: number) {
  await store.transaction(tenant, (tx) => {
    tx.set(liveTabsCollection, key, { key, stream: null, at } satisfies LiveTabRecord);
  });
}

/**
 * Calls `onSuperseded` once the tab's record names another stream than `stream`, or none. The
 * watch starts after this stream's claim committed, and both stores then show that write or a
 * later one, so the first snapshot naming another stream means a newer claim already came.
 */
export function watchLiveTab(
  store: Store,
  tenant: string,
  key: string,
  stream: string,
  onSuperseded: () => void,
): Unsubscribe {
  let done = false;
  const judge = (doc: StoredDoc | undefined) => {
    if (done || !doc || doc.stream === stream) return;
    done = true;
    onSuperseded();
  };
  return store.watch(tenant, { collection: liveTabsCollection, where: [['key', '==', key]] }, (event) => {
    if (event.kind === 'snapshot') judge(event.docs[0]);
    else if (event.kind === 'changes') for (const change of event.changes) judge(change.doc);
  });
}
