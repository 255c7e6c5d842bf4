import { randomBytes } from 'node:crypto';
import type { Store } from '../store/Store';
import { LiveStream } from './LiveStream';
import { createLiveCursors, type LiveCursors } from './liveCursors';
import type { LiveSink, LiveSubscriptionPlan, StreamGuard } from './liveFrame';

export interface LiveHubOptions {
  /**
   * How long one stream may stay open (default 50 s): under Firebase Hosting's 60 s for a
   * rewritten request and the function's timeout. The stream then says `reopen` and ends; the
   * client opens the next one with its cursors. 0 keeps streams open until the client leaves.
   */
  streamLifetimeMs?: number;
  /**
   * Up to this share of the lifetime is taken off at random per stream (default 0.1: 45-50 s),
   * so the streams of every tab that reconnected together after a restart do not all reopen in
   * the same second forever after.
   */
  streamLifetimeJitter?: number;
  /** A number in [0, 1) (tests pin it). */
  random?: () => number;
  /**
   * How often every stream's guard re-checks its caller (default 30 s): a logout, a disabled
   * account or a changed level ends the stream within this time (and at the latest when its
   * lifetime runs out, since every stream is planned afresh for its caller).
   */
  revalidateMs?: number;
  /**
   * The secret resume cursors are sealed with (liveCursors.ts): the same on every instance and
   * across restarts (embedded: sqliteLiveSecret; cloud: LIVE_TOKEN_SECRET). Default: random per
   * process, so cursors resume only on this process (others start over with snapshots).
   */
  frameIdSecret?: Uint8Array;
}

export interface OpenStream {
  tenant: string;
  sink: LiveSink;
  subscriptions: readonly LiveSubscriptionPlan[];
  guard?: StreamGuard | undefined;
}

/**
 * The open live streams of this process, independent of the transport (SSE today). A stream
 * is one request: it holds nothing another request needs (no stream ids, no subscription
 * state between connections), so any instance serves any stream request and a client that
 * goes away frees everything at once. The hub keeps the open ones only to re-check their
 * callers, to close them on shutdown, and for stats.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private readonly lifetimeMs: number;
  private readonly lifetimeJitter: number;
  private readonly random: () => number;
  private readonly revalidateMs: number;
  private readonly cursors: LiveCursors;
  private revalidateTimer: ReturnType<typeof setInterval> | null = null;
  /** The highest store seq any watch of this process reported (LiveStream.expire). */
  private highestSeq = 0;
  private sweeping = false;
  /** A sweep was asked for while one ran: run once more after it, so no request is lost. */
  private sweepAgain = false;

  constructor(
    private readonly store: Store,
    options: LiveHubOptions = {},
  ) {
    this.lifetimeMs = options.streamLifetimeMs ?? 50_000;
    this.lifetimeJitter = Math.min(1, Math.max(0, options.streamLifetimeJitter ?? 0.1));
    this.random = options.random ?? Math.random;
    this.revalidateMs = options.revalidateMs ?? 30_000;
    this.cursors = createLiveCursors(options.frameIdSecret ?? randomBytes(32));
  }

  /** Starts a stream on `sink`: `ready`, then each subscription from its cursor. Closing it (or the sink) ends it. */
  open({ tenant, sink, subscriptions, guard }: OpenStream): LiveStream {
    const stream = new LiveStream(sink, {
      store: this.store,
      tenant,
      cursors: this.cursors.forTenant(tenant),
      lifetimeMs: Math.round(this.lifetimeMs * (1 - this.lifetimeJitter * this.random())),
      guard: guard ?? null,
      onClose: () => {
        this.streams.delete(stream);
        if (this.streams.size === 0) this.stopRevalidating();
      },
      noteSeq: (seq) => {
        if (seq > this.highestSeq) this.highestSeq = seq;
      },
      highestSeq: () => this.highestSeq,
    });
    this.streams.add(stream);
    if (guard) this.startRevalidating();
    stream.start(subscriptions);
    return stream;
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
      for (const stream of [...this.streams]) {
        const guard = stream.guard;
        if (!guard || stream.isClosed) continue;
        const verdict = await guard().catch((error: unknown) => {
          // An unreachable accounts backend is no proof the caller left: keep the stream.
          console.error('[colmena] live stream re-check failed:', error);
          return null;
        });
        if (verdict) stream.end(verdict);
      }
    } finally {
      this.sweeping = false;
    }
    if (this.sweepAgain) {
      this.sweepAgain = false;
      await this.revalidate();
    }
  }

  /** Open streams and their subscriptions, for tests and metrics. */
  stats(): { streams: number; subscriptions: number } {
    let subscriptions = 0;
    for (const stream of this.streams) subscriptions += stream.subscriptionCount;
    return { streams: this.streams.size, subscriptions };
  }

  /**
   * Ends every stream (server shutdown) with `reopen`, so the clients go on at once on another
   * instance, or on this one restarted, from the cursors they hold (no fresher ones: this may be
   * called while deliveries are still queued).
   */
  close(): void {
    this.stopRevalidating();
    for (const stream of [...this.streams]) stream.expire(false);
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
}
