import type { AppError } from '../http/AppError';
import type { Store } from '../store/Store';
import { errorBody, toAppError } from './errorBody';
import { LiveSubscription, type SubscriptionOutput } from './LiveSubscription';
import type { TenantCursors } from './liveCursors';
import type { LiveFrame, LiveSink, LiveSubscriptionPlan, StreamGuard } from './liveFrame';

export interface StreamSettings {
  store: Store;
  tenant: string;
  /** The resume cursors of this stream's tenant (opaque: liveCursors.ts). */
  cursors: TenantCursors;
  /** After this long the stream says `reopen` and ends (0: never). */
  lifetimeMs: number;
  /** Re-checks the caller while the stream lives (none for visitors: nothing to lose). */
  guard: StreamGuard | null;
  /** Called once when the stream is over, whoever ended it. */
  onClose(): void;
  /** Every watch event's seq goes here; `highestSeq` is the greatest (LiveHub, for all streams). */
  noteSeq(seq: number): void;
  highestSeq(): number;
}

/**
 * One stream: one connection and the subscriptions its request named, nothing more. It keeps
 * no state for a later request (that one may reach another instance): each subscription starts
 * from the cursor the client sent — only what changed since, when the store still knows it and
 * the cursor is this tenant's and this query's — or else with a snapshot, which replaces what
 * the client holds. Every snapshot and changes frame carries the subscription's new cursor.
 */
export class LiveStream {
  private readonly subs = new Map<string, LiveSubscription>();
  /** Subscriptions that have sent nothing on this stream yet: their first frame goes out even if empty. */
  private readonly unheard = new Set<LiveSubscription>();
  private lifetime: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private sink: LiveSink,
    private readonly settings: StreamSettings,
  ) {}

  get guard(): StreamGuard | null {
    return this.settings.guard;
  }

  get subscriptionCount(): number {
    return this.subs.size;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** `ready`, then each subscription's `sub-error` or its first frame (snapshot, or the changes since its cursor). */
  start(plans: readonly LiveSubscriptionPlan[]): void {
    this.sink.send({ event: 'ready', data: {} });
    if (this.settings.lifetimeMs > 0) {
      this.lifetime = setTimeout(() => this.expire(), this.settings.lifetimeMs);
      this.lifetime.unref?.();
    }
    for (const plan of plans) {
      if (this.closed) return;
      if ('error' in plan) {
        this.sink.send({ event: 'sub-error', data: { sub: plan.id, ...errorBody(plan.error) } });
        continue;
      }
      const sub = new LiveSubscription(plan.id, plan.spec);
      this.subs.set(sub.id, sub);
      this.unheard.add(sub);
      sub.start(this.settings.store, this.settings.tenant, this.resumeSeq(sub, plan.cursor), (out) =>
        this.deliver(sub, out),
      );
    }
  }

  /** The caller may no longer hold the stream: a last `end` frame, then it is over. */
  end(error: AppError): void {
    if (this.closed) return;
    this.sink.send({ event: 'end', data: errorBody(error) });
    this.close();
  }

  /**
   * Lifetime reached: `reopen` tells the client to open the next stream, and gives each
   * subscription that has sent its first frame a cursor at the highest seq any watch reported,
   * so a subscription quiet for the whole stream does not resume from its old snapshot (the
   * store would go through every change since). That seq is where each such result stands:
   * seqs are the store's global order, and this runs from a timer, after every event up to it
   * has been delivered to every watch. Subscriptions that have not answered yet keep the
   * cursor the client holds. `fresh` false (a call from no timer: deliveries may be queued) sends
   * none: the client resumes from its own.
   */
  expire(fresh = true): void {
    if (this.closed) return;
    const seq = this.settings.highestSeq();
    const cursors: Record<string, string> = {};
    for (const sub of fresh ? this.subs.values() : []) {
      if (sub.resumable && !this.unheard.has(sub))
        cursors[sub.id] = this.settings.cursors.seal({ seq, query: sub.fingerprint });
    }
    this.sink.send({ event: 'reopen', data: { cursors } });
    this.close();
  }

  /** Stops every watch and lets go of the connection (idempotent; the client going away calls it too). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.lifetime) clearTimeout(this.lifetime);
    this.lifetime = null;
    for (const sub of this.subs.values()) sub.halt();
    this.subs.clear();
    this.unheard.clear();
    this.sink.close();
    this.settings.onClose();
  }

  /** The seq to resume after, or undefined for a snapshot: a foreign, forged or other query's cursor is none. */
  private resumeSeq(sub: LiveSubscription, cursor: string | undefined): number | undefined {
    if (cursor === undefined || !sub.resumable) return undefined;
    const point = this.settings.cursors.open(cursor);
    return point && point.query === sub.fingerprint ? point.seq : undefined;
  }

  private deliver(sub: LiveSubscription, out: SubscriptionOutput): void {
    if (this.closed || this.subs.get(sub.id) !== sub) return;
    const first = this.unheard.delete(sub);
    if (out.kind !== 'error') this.settings.noteSeq(out.seq);
    if (out.kind === 'error') {
      sub.halt();
      this.subs.delete(sub.id);
      const error = toAppError(out.error);
      this.sink.send({ event: 'sub-error', data: { sub: sub.id, ...errorBody(error) } });
      return;
    }
    const frame = this.frameOf(sub, out, first);
    if (frame) this.sink.send(frame);
  }

  private frameOf(
    sub: LiveSubscription,
    out: Exclude<SubscriptionOutput, { kind: 'error' }>,
    first: boolean,
  ): LiveFrame | null {
    const cursor = this.settings.cursors.seal({ seq: out.seq, query: sub.fingerprint });
    if (out.kind === 'snapshot') return { event: 'snapshot', data: { sub: sub.id, docs: out.docs, cursor } };
    // A resume with nothing new still says so (and moves the cursor on); later empty batches say nothing.
    if (out.changes.length === 0 && !first) return null;
    return { event: 'changes', data: { sub: sub.id, changes: out.changes, cursor } };
  }
}
