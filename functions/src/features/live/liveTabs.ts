import type { Store, Unsubscribe } from '../../platform/store/Store';

/**
 * Which stream is each browser tab's newest (issue 9 point 2). A tab opens a new stream when its
 * subscriptions change or the old one's lifetime is up, and closes the old one itself; but on
 * Cloud Functions (and the Functions emulator's workers) the instance holding the old stream is
 * never told the client left, and keeps a worker busy until the lifetime ends. So the stream
 * request names its tab; opening records the stream as the tab's newest in the store every
 * instance shares, and every stream watches its record: superseded (or deleted by the tab on
 * leaving the page, `POST /api/live/close`), it ends at once, on whatever instance holds it.
 *
 * A record is keyed by user and tab, so nobody can end another person's streams by naming
 * their tab. The collection is internal (`~`): no query or command of the product reaches it.
 */
export const liveTabsCollection = '~liveTabs';

export interface LiveTabRecord {
  /** `liveTabKey(uid, tab)`, also the record's id (a watch filters on it). */
  key: string;
  /** The tab's newest stream. */
  stream: string;
  /** Epoch ms of the last change (old records can be swept by age). */
  at: number;
}

export const liveTabKey = (uid: string, tab: string) => `${uid}.${tab}`;

/** A tab that never said it left (a crash, a phone that killed the page) leaves its record this long. */
export const liveTabRecordMs = 24 * 60 * 60_000;
/** Old records one claim sweeps at most: each open pays a little, and none pays much. */
const sweepPerClaim = 20;

/**
 * Records `stream` as the tab's newest: any older stream of the tab, on any instance, ends. The
 * same transaction deletes a few records of tabs gone for a day, so the collection stays small.
 */
export async function claimLiveTab(store: Store, tenant: string, key: string, stream: string, at: number) {
  await store.transaction(tenant, async (tx) => {
    const stale = await tx.query({
      collection: liveTabsCollection,
      where: [['at', '<', at - liveTabRecordMs]],
      limit: sweepPerClaim,
    });
    for (const doc of stale) if (doc.FireId !== key) tx.delete(liveTabsCollection, doc.FireId);
    tx.set(liveTabsCollection, key, { key, stream, at } satisfies LiveTabRecord);
  });
}

/** The tab left its page: its record goes, and with it its stream, wherever it is held. */
export async function releaseLiveTab(store: Store, tenant: string, key: string) {
  await store.transaction(tenant, (tx) => {
    tx.delete(liveTabsCollection, key);
  });
}

/**
 * Calls `onSuperseded` once the tab's record names another stream than `stream`, or is gone.
 * The watch starts after this stream's claim committed, and both stores then show that write or
 * a later one, so a first snapshot naming another stream (or none) means a newer claim or the
 * tab's close already came.
 */
export function watchLiveTab(
  store: Store,
  tenant: string,
  key: string,
  stream: string,
  onSuperseded: () => void,
): Unsubscribe {
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    onSuperseded();
  };
  return store.watch(tenant, { collection: liveTabsCollection, where: [['key', '==', key]] }, (event) => {
    if (event.kind === 'snapshot') {
      if (event.docs[0]?.stream !== stream) end();
    } else if (event.kind === 'changes') {
      for (const change of event.changes)
        if (change.type === 'removed' || change.doc.stream !== stream) end();
    }
  });
}
