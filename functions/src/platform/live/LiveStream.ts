import { AppError } from '../http/AppError';
import type { Store } from '../store/Store';
import { errorBody, toAppError } from './errorBody';
import { FrameHistory } from './frameHistory';
import type { TenantFrameIds } from './frameIds';
import { LiveSubscription, type SubscriptionOutput } from './LiveSubscription';
import type { LiveFrame, LiveSink, LiveSpec, StreamAddress, StreamGuard } from './liveFrame';

export interface StreamSettings {
  store: Store;
  graceMs: number;
  maxSubscriptions: number;
  historySize: number;
  /** The frame ids of this stream's tenant (opaque: frameIds.ts). */
  ids: TenantFrameIds;
  nextSubKey(): number;
  /** Called once the stream stayed disconnected for the whole grace period. */
  onExpire(): void;
}

type FirstEvent = (error: AppError | null) => void;

/**
 * One browser tab's stream: its subscriptions outlive a dropped connection for the grace
 * period, and a reconnect resumes each from the seq the client's last event id says it holds.
 * A frame id seals the store seq and the frame's number in the stream (unique even when one
 * commit feeds two subscriptions), so a resume knows exactly which frames arrived, while the
 * client sees neither (the seq is global: it would count other tenants' writes). An id that
 * is not this tenant's (another tenant's, forged) is no id: everything starts over.
 */
export class LiveStream {
  private readonly subs = new Map<string, LiveSubscription>();
  private readonly firstEvents = new Map<LiveSubscription, FirstEvent>();
  private readonly history: FrameHistory;
  private sink: LiveSink | null = null;
  /** The latest connection's re-check of its caller (none for visitors: nothing to lose). */
  guard: StreamGuard | null = null;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private frameCount = 0;

  constructor(
    readonly address: StreamAddress,
    private readonly settings: StreamSettings,
  ) {
    this.history = new FrameHistory(settings.historySize);
  }

  get subscriptionCount(): number {
    return this.subs.size;
  }

  get connected(): boolean {
    return this.sink !== null;
  }

  /** A connection takes the stream (a previous one is closed): `ready`, then every subscription restarts. */
  attach(sink: LiveSink, lastEventId: string | null, resumed: boolean): void {
    const previous = this.sink;
    // Let go of the old connection first: its close reports a detach, which must be a no-op.
    this.sink = null;
    if (previous) {
      this.stopWatching();
      previous.close();
    }
    this.clearGrace();
    this.sink = sink;
    sink.send({ event: 'ready', data: { stream: this.address.stream, resumed } });
    const own = lastEventId !== null && this.settings.ids.decode(lastEventId) !== null;
    const points = this.history.resume(own ? lastEventId : null);
    for (const sub of this.subs.values()) {
      this.start(sub, sub.resumable ? points.get(sub.key) : undefined);
    }
  }

  /** The connection ended: watches stop, subscriptions wait for a reconnect until the grace runs out. */
  detach(sink: LiveSink): void {
    if (this.sink !== sink) return;
    this.sink = null;
    this.stopWatching();
    this.graceTimer = setTimeout(() => this.settings.onExpire(), this.settings.graceMs);
    this.graceTimer.unref?.();
  }

  /**
   * Adds (or replaces) a subscription. Connected, it resolves once the first snapshot is sent,
   * and rejects with the store's error (forbidden, query_requires_index...) instead of a sub-error.
   */
  subscribe(id: string, spec: LiveSpec): Promise<void> {
    const existing = this.subs.get(id);
    if (!existing && this.subs.size >= this.settings.maxSubscriptions)
      throw new AppError('too_many_requests');
    if (existing) this.remove(existing);
    const sub = new LiveSubscription(id, this.settings.nextSubKey(), spec);
    this.subs.set(id, sub);
    if (!this.sink) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.firstEvents.set(sub, (error) => (error ? reject(error) : resolve()));
      this.start(sub, undefined);
    });
  }

  unsubscribe(id: string): void {
    const sub = this.subs.get(id);
    if (sub) this.remove(sub);
  }

  /** The caller may no longer hold the stream: a last `end` frame, then it is gone for good. */
  end(error: AppError): void {
    this.sink?.send({ event: 'end', data: errorBody(error) });
    this.dispose();
  }

  dispose(): void {
    this.clearGrace();
    for (const sub of [...this.subs.values()]) this.remove(sub);
    const sink = this.sink;
    this.sink = null;
    sink?.close();
  }

  private start(sub: LiveSubscription, sinceSeq: number | undefined): void {
    sub.start(this.settings.store, this.address.tenant, sinceSeq, (out) => this.deliver(sub, out));
  }

  private deliver(sub: LiveSubscription, out: SubscriptionOutput): void {
    const sink = this.sink;
    if (!sink || this.subs.get(sub.id) !== sub) return;
    const firstEvent = this.firstEvents.get(sub);
    this.firstEvents.delete(sub);
    if (out.kind === 'error') {
      this.remove(sub);
      const error = toAppError(out.error);
      if (firstEvent) firstEvent(error);
      else sink.send({ event: 'sub-error', data: { sub: sub.id, ...errorBody(error) } });
      return;
    }
    const frame = this.frameOf(sub, out);
    if (frame) sink.send(frame);
    firstEvent?.(null);
  }

  private frameOf(
    sub: LiveSubscription,
    out: Exclude<SubscriptionOutput, { kind: 'error' }>,
  ): LiveFrame | null {
    if (out.kind === 'snapshot') {
      return { event: 'snapshot', id: this.nextId(sub, out.seq), data: { sub: sub.id, docs: out.docs } };
    }
    if (out.changes.length === 0) return null;
    return { event: 'changes', id: this.nextId(sub, out.seq), data: { sub: sub.id, changes: out.changes } };
  }

  private nextId(sub: LiveSubscription, seq: number): string {
    this.frameCount += 1;
    const id = this.settings.ids.encode({ seq, n: this.frameCount });
    this.history.record(id, sub.key, seq);
    return id;
  }

  private remove(sub: LiveSubscription): void {
    sub.halt();
    this.subs.delete(sub.id);
    const firstEvent = this.firstEvents.get(sub);
    this.firstEvents.delete(sub);
    firstEvent?.(null);
  }

  private stopWatching(): void {
    for (const sub of this.subs.values()) sub.halt();
    // A subscribe waiting for its snapshot succeeds: the subscription stays and starts on reconnect.
    for (const settle of this.firstEvents.values()) settle(null);
    this.firstEvents.clear();
  }

  private clearGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }
}
