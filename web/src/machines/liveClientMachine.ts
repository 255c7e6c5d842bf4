import type { ErrorCode } from '@colmena/shared';
import { liveRequestLabel } from '@colmena/shared/widgets';
import { assign, cancel, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { ApiError, toErrorCode } from '../api/apiError';
import { backoffDelay, liveReconnectBackoff } from '../api/backoff';
import {
  type EventSourceLike,
  eventStreamActor,
  type LiveContext,
  type LiveMachineEvent,
  type LiveMachineInput,
  type LiveSubscription,
  type SubscriptionEvent,
} from './liveStream';

export type {
  EventSourceLike,
  LiveContext,
  LiveMachineEvent,
  LiveMachineInput,
  LiveSubscription,
  SubscriptionEvent,
};
export { eventStreamActor };

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
    console.error(`A live query listener failed on ${liveRequestLabel(sub.query)}`, error);
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
