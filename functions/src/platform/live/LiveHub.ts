import { randomBytes } from 'node:crypto';
import { AppError } from '../http/AppError';
import type { Store } from '../store/Store';
import { createFrameIds, type FrameIds } from './frameIds';
import { LiveStream } from './LiveStream';
import type { LiveSink, LiveSpec, StreamAddress, StreamGuard } from './liveFrame';

export interface LiveHubOptions {
  /** How long a disconnected stream keeps its subscriptions (default 60 s). */
  graceMs?: number;
  /** Subscriptions one stream may hold (default 100). */
  maxSubscriptionsPerStream?: number;
  /** Frames a stream remembers for resuming (default 1000). */
  historySize?: number;
  /**
   * How often every stream's guard re-checks its caller (default 30 s): a logout, a disabled
   * account or a changed level ends the stream within this time.
   */
  revalidateMs?: number;
  /**
   * The secret frame ids are sealed with (frameIds.ts): the same on every instance and across
   * restarts (embedded: sqliteLiveSecret; cloud: LIVE_TOKEN_SECRET). Default: random per process.
   */
  frameIdSecret?: Uint8Array;
}

/**
 * Every open live stream of the process, independent of the transport (SSE today). Streams
 * are keyed by tenant and id, so an id from one tenant means nothing on another, and belong
 * to the caller who opened them: someone else's id is unknown to them.
 */
export class LiveHub {
  private readonly streams = new Map<string, LiveStream>();
  private subKeys = 0;
  private readonly graceMs: number;
  private readonly maxSubscriptions: number;
  private readonly historySize: number;
  private readonly revalidateMs: number;
  private readonly frameIds: FrameIds;
  private revalidateTimer: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  /** A sweep was asked for while one ran: run once more after it, so no request is lost. */
  private sweepAgain = false;

  constructor(
    private readonly store: Store,
    options: LiveHubOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 60_000;
    this.maxSubscriptions = options.maxSubscriptionsPerStream ?? 100;
    this.historySize = options.historySize ?? 1000;
    this.revalidateMs = options.revalidateMs ?? 30_000;
    this.frameIds = createFrameIds(options.frameIdSecret ?? randomBytes(32));
  }

  /**
   * Opens or takes over a stream; `ready` says whether its subscriptions survived. `guard`
   * re-checks this connection's caller every `revalidateMs` (see StreamGuard).
   */
  connect(address: StreamAddress, sink: LiveSink, lastEventId: string | null, guard?: StreamGuard): void {
    const key = keyOf(address);
    const existing = this.streams.get(key);
    if (existing && existing.address.owner !== address.owner) throw new AppError('forbidden');
    const stream = existing ?? this.create(key, address);
    stream.guard = guard ?? null;
    if (guard) this.startRevalidating();
    stream.attach(sink, lastEventId, existing !== undefined);
  }

  /**
   * Runs every stream's guard once and ends the streams whose caller may no longer read
   * (the timer calls it; tests may too). One sweep at a time: a slow accounts backend never
   * piles them up.
   */
  async revalidate(): Promise<void> {
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = true;
    try {
      for (const [key, stream] of [...this.streams]) {
        const guard = stream.guard;
        if (!guard) continue;
        const verdict = await guard().catch((error: unknown) => {
          // An unreachable accounts backend is no proof the caller left: keep the stream.
          console.error('[colmena] live stream re-check failed:', error);
          return null;
        });
        if (verdict && this.streams.get(key) === stream && stream.guard === guard) {
          this.streams.delete(key);
          stream.end(verdict);
        }
      }
    } finally {
      this.sweeping = false;
      if (this.streams.size === 0) this.stopRevalidating();
    }
    if (this.sweepAgain) {
      this.sweepAgain = false;
      await this.revalidate();
    }
  }

  disconnect(address: StreamAddress, sink: LiveSink): void {
    this.streams.get(keyOf(address))?.detach(sink);
  }

  /** Whether this caller has the stream (not expired, this tenant, this owner). */
  has(address: StreamAddress): boolean {
    return this.find(address) !== null;
  }

  /** Unknown streams (expired, another tenant, another owner) are not_found. */
  async subscribe(address: StreamAddress, sub: string, spec: LiveSpec): Promise<void> {
    await this.require(address).subscribe(sub, spec);
  }

  unsubscribe(address: StreamAddress, sub: string): void {
    this.require(address).unsubscribe(sub);
  }

  /** Open streams and their subscriptions, for tests and metrics. */
  stats(): { streams: number; connected: number; subscriptions: number } {
    let connected = 0;
    let subscriptions = 0;
    for (const stream of this.streams.values()) {
      if (stream.connected) connected += 1;
      subscriptions += stream.subscriptionCount;
    }
    return { streams: this.streams.size, connected, subscriptions };
  }

  close(): void {
    this.stopRevalidating();
    for (const stream of this.streams.values()) stream.dispose();
    this.streams.clear();
  }

  private startRevalidating(): void {
    if (this.revalidateTimer) return;
    this.revalidateTimer = setInterval(() => void this.revalidate(), this.revalidateMs);
    this.revalidateTimer.unref?.();
  }

  private stopRevalidating(): void {
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    this.revalidateTimer = null;
  }

  private create(key: string, address: StreamAddress): LiveStream {
    const stream = new LiveStream(address, {
      store: this.store,
      graceMs: this.graceMs,
      maxSubscriptions: this.maxSubscriptions,
      historySize: this.historySize,
      ids: this.frameIds.forTenant(address.tenant),
      nextSubKey: () => ++this.subKeys,
      onExpire: () => {
        if (this.streams.get(key) !== stream) return;
        this.streams.delete(key);
        stream.dispose();
      },
    });
    this.streams.set(key, stream);
    return stream;
  }

  private find(address: StreamAddress): LiveStream | null {
    const stream = this.streams.get(keyOf(address));
    return stream && stream.address.owner === address.owner ? stream : null;
  }

  private require(address: StreamAddress): LiveStream {
    const stream = this.find(address);
    if (!stream) throw new AppError('not_found', 'Unknown live stream');
    return stream;
  }
}

/** Tenant ids never contain a newline, so the key cannot be forged by a stream id. */
const keyOf = (address: StreamAddress) => `${address.tenant}\n${address.stream}`;
