import type { DocChange, ErrorCode, LiveQuery, StoredDoc } from '@colmena/shared';
import { ApiError, toErrorCode } from './apiError';
import { type BackoffOptions, backoffDelay, liveReconnectBackoff } from './backoff';
import { browserFetch } from './browserFetch';
import { type LiveEvent, liveEventNames, parseLiveEvent } from './liveEvents';
import { newId } from './newId';
import { send } from './request';

/** What a subscriber hears: a whole result, changes to it, or the end of it with a catalogue code. */
export type SubscriptionEvent =
  | { kind: 'snapshot'; docs: StoredDoc[] }
  | { kind: 'changes'; changes: DocChange[] }
  | { kind: 'error'; error: ErrorCode };

export interface LiveClient {
  /** Starts a live query on the tab's stream; the returned function ends it. */
  subscribe(query: LiveQuery, listener: (event: SubscriptionEvent) => void): () => void;
}

/** The part of the browser's EventSource the client uses, so tests can drive a fake one. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

const closedState = 2;

export interface LiveClientOptions {
  createEventSource(url: string): EventSourceLike;
  /** POST to the stream (`/api/live/<stream>`); rejects with an ApiError, or a TypeError offline. */
  post(path: string, body: unknown): Promise<void>;
  newId(): string;
  /** The stream's URL; same-origin with the session cookie unless told otherwise (cloud: function URL + token). */
  streamUrl?: (streamId: string) => string;
  random?: () => number;
  backoff?: BackoffOptions;
  /** How long the stream stays open after its last subscription ends (navigation churn). */
  idleCloseMs?: number;
  /**
   * The server ended the stream for good (`end`: its session ended, or the caller's level or
   * account changed). The app refreshes its session here; the client opens a new stream only
   * once this settles, so what is still subscribed then starts over under the new rules.
   */
  onEnd?: (error: ErrorCode) => Promise<void> | void;
}

type SubState = 'pending' | 'sent' | 'failed';

interface Subscription {
  query: LiveQuery;
  listener: (event: SubscriptionEvent) => void;
  state: SubState;
  /** The subscribe request on its way, so an unsubscribe never overtakes it. */
  inflight: Promise<void> | null;
}

const defaultIdleCloseMs = 15000;

/**
 * ONE Server-Sent-Events stream for the whole tab, its subscriptions multiplexed over it
 * (issue 3 live protocol). The browser's EventSource reconnects by itself with Last-Event-ID
 * and the server resumes every subscription; when it cannot (the stream was refused and closed,
 * or the server says the stream is unknown) the client opens a new stream with a new id after
 * a backoff and subscribes everything again — each subscription then starts over with a snapshot,
 * which replaces its result, so nothing is lost or doubled. When the server ENDS the stream (its
 * session is over), the client tells `onEnd` and starts over only once that has settled.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const subs = new Map<string, Subscription>();
  /** Subscriptions ended while the stream was down; the server is told once it is back. */
  const pendingUnsubscribes = new Set<string>();
  const streamUrl = options.streamUrl ?? ((id: string) => `/api/live?stream=${encodeURIComponent(id)}`);
  const random = options.random ?? Math.random;
  const idleCloseMs = options.idleCloseMs ?? defaultIdleCloseMs;

  let source: EventSourceLike | null = null;
  let streamId = '';
  let ready = false;
  let failures = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  /** The `onEnd` of an ended stream, until it settles: no stream opens meanwhile. */
  let ending: Promise<void> | null = null;

  function open() {
    streamId = options.newId();
    ready = false;
    pendingUnsubscribes.clear();
    const es = options.createEventSource(streamUrl(streamId));
    source = es;
    for (const name of liveEventNames) {
      es.addEventListener(name, (event) => {
        if (source !== es) return;
        const data = 'data' in event && typeof event.data === 'string' ? event.data : '';
        const parsed = parseLiveEvent(name, data);
        if (parsed) handle(parsed);
      });
    }
    es.addEventListener('error', () => {
      if (source !== es) return;
      ready = false;
      // CONNECTING: the browser retries by itself and the server resumes. CLOSED: it gave up.
      if (es.readyState === closedState) restart();
    });
  }

  /** Drops the current stream and opens a new one later; every live subscription is sent again. */
  function restart() {
    source?.close();
    source = null;
    ready = false;
    for (const sub of subs.values()) if (sub.state === 'sent') sub.state = 'pending';
    if (reopenTimer !== null || ending !== null) return;
    reopenLater(backoffDelay(failures++, options.backoff ?? liveReconnectBackoff, random));
  }

  function reopenLater(delay: number) {
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (subs.size > 0) open();
    }, delay);
  }

  /**
   * The server said `end` and closes the stream: it is gone with its subscriptions, and a
   * reconnect (the browser's, with the old stream id) would only resume the old caller's rules.
   * Close it, let the app refresh its session, then start over on a new stream. Ends that come
   * back before any data back off like failed connections, so a stream refused at once loops slowly.
   */
  function end(error: ErrorCode) {
    source?.close();
    source = null;
    ready = false;
    // Answers and unsubscribes still on their way to the old stream are now moot.
    streamId = '';
    pendingUnsubscribes.clear();
    for (const sub of subs.values()) if (sub.state === 'sent') sub.state = 'pending';
    if (reopenTimer !== null) clearTimeout(reopenTimer);
    reopenTimer = null;
    const attempt = failures++;
    const settled: Promise<void> = Promise.resolve()
      .then(() => options.onEnd?.(error))
      .catch((failure: unknown) => {
        console.error('The session could not be refreshed after the live stream ended', failure);
      })
      .then(() => {
        if (ending !== settled) return;
        ending = null;
        if (source || reopenTimer !== null) return;
        const delay =
          attempt === 0 ? 0 : backoffDelay(attempt - 1, options.backoff ?? liveReconnectBackoff, random);
        // Even at once, from a timer: the refreshed session's screens settle their subscriptions first.
        reopenLater(delay);
      });
    ending = settled;
  }

  function handle(event: LiveEvent) {
    if (event.kind === 'end') {
      end(event.error);
      return;
    }
    if (event.kind === 'ready') {
      ready = true;
      if (!event.resumed) for (const sub of subs.values()) if (sub.state === 'sent') sub.state = 'pending';
      flush();
      return;
    }
    const sub = subs.get(event.sub);
    if (!sub || sub.state === 'failed') return;
    if (event.kind === 'sub-error') {
      sub.state = 'failed';
      sub.listener({ kind: 'error', error: event.error });
    } else if (event.kind === 'snapshot') {
      // Only data proves the stream works: a server that keeps forgetting it still backs off.
      failures = 0;
      sub.listener({ kind: 'snapshot', docs: event.docs });
    } else {
      sub.listener({ kind: 'changes', changes: event.changes });
    }
  }

  function flush() {
    for (const id of pendingUnsubscribes) postUnsubscribe(id, streamId);
    pendingUnsubscribes.clear();
    for (const [id, sub] of subs) if (sub.state === 'pending') postSubscribe(id, sub);
  }

  function postSubscribe(id: string, sub: Subscription) {
    sub.state = 'sent';
    const stream = streamId;
    const request = options.post(streamPath(stream), { op: 'subscribe', sub: id, query: sub.query });
    sub.inflight = request.then(
      () => {},
      (error: unknown) => {
        if (stream !== streamId || subs.get(id) !== sub) return;
        if (isUnknownStream(error)) {
          restart();
        } else if (error instanceof TypeError) {
          // Offline: the stream notices too; whatever comes back next sends it again.
          sub.state = 'pending';
          restart();
        } else {
          sub.state = 'failed';
          sub.listener({ kind: 'error', error: toErrorCode(error) });
        }
      },
    );
  }

  function postUnsubscribe(id: string, stream: string) {
    options.post(streamPath(stream), { op: 'unsubscribe', sub: id }).catch(() => {
      // The stream is gone or going: the server drops its subscriptions with it.
    });
  }

  function closeWhenIdle() {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (subs.size > 0) return;
      source?.close();
      source = null;
      ready = false;
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      reopenTimer = null;
    }, idleCloseMs);
  }

  return {
    subscribe(query, listener) {
      if (idleTimer !== null) clearTimeout(idleTimer);
      idleTimer = null;
      if (!source && reopenTimer === null && ending === null) open();
      const id = options.newId();
      const sub: Subscription = { query, listener, state: 'pending', inflight: null };
      subs.set(id, sub);
      // Before ready the server has no stream to add it to: flush() sends it then.
      if (ready) postSubscribe(id, sub);

      return () => {
        if (subs.get(id) !== sub) return;
        subs.delete(id);
        if (sub.state === 'sent') {
          const stream = streamId;
          if (ready) void (sub.inflight ?? Promise.resolve()).then(() => postUnsubscribe(id, stream));
          else pendingUnsubscribes.add(id);
        }
        if (subs.size === 0) closeWhenIdle();
      };
    },
  };
}

function streamPath(stream: string): string {
  return `/api/live/${encodeURIComponent(stream)}`;
}

/** The server forgot the stream (expired after a long disconnect, or restarted). */
function isUnknownStream(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found';
}

let shared: LiveClient | null = null;

type EndHandler = (error: ErrorCode) => Promise<void> | void;
const endHandlers = new Set<EndHandler>();

/**
 * Hears the tab's stream being ended by the server (its session ended, or the caller changed);
 * the stream starts over once every handler has settled. Returns the way to stop listening.
 */
export function onLiveStreamEnd(handler: EndHandler): () => void {
  endHandlers.add(handler);
  return () => {
    endHandlers.delete(handler);
  };
}

/** The tab's live client, created on first use. */
export function liveClient(): LiveClient {
  shared ??= createLiveClient({
    onEnd: async (error) => {
      await Promise.allSettled([...endHandlers].map(async (handler) => handler(error)));
    },
    createEventSource: (url) => new EventSource(url),
    post: async (path, body) => {
      await send(browserFetch, path, { method: 'POST', body });
    },
    newId: () => newId(),
  });
  return shared;
}
