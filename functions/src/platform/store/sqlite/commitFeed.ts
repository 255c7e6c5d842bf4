import type { CommittedDocumentChange, StoredDoc, Unsubscribe } from '../Store';
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
    const changes: CommittedDocumentChange[] = committed.map((change) => new HeardChange(change));
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch (error) {
        console.error('[colmena] a commit listener threw:', error);
      }
    }
  }
}

/** A committed change as a listener hears it: one object, no closures. */
class HeardChange implements CommittedDocumentChange {
  readonly seq: number;
  readonly tenant: string;
  readonly collection: string;
  readonly id: string;
  readonly kind: 'set' | 'delete';

  constructor(private readonly change: CommittedChange) {
    this.seq = change.seq;
    this.tenant = change.tenant;
    this.collection = change.collection;
    this.id = change.id;
    this.kind = change.deleted ? 'delete' : 'set';
  }

  /** Not `after`: the resume log keeps the change, and with it whatever after() parsed. */
  document(): StoredDoc | null {
    return this.change.fresh();
  }

  text(): string | null {
    return this.change.text();
  }
}
