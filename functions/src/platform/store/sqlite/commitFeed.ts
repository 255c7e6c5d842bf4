import type { CommittedDocumentChange, Unsubscribe } from '../Store';
import type { CommittedChange } from './resumeLog';

type CommitListener = (changes: readonly CommittedDocumentChange[]) => void;

/** The store's `onCommit` listeners, told of every committed group in order. */
export class CommitFeed {
  private readonly listeners = new Set<CommitListener>();

  listen(listener: CommitListener): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One listener's failure is logged and leaves the others (and the commit) alone. */
  hear(committed: readonly CommittedChange[]): void {
    if (this.listeners.size === 0) return;
    const changes: CommittedDocumentChange[] = committed.map(
      ({ seq, tenant, collection, id, deleted, fresh, text }) => ({
        seq,
        tenant,
        collection,
        id,
        kind: deleted ? 'delete' : 'set',
        // Not `after`: the resume log keeps the change, and with it whatever after() parsed.
        document: fresh,
        text,
      }),
    );
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        console.error('[colmena] a commit listener threw:', error);
      }
    }
  }
}
