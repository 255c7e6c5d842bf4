import type { DocChange, Store, StoredDoc, Unsubscribe } from '../store/Store';
import { FilteredView } from './filteredView';
import { fingerprintOf } from './liveCursors';
import type { LiveSpec } from './liveFrame';
import { ReducedView, ReductionPacer } from './reducedView';

/** What a running subscription reports, already through its filter. */
export type SubscriptionOutput =
  | { kind: 'snapshot'; seq: number; docs: StoredDoc[] }
  | { kind: 'changes'; seq: number; changes: DocChange[] }
  | { kind: 'error'; error: unknown };

/**
 * One subscription of a stream: its spec and its store watch, for as long as the stream's one
 * connection lasts. `fingerprint` names its store query, so a cursor made for another query
 * (the same id under a changed policy, a widget's dates moved on) resumes nothing.
 */
export class LiveSubscription {
  private stopWatch: Unsubscribe | null = null;
  private pacer: ReductionPacer | null = null;
  /** Bumped by every start and halt: events of an earlier watch are ignored. */
  private generation = 0;
  readonly fingerprint: string;

  constructor(
    readonly id: string,
    readonly spec: LiveSpec,
  ) {
    this.fingerprint = fingerprintOf(spec.query);
  }

  /**
   * Filtered and reduced results are resent whole: what the filter showed the client before, or
   * the result a reduction needs, is not known here.
   */
  get resumable(): boolean {
    return !this.spec.filter && !this.spec.reduce;
  }

  start(store: Store, tenant: string, sinceSeq: number | undefined, emit: (out: SubscriptionOutput) => void) {
    this.halt();
    const generation = this.generation;
    const view = this.spec.filter ? new FilteredView(this.spec.filter) : null;
    const reduced = this.spec.reduce ? new ReducedView(this.spec.reduce) : null;
    const pacer = reduced
      ? new ReductionPacer(reduced, (seq, changes) => {
          if (generation === this.generation) emit({ kind: 'changes', seq, changes });
        })
      : null;
    this.pacer = pacer;
    try {
      // The store may call back before watch() returns; the generation check covers both orders.
      const stop = store.watch(
        tenant,
        this.spec.query,
        (event) => {
          if (generation !== this.generation) return;
          if (event.kind === 'error') emit(event);
          else if (event.kind === 'snapshot') {
            const docs = view ? view.snapshot(event.docs) : event.docs;
            emit({ kind: 'snapshot', seq: event.seq, docs: reduced ? reduced.snapshot(docs) : docs });
          } else {
            const changes = view ? view.changes(event.changes) : event.changes;
            if (pacer) pacer.changed(event.seq, changes);
            else emit({ kind: 'changes', seq: event.seq, changes });
          }
        },
        sinceSeq === undefined ? {} : { sinceSeq },
      );
      if (generation === this.generation) this.stopWatch = stop;
      else stop();
    } catch (error) {
      if (generation === this.generation) emit({ kind: 'error', error });
    }
  }

  halt(): void {
    this.generation += 1;
    const stop = this.stopWatch;
    this.stopWatch = null;
    stop?.();
    this.pacer?.stop();
    this.pacer = null;
  }
}
