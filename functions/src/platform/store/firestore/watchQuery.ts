import type { Query } from 'firebase-admin/firestore';
import type { DocChange, StoredDoc, Unsubscribe, WatchEvent } from '../Store';
import { fromFirestoreError } from './firestoreErrors';
import { toStoredDoc } from './fromFirestore';

/**
 * Firestore has no global commit sequence, so events are numbered by this process. A watch
 * that resumes after any seq therefore starts over with a snapshot (see Store.WatchOptions).
 */
let lastSeq = 0;
const nextSeq = () => ++lastSeq;

/** A throwing listener is logged: it must not break the Firestore listener or the others. */
function guarded(listener: (event: WatchEvent) => void): (event: WatchEvent) => void {
  return (event) => {
    try {
      listener(event);
    } catch (error) {
      console.error('[colmena] a watch listener failed:', error);
    }
  };
}

/** A query listener as the port's events: the first snapshot whole, then only what changed. */
export function watchQuery(
  query: Query,
  collection: string,
  onEvent: (event: WatchEvent) => void,
): Unsubscribe {
  const listener = guarded(onEvent);
  let first = true;
  let stopped = false;
  // What this watch delivered, by id: a modification names the version it replaces.
  const held = new Map<string, StoredDoc>();
  const stop = query.onSnapshot(
    (snapshot) => {
      if (stopped) return;
      if (first) {
        first = false;
        const docs = snapshot.docs.map((doc) => toStoredDoc(doc.id, collection, doc.data()));
        for (const doc of docs) held.set(doc.FireId, doc);
        listener({ kind: 'snapshot', seq: nextSeq(), docs });
        return;
      }
      const changes = snapshot.docChanges().map((change): DocChange => {
        const doc = toStoredDoc(change.doc.id, collection, change.doc.data());
        const before = held.get(doc.FireId);
        if (change.type === 'removed') held.delete(doc.FireId);
        else held.set(doc.FireId, doc);
        return change.type === 'modified' && before
          ? { type: change.type, doc, before }
          : { type: change.type, doc };
      });
      if (changes.length > 0) listener({ kind: 'changes', seq: nextSeq(), changes });
    },
    (error) => {
      if (!stopped) listener({ kind: 'error', error: fromFirestoreError(error) });
    },
  );
  return () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
}
