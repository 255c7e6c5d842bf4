import type { DocChange, ErrorCode, LiveQuery, StoredDoc } from '@colmena/shared';
import { assign, cancel, fromCallback, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { ApiError, toErrorCode } from '../api/apiError';
import { type BackoffOptions, backoffDelay, liveReconnectBackoff } from '../api/backoff';
import { type LiveEvent, liveEventNames, parseLiveEvent } from '../api/liveEvents';

/** What a subscriber hears: a whole result, changes to it, or the end of it with a catalogue code. */
export type SubscriptionEvent =
  | { kind: 'snapshot'; docs: StoredDoc[] }
  | { kind: 'changes'; changes: DocChange[] }
  | { kind: 'error'; error: ErrorCode };

/** The part of the browser's EventSource the client uses, so tests can drive a fake one. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up reconnecting by itself. */
const closedState = 2;

/**
 * One live query on the tab's stream. The map of them is the machine's context; each record is
 * the subscription's own bookkeeping (whether the server has it, the subscribe request on its way),
 * updated as its requests settle.
 */
export interface LiveSubscription {
  readonly id: string;
  /** What the caller holds to end it. */
  readonly key: object;
  readonly query: LiveQuery;
  readonly listener: (event: SubscriptionEvent) => void;
  /** pending: to be posted once the stream is ready; sent: the server has it; failed: it ended. */
  state: 'pending' | 'sent' | 'failed';
  /** The subscribe request on its way, so an unsubscribe never overtakes it. */
  inflight: Promise<void> | null;
}

export interface LiveMachineInput {
  /** POST to the stream (`/api/live/<stream>`); rejects with an ApiError, or a TypeError offline. */
  post(path: string, body: unknown): Promise<void>;
  /** Stream and subscription ids. */
  newId(): string;
  /** The stream's URL; same-origin with the session cookie unless told otherwise (cloud: function URL + token). */
  streamUrl?: (streamId: string) => string;
  random?: () => number;
  backoff?: BackoffOptions;
  /** How long the stream stays open after its last subscription ends (navigation churn). */
  idleCloseMs?: number;
}

export interface LiveContext {
  post(path: string, body: unknown): Promise<void>;
  newId(): string;
  streamUrl(streamId: string): string;
  random(): number;
  backoff: BackoffOptions;
  idleCloseMs: number;
  subs: ReadonlyMap<string, LiveSubscription>;
  /** Subscriptions ended while the stream was down; the server is told once it is back. */
  pendingUnsubscribes: ReadonlySet<string>;
  /** The current stream's id ('' once the server ended it: what is still on its way is moot). */
  streamId: string;
  /** Connections lost or ended before any data: the next backoff grows with them. */
  failures: number;
  /** How long `reconnecting` waits before it opens a new stream. */
  reconnectDelay: number;
  /** Why the server ended the stream, for the session refresh. */
  endError: ErrorCode;
}

export type LiveMachineEvent =
  | { type: 'sub.add'; key: object; query: LiveQuery; listener: (event: SubscriptionEvent) => void }
  | { type: 'sub.remove'; key: object }
  | { type: 'idle.check' }
  | { type: 'stream.error'; closed: boolean }
  | { type: 'live.ready'; resumed: boolean }
  | { type: 'live.snapshot'; sub: string; docs: StoredDoc[] }
  | { type: 'live.changes'; sub: string; changes: DocChange[] }
  | { type: 'live.subError'; sub: string; error: ErrorCode }
  | { type: 'live.end'; error: ErrorCode }
  | { type: 'subscribe.failed'; sub: LiveSubscription; stream: string; error: unknown };

/** A parsed stream event → the machine's event. */
function machineEventOf(event: LiveEvent): LiveMachineEvent {
  switch (event.kind) {
    case 'ready':
      return { type: 'live.ready', resumed: event.resumed };
    case 'snapshot':
      return { type: 'live.snapshot', sub: event.sub, docs: event.docs };
    case 'changes':
      return { type: 'live.changes', sub: event.sub, changes: event.changes };
    case 'sub-error':
      return { type: 'live.subError', sub: event.sub, error: event.error };
    case 'end':
      return { type: 'live.end', error: event.error };
  }
}

/**
 * The stream as an actor: opens the EventSource, forwards its named events and its errors, and
 * closes it when the machine leaves the state that holds it. A stopped actor's events are dropped,
 * so what a replaced stream still says never reaches the machine.
 */
export function eventStreamActor(createEventSource: (url: string) => EventSourceLike) {
  return fromCallback<LiveMachineEvent, { url: string }>(({ input, sendBack }) => {
    const source = createEventSource(input.url);
    for (const name of liveEventNames) {
      source.addEventListener(name, (event) => {
        const data = 'data' in event && typeof event.data === 'string' ? event.data : '';
        const parsed = parseLiveEvent(name, data);
        if (parsed) sendBack(machineEventOf(parsed));
      });
    }
    // CONNECTING: the browser retries by itself and the server resumes. CLOSED: it gave up.
    source.addEventListener('error', () =>
      sendBack({ type: 'stream.error', closed: source.readyState === closedState }),
    );
    return () => source.close();
  });
}

function streamPath(stream: string): string {
  return `/api/live/${encodeURIComponent(stream)}`;
}

/** The server forgot the stream (expired after a long disconnect, or restarted). */
function isUnknownStream(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'not_found';
}

function postUnsubscribe(context: LiveContext, id: string, stream: string) {
  context.post(streamPath(stream), { op: 'unsubscribe', sub: id }).catch(() => {
    // The stream is gone or going: the server drops its subscriptions with it.
  });
}

/** A listener that throws must not stop the machine (and with it every other live query). */
function notify(sub: LiveSubscription, event: SubscriptionEvent) {
  try {
    sub.listener(event);
  } catch (error) {
    console.error(`A live query listener failed on ${sub.query.collection}`, error);
  }
}

/** Whatever the server had is gone with its stream: every live subscription is sent again. */
function resendAll(subs: ReadonlyMap<string, LiveSubscription>) {
  for (const sub of subs.values()) if (sub.state === 'sent') sub.state = 'pending';
}

const idleCloseId = 'idleClose';
const defaultIdleCloseMs = 15000;

/**
 * ONE Server-Sent-Events stream for the whole tab, its subscriptions multiplexed over it (issue 3
 * live protocol: `GET /api/live?stream=<id>`, `POST /api/live/<id>` subscribe / unsubscribe).
 *
 * closed → (a subscription) → streaming.connecting → (`ready`) → streaming.open.
 * The browser's EventSource reconnects by itself with Last-Event-ID and the server resumes every
 * subscription (open → connecting → open). When it cannot — the stream was refused and closed, or
 * the server says the stream is unknown — the machine waits in `reconnecting` (exponential backoff
 * with jitter) and opens a new stream with a new id that subscribes everything again; each
 * subscription then starts over with a snapshot, which replaces its result, so nothing is lost or
 * doubled. When the server ENDS the stream (its session is over), `ending` lets the app refresh its
 * session (the `settleEnd` actor) and starts over only once that has settled. A while after the last
 * subscription ends, the stream closes.
 */
export const liveClientMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveMachineEvent,
    input: {} as LiveMachineInput,
  },
  actors: {
    eventStream: eventStreamActor((url) => new EventSource(url)),
    /** The app refreshes its session after the server ended the stream. */
    settleEnd: fromPromise<void, { error: ErrorCode }>(async () => {}),
  },
  delays: {
    reconnectDelay: ({ context }) => context.reconnectDelay,
  },
  guards: {
    hasSubscriptions: ({ context }) => context.subs.size > 0,
    noSubscriptions: ({ context }) => context.subs.size === 0,
    closedForGood: ({ event }) => event.type === 'stream.error' && event.closed,
    /** A subscribe answer for a replaced stream or an ended subscription: nothing to do. */
    staleAnswer: ({ context, event }) => !isCurrent(context, event),
    /** The subscription being removed is the last one: the stream may close a while later. */
    removesLast: ({ context, event }) =>
      event.type === 'sub.remove' &&
      context.subs.size === 1 &&
      [...context.subs.values()][0]?.key === event.key,
    /** An event for a subscription this tab still holds and that has not failed. */
    forLiveSubscription: ({ context, event }) => {
      if (event.type !== 'live.snapshot' && event.type !== 'live.changes' && event.type !== 'live.subError') {
        return false;
      }
      const sub = context.subs.get(event.sub);
      return sub !== undefined && sub.state !== 'failed';
    },
    /** Unknown stream, or offline: the stream must be replaced, the subscription sent again. */
    streamLost: ({ event }) =>
      event.type === 'subscribe.failed' && (isUnknownStream(event.error) || event.error instanceof TypeError),
  },
  actions: {
    newStream: assign(({ context }) => ({
      streamId: context.newId(),
      pendingUnsubscribes: new Set<string>(),
    })),
    addSubscription: assign({
      subs: ({ context, event }) => {
        if (event.type !== 'sub.add') return context.subs;
        const sub: LiveSubscription = {
          id: context.newId(),
          key: event.key,
          query: event.query,
          listener: event.listener,
          state: 'pending',
          inflight: null,
        };
        return new Map(context.subs).set(sub.id, sub);
      },
    }),
    /** On a ready stream only: the newest subscription is posted at once (else `flush` sends it). */
    subscribeNewest: ({ context, self }) => {
      const newest = [...context.subs.values()].at(-1);
      if (newest?.state === 'pending') postSubscribe(context, newest, (event) => self.send(event));
    },
    /** On a ready stream: the server is told once the subscribe on its way has settled. */
    unsubscribeNow: ({ context, event }) => {
      const sub = event.type === 'sub.remove' ? subscriptionOf(context, event.key) : undefined;
      if (sub?.state !== 'sent') return;
      const stream = context.streamId;
      void (sub.inflight ?? Promise.resolve()).then(() => postUnsubscribe(context, sub.id, stream));
    },
    /** Off a ready stream, what the server has is remembered and unsubscribed once it is back. */
    removeSubscription: assign(({ context, event }, params: { ready: boolean }) => {
      const sub = event.type === 'sub.remove' ? subscriptionOf(context, event.key) : undefined;
      if (!sub) return {};
      const subs = new Map(context.subs);
      subs.delete(sub.id);
      if (sub.state !== 'sent' || params.ready) return { subs };
      return { subs, pendingUnsubscribes: new Set(context.pendingUnsubscribes).add(sub.id) };
    }),
    cancelIdleClose: cancel(idleCloseId),
    scheduleIdleClose: raise(
      { type: 'idle.check' },
      { id: idleCloseId, delay: ({ context }) => context.idleCloseMs },
    ),
    /** `ready` on a stream the server did not keep: everything it had must be sent again. */
    resendUnlessResumed: ({ context, event }) => {
      if (event.type === 'live.ready' && !event.resumed) resendAll(context.subs);
    },
    /** The stream is ready: what waited for it is sent (then `clearPendingUnsubscribes`). */
    flush: ({ context, self }) => {
      for (const id of context.pendingUnsubscribes) postUnsubscribe(context, id, context.streamId);
      for (const sub of context.subs.values()) {
        if (sub.state === 'pending') postSubscribe(context, sub, (event) => self.send(event));
      }
    },
    clearPendingUnsubscribes: assign({ pendingUnsubscribes: () => new Set<string>() }),
    /** A stream event to its subscription (the `forLiveSubscription` guard checked it is still live). */
    deliver: ({ context, event }) => {
      if (event.type !== 'live.snapshot' && event.type !== 'live.changes' && event.type !== 'live.subError')
        return;
      const sub = context.subs.get(event.sub);
      if (!sub) return;
      if (event.type === 'live.subError') {
        sub.state = 'failed';
        notify(sub, { kind: 'error', error: event.error });
      } else if (event.type === 'live.changes') {
        notify(sub, { kind: 'changes', changes: event.changes });
      } else {
        notify(sub, { kind: 'snapshot', docs: event.docs });
      }
    },
    /** Only data proves the stream works: a server that keeps forgetting it still backs off. */
    dataArrived: assign({ failures: 0 }),
    resendAll: ({ context }) => resendAll(context.subs),
    /** The next attempt waits longer with each failure before data came. */
    backOff: assign(({ context }) => ({
      reconnectDelay: backoffDelay(context.failures, context.backoff, context.random),
      failures: context.failures + 1,
    })),
    failSubscription: ({ event }) => {
      if (event.type !== 'subscribe.failed') return;
      event.sub.state = 'failed';
      notify(event.sub, { kind: 'error', error: toErrorCode(event.error) });
    },
    /**
     * The server said `end` and closes the stream: it is gone with its subscriptions, and a
     * reconnect (the browser's, with the old stream id) would only resume the old caller's rules.
     * Answers and unsubscribes still on their way to it are moot. Ends that come back before any
     * data back off like failed connections, so a stream refused at once loops slowly.
     */
    forgetEndedStream: assign(({ context, event }) => {
      const attempt = context.failures;
      return {
        streamId: '',
        pendingUnsubscribes: new Set<string>(),
        failures: attempt + 1,
        endError: event.type === 'live.end' ? event.error : context.endError,
        // Even at once, from a timer: the refreshed session's screens settle their subscriptions first.
        reconnectDelay: attempt === 0 ? 0 : backoffDelay(attempt - 1, context.backoff, context.random),
      };
    }),
    logFailedRefresh: ({ event }) => {
      const failure = 'error' in event ? event.error : event;
      console.error('The session could not be refreshed after the live stream ended', failure);
    },
  },
}).createMachine({
  id: 'liveClient',
  initial: 'closed',
  context: ({ input }) => ({
    post: input.post,
    newId: input.newId,
    streamUrl: input.streamUrl ?? ((id: string) => `/api/live?stream=${encodeURIComponent(id)}`),
    random: input.random ?? Math.random,
    backoff: input.backoff ?? liveReconnectBackoff,
    idleCloseMs: input.idleCloseMs ?? defaultIdleCloseMs,
    subs: new Map(),
    pendingUnsubscribes: new Set(),
    streamId: '',
    failures: 0,
    reconnectDelay: 0,
    endError: 'internal',
  }),
  on: {
    // Before the stream is ready the server has nowhere to add it: `flush` sends it then.
    'sub.add': { actions: ['cancelIdleClose', 'addSubscription'] },
    'sub.remove': [
      {
        guard: 'removesLast',
        actions: [{ type: 'removeSubscription', params: { ready: false } }, 'scheduleIdleClose'],
      },
      { actions: { type: 'removeSubscription', params: { ready: false } } },
    ],
    'idle.check': { guard: 'noSubscriptions', target: '.closed' },
    'subscribe.failed': [
      { guard: 'staleAnswer' },
      { guard: 'streamLost', actions: 'resendAll' },
      { actions: 'failSubscription' },
    ],
  },
  states: {
    closed: {
      on: {
        'sub.add': { target: 'streaming', actions: ['cancelIdleClose', 'newStream', 'addSubscription'] },
      },
    },
    streaming: {
      invoke: {
        src: 'eventStream',
        input: ({ context }) => ({ url: context.streamUrl(context.streamId) }),
      },
      initial: 'connecting',
      on: {
        'live.ready': {
          target: '.open',
          actions: ['resendUnlessResumed', 'flush', 'clearPendingUnsubscribes'],
        },
        'live.snapshot': { guard: 'forLiveSubscription', actions: ['deliver', 'dataArrived'] },
        'live.changes': { guard: 'forLiveSubscription', actions: 'deliver' },
        'live.subError': { guard: 'forLiveSubscription', actions: 'deliver' },
        'stream.error': [
          { guard: 'closedForGood', target: 'reconnecting', actions: ['resendAll', 'backOff'] },
          { target: '.connecting' },
        ],
        'live.end': { target: 'ending', actions: ['resendAll', 'forgetEndedStream'] },
        'subscribe.failed': [
          { guard: 'staleAnswer' },
          { guard: 'streamLost', target: 'reconnecting', actions: ['resendAll', 'backOff'] },
          { actions: 'failSubscription' },
        ],
      },
      states: {
        connecting: {},
        open: {
          on: {
            'sub.add': { actions: ['cancelIdleClose', 'addSubscription', 'subscribeNewest'] },
            'sub.remove': [
              {
                guard: 'removesLast',
                actions: [
                  'unsubscribeNow',
                  { type: 'removeSubscription', params: { ready: true } },
                  'scheduleIdleClose',
                ],
              },
              { actions: ['unsubscribeNow', { type: 'removeSubscription', params: { ready: true } }] },
            ],
          },
        },
      },
    },
    /** The stream is gone: a new one opens after the backoff, if anything is still subscribed. */
    reconnecting: {
      after: {
        reconnectDelay: [
          { guard: 'hasSubscriptions', target: 'streaming', actions: 'newStream' },
          { target: 'closed' },
        ],
      },
    },
    /** The server ended the stream: no stream opens until the app has refreshed its session. */
    ending: {
      invoke: {
        src: 'settleEnd',
        input: ({ context }) => ({ error: context.endError }),
        onDone: { target: 'reconnecting' },
        onError: { target: 'reconnecting', actions: 'logFailedRefresh' },
      },
      // The idle close has nothing to close here: the refresh settles, then `reconnecting` decides.
      on: { 'idle.check': {} },
    },
  },
});

function subscriptionOf(context: LiveContext, key: object): LiveSubscription | undefined {
  for (const sub of context.subs.values()) if (sub.key === key) return sub;
  return undefined;
}

function isCurrent(context: LiveContext, event: LiveMachineEvent): boolean {
  return (
    event.type === 'subscribe.failed' &&
    event.stream === context.streamId &&
    context.subs.get(event.sub.id) === event.sub
  );
}

/** Posts one subscription on the current stream; a failure comes back as `subscribe.failed`. */
function postSubscribe(context: LiveContext, sub: LiveSubscription, send: (event: LiveMachineEvent) => void) {
  sub.state = 'sent';
  const stream = context.streamId;
  const request = context.post(streamPath(stream), { op: 'subscribe', sub: sub.id, query: sub.query });
  sub.inflight = request.then(
    () => {},
    (error: unknown) => send({ type: 'subscribe.failed', sub, stream, error }),
  );
}

export type LiveClientSnapshot = SnapshotFrom<typeof liveClientMachine>;

/** What the UI may show of the tab's stream. */
export type LiveStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

export function liveStatusOf(snapshot: LiveClientSnapshot): LiveStatus {
  if (snapshot.matches({ streaming: 'open' })) return 'open';
  if (snapshot.matches('streaming')) return 'connecting';
  if (snapshot.matches('closed')) return 'closed';
  // reconnecting, or ending: waiting for the session to settle before a new stream.
  return 'reconnecting';
}
