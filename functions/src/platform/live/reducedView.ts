import type { DocChange, StoredDoc } from '../store/Store';

/**
 * A watched result sent as one document (a widget's aggregate instead of its documents): it
 * holds the result the watch reports, reduces it after the snapshot and when flushed after
 * changes, and says `modified` only when the reduced document is not what the client holds.
 */
export class ReducedView {
  private readonly docs = new Map<string, StoredDoc>();
  private sent = '';

  constructor(private readonly reduce: (docs: readonly StoredDoc[]) => StoredDoc) {}

  snapshot(docs: readonly StoredDoc[]): StoredDoc[] {
    this.docs.clear();
    for (const doc of docs) this.docs.set(doc.FireId, doc);
    const reduced = this.reduce([...this.docs.values()]);
    this.sent = JSON.stringify(reduced);
    return [reduced];
  }

  /** Takes changes into the result without reducing it (cheap: see ReductionPacer). */
  apply(changes: readonly DocChange[]): void {
    for (const { type, doc } of changes) {
      if (type === 'removed') this.docs.delete(doc.FireId);
      else this.docs.set(doc.FireId, doc);
    }
  }

  /** The reduced document as a change, or nothing when the client already holds it. */
  flush(): DocChange[] {
    const reduced = this.reduce([...this.docs.values()]);
    const text = JSON.stringify(reduced);
    if (text === this.sent) return [];
    this.sent = text;
    return [{ type: 'modified', doc: reduced }];
  }

  changes(changes: readonly DocChange[]): DocChange[] {
    if (changes.length === 0) return [];
    this.apply(changes);
    return this.flush();
  }
}

/** How often a busy result is reduced again, at most (a pivot of 10,000 documents takes ~6-10 ms). */
export const reduceEveryMs = 500;

/**
 * Reduces a busy result at most once per `everyMs`: the first change after a quiet spell is
 * sent at once, the ones that follow within the interval together at its end, so a stream of
 * writes costs a reduction per interval, not per write.
 */
export class ReductionPacer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = Number.NEGATIVE_INFINITY;
  private seq = 0;

  constructor(
    private readonly view: ReducedView,
    private readonly send: (seq: number, changes: DocChange[]) => void,
    private readonly everyMs = reduceEveryMs,
    private readonly now: () => number = () => performance.now(),
  ) {}

  changed(seq: number, changes: readonly DocChange[]): void {
    if (changes.length === 0) return;
    this.view.apply(changes);
    this.seq = seq;
    if (this.timer) return;
    const wait = this.last + this.everyMs - this.now();
    if (wait <= 0) this.flush();
    else {
      this.timer = setTimeout(() => this.flush(), wait);
      this.timer.unref?.();
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    this.timer = null;
    this.last = this.now();
    const changes = this.view.flush();
    if (changes.length > 0) this.send(this.seq, changes);
  }
}
