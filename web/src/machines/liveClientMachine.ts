import { type ErrorCode, type LiveStreamRequest, maxLiveSubscriptions } from '@colmena/shared';
import { liveRequestLabel } from '@colmena/shared/widgets';
import { and, assign, cancel, enqueueActions, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import { backoffDelay, liveReconnectBackoff } from '../api/backoff';
import {
  type EventSourceLike,
  eventStreamActor,
  type LiveContext,
  type LiveMachineEvent,
  type LiveMachineInput,
  type LiveSubscription,
  type OpenStream,
  type StreamEvent,
  type SubscriptionEvent,
} from './liveStream';

export type {
  EventSourceLike,
  LiveContext,
  LiveMachineEvent,
  LiveMachineInput,
  LiveSubscription,
  OpenStream,
  SubscriptionEvent,
};
export { eventStreamActor };

/** A listener that throws must not stop the machine (and with it every other live query). */
function notify(sub: LiveSubscription, event: SubscriptionEvent) {
  try {
    sub.listener(event);
  } catch (error) {
    console.error(`A live query listener failed on ${liveRequestLabel(sub.query)}`, error);
  }
}

/**
 * What a new stream carries: every live subscription, with the cursor of the result it holds.
 * A stream holds at most `maxLiveSubscriptions` (the server refuses more, and would refuse the
 * whole stream): the ones beyond, the newest, end with too_many_requests.
 */
export function streamRequestOf(subs: ReadonlyMap<string, LiveSubscription>): LiveStreamRequest {
  const live = [...subs.values()].filter((sub) => !sub.failed);
  for (const sub of live.slice(maxLiveSubscriptions)) {
    sub.failed = true;
    notify(sub, { kind: 'error', error: 'too_many_requests' });
  }
  return {
    subs: live
      .slice(0, maxLiveSubscriptions)
      .map(({ id, query, cursor }) => (cursor ? { id, query, cursor } : { id, query })),
  };
}

const streamActorId = (stream: number) => `stream-${stream}`;
const idleCloseId = 'idleClose';
const switchId = 'switch';
const defaultIdleCloseMs = 15000;
const defaultSwitchDelayMs = 30;

const isStreamEvent = (event: LiveMachineEvent): event is StreamEvent =>
  event.type.startsWith('live.') || event.type === 'stream.error';

/**
 * ONE Server-Sent-Events stream at a time for the whole tab, its subscriptions multiplexed over
 * it, with no state kept for it on the server (ARCHITECTURE §5): `POST /api/live` carries the
 * whole subscription set and, for each result the tab holds, its cursor.
 *
 * closed → (a subscription) → streaming.connecting → (`ready`) → streaming.open.
 * A change of subscriptions (a screen mounting or unmounting its queries) settles for
 * `switchDelayMs`, then a new stream carries the new set and the cursors held, and the old one
 * is closed once the new one is ready; the server's `reopen` (the stream's lifetime is up) does
 * the same at once. From the moment a new stream is asked for, only its events count: the
 * cursors it carries are where the results stand, so it resumes each one with what changed
 * since — or, when the server cannot tell, a snapshot that replaces it — nothing lost, nothing
 * twice; the subscribers keep their results meanwhile. A stream that fails or ends on its own
 * is replaced after a backoff (`reconnecting`: exponential, with jitter), from the cursors too.
 * When the server ENDS the stream (its session is over), `ending` lets the app refresh its session
 * (the `settleEnd` actor) and starts over only once that has settled. A while after the last
 * subscription ends, the stream closes.
 */
export const liveClientMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveMachineEvent,
    input: {} as LiveMachineInput,
  },
  actors: {
    eventStream: eventStreamActor(() => {
      throw new Error('liveClientMachine needs its eventStream actor provided (api/liveClient.ts)');
    }),
    /** The app refreshes its session after the server ended the stream. */
    settleEnd: fromPromise<void, { error: ErrorCode }>(async () => {}),
  },
  delays: {
    reconnectDelay: ({ context }) => context.reconnectDelay,
    switchDelay: ({ context }) => context.switchDelayMs,
  },
  guards: {
    /** Something a stream would carry: a subscription that has not failed. */
    hasLiveSubscriptions: ({ context }) => [...context.subs.values()].some((sub) => !sub.failed),
    noSubscriptions: ({ context }) => context.subs.size === 0,
    /** An event of the newest stream (a replaced stream's events no longer count). */
    fromCurrent: ({ context, event }) => isStreamEvent(event) && event.stream === context.current,
    /** The subscription being removed is the last one: the stream may close a while later. */
    removesLast: ({ context, event }) =>
      event.type === 'sub.remove' &&
      context.subs.size === 1 &&
      [...context.subs.values()][0]?.key === event.key,
    /** An event of the newest stream for a subscription this tab still holds and that has not failed. */
    forLiveSubscription: ({ context, event }) => {
      if (event.type !== 'live.snapshot' && event.type !== 'live.changes' && event.type !== 'live.subError') {
        return false;
      }
      const sub = context.subs.get(event.sub);
      return event.stream === context.current && sub !== undefined && !sub.failed;
    },
  },
  actions: {
    addSubscription: assign({
      subs: ({ context, event }) => {
        if (event.type !== 'sub.add') return context.subs;
        const sub: LiveSubscription = {
          id: context.newId(),
          key: event.key,
          query: event.query,
          listener: event.listener,
          cursor: null,
          failed: false,
        };
        return new Map(context.subs).set(sub.id, sub);
      },
    }),
    removeSubscription: assign({
      subs: ({ context, event }) => {
        if (event.type !== 'sub.remove') return context.subs;
        const subs = new Map(context.subs);
        for (const sub of context.subs.values()) if (sub.key === event.key) subs.delete(sub.id);
        return subs;
      },
    }),
    cancelIdleClose: cancel(idleCloseId),
    scheduleIdleClose: raise(
      { type: 'idle.check' },
      { id: idleCloseId, delay: ({ context }) => context.idleCloseMs },
    ),
    /** The set changed: a new stream carries it once it has settled (each change restarts the wait). */
    scheduleSwitch: enqueueActions(({ enqueue }) => {
      enqueue.cancel(switchId);
      enqueue.raise(
        { type: 'subs.settled' },
        { id: switchId, delay: ({ context }) => context.switchDelayMs },
      );
    }),
    cancelSwitch: cancel(switchId),
    /** Opens the first stream of a `streaming` spell with the set and the cursors held. */
    openStream: enqueueActions(({ context, enqueue }) => {
      const stream = context.current + 1;
      enqueue.assign({ current: stream, currentReady: false, previous: null });
      enqueue.spawnChild('eventStream', {
        id: streamActorId(stream),
        input: { stream, request: streamRequestOf(context.subs) },
      });
    }),
    /**
     * A new stream replaces the newest one. A ready one stays open until its successor is ready
     * (one that never became ready, and an older one still waiting, are closed now).
     */
    replaceStream: enqueueActions(({ context, enqueue }) => {
      const stream = context.current + 1;
      let previous = context.previous;
      if (context.currentReady) {
        if (previous !== null) enqueue.stopChild(streamActorId(previous));
        previous = context.current;
      } else enqueue.stopChild(streamActorId(context.current));
      enqueue.assign({ current: stream, currentReady: false, previous });
      enqueue.spawnChild('eventStream', {
        id: streamActorId(stream),
        input: { stream, request: streamRequestOf(context.subs) },
      });
    }),
    /** The newest stream is ready: the one it replaced closes. */
    currentReady: enqueueActions(({ context, enqueue }) => {
      if (context.previous !== null) enqueue.stopChild(streamActorId(context.previous));
      enqueue.assign({ currentReady: true, previous: null });
    }),
    /** Leaving `streaming`: every stream closes. */
    closeStreams: enqueueActions(({ context, enqueue }) => {
      enqueue.stopChild(streamActorId(context.current));
      if (context.previous !== null) enqueue.stopChild(streamActorId(context.previous));
      enqueue.assign({ currentReady: false, previous: null });
    }),
    /** An event of the newest stream to its subscription (the guard checked it is still live). */
    deliver: ({ context, event }) => {
      if (event.type !== 'live.snapshot' && event.type !== 'live.changes' && event.type !== 'live.subError')
        return;
      const sub = context.subs.get(event.sub);
      if (!sub) return;
      if (event.type === 'live.subError') {
        sub.failed = true;
        notify(sub, { kind: 'error', error: event.error });
        return;
      }
      sub.cursor = event.cursor;
      if (event.type === 'live.changes') {
        // A resumed subscription with nothing new: the subscriber already holds the result.
        if (event.changes.length > 0) notify(sub, { kind: 'changes', changes: event.changes });
      } else notify(sub, { kind: 'snapshot', docs: event.docs });
    },
    /** `reopen` brings fresher cursors (a quiet subscription's own is as old as its snapshot). */
    takeReopenCursors: ({ context, event }) => {
      if (event.type !== 'live.reopen') return;
      for (const [id, cursor] of Object.entries(event.cursors)) {
        const sub = context.subs.get(id);
        if (sub && !sub.failed) sub.cursor = cursor;
      }
    },
    /** Only data proves the stream works: a server that keeps failing it still backs off. */
    dataArrived: assign({ failures: 0 }),
    /** The next attempt waits longer with each failure before data came. */
    backOff: assign(({ context }) => ({
      reconnectDelay: backoffDelay(context.failures, context.backoff, context.random),
      failures: context.failures + 1,
    })),
    /**
     * The server said `end` and closes the stream. Ends that come back before any data back off
     * like failed connections, so a stream refused at once loops slowly.
     */
    endStream: assign(({ context, event }) => {
      const attempt = context.failures;
      return {
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
    newId: input.newId,
    random: input.random ?? Math.random,
    backoff: input.backoff ?? liveReconnectBackoff,
    idleCloseMs: input.idleCloseMs ?? defaultIdleCloseMs,
    switchDelayMs: input.switchDelayMs ?? defaultSwitchDelayMs,
    subs: new Map(),
    current: 0,
    currentReady: false,
    previous: null,
    failures: 0,
    reconnectDelay: 0,
    endError: 'internal',
  }),
  on: {
    // Without a stream the set is only remembered: the next stream carries it.
    'sub.add': { actions: ['cancelIdleClose', 'addSubscription'] },
    'sub.remove': [
      { guard: 'removesLast', actions: ['removeSubscription', 'scheduleIdleClose'] },
      { actions: 'removeSubscription' },
    ],
    'idle.check': { guard: 'noSubscriptions', target: '.closed' },
  },
  states: {
    closed: {
      on: {
        'sub.add': { target: 'settling', actions: ['cancelIdleClose', 'addSubscription'] },
      },
    },
    /** The first subscriptions of a screen come together: the first stream carries them all. */
    settling: {
      after: {
        switchDelay: [{ guard: 'hasLiveSubscriptions', target: 'streaming' }, { target: 'closed' }],
      },
    },
    streaming: {
      entry: 'openStream',
      exit: ['cancelSwitch', 'closeStreams'],
      initial: 'connecting',
      on: {
        'sub.add': { actions: ['cancelIdleClose', 'addSubscription', 'scheduleSwitch'] },
        'sub.remove': [
          // The last one: nothing to carry, the stream closes a while later unless another comes.
          { guard: 'removesLast', actions: ['removeSubscription', 'cancelSwitch', 'scheduleIdleClose'] },
          { actions: ['removeSubscription', 'scheduleSwitch'] },
        ],
        'subs.settled': { guard: 'hasLiveSubscriptions', actions: 'replaceStream' },
        'live.reopen': [
          {
            guard: and(['fromCurrent', 'hasLiveSubscriptions']),
            actions: ['takeReopenCursors', 'cancelSwitch', 'replaceStream'],
          },
          // Nothing left to carry (every subscription failed): no new stream.
          { guard: 'fromCurrent', target: 'closed' },
        ],
        'live.snapshot': { guard: 'forLiveSubscription', actions: ['deliver', 'dataArrived'] },
        'live.changes': { guard: 'forLiveSubscription', actions: ['deliver', 'dataArrived'] },
        'live.subError': { guard: 'forLiveSubscription', actions: 'deliver' },
        'stream.error': { guard: 'fromCurrent', target: 'reconnecting', actions: 'backOff' },
        'live.end': { guard: 'fromCurrent', target: 'ending', actions: 'endStream' },
      },
      states: {
        connecting: {
          on: { 'live.ready': { guard: 'fromCurrent', target: 'open', actions: 'currentReady' } },
        },
        /** Data flows; a replacement on its way keeps it so until it is ready itself. */
        open: {
          on: { 'live.ready': { guard: 'fromCurrent', actions: 'currentReady' } },
        },
      },
    },
    /** The stream is gone: a new one opens after the backoff, if anything is still subscribed. */
    reconnecting: {
      after: {
        reconnectDelay: [{ guard: 'hasLiveSubscriptions', target: 'streaming' }, { target: 'closed' }],
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

/** Streams a test or the app drives: the machine with its stream opener provided. */
export function liveClientMachineWith(
  openStream: OpenStream,
  settleEnd?: (error: ErrorCode) => Promise<void>,
) {
  return liveClientMachine.provide({
    actors: {
      eventStream: eventStreamActor(openStream),
      settleEnd: fromPromise<void, { error: ErrorCode }>(async ({ input }) => {
        await settleEnd?.(input.error);
      }),
    },
  });
}

export type LiveClientSnapshot = SnapshotFrom<typeof liveClientMachine>;

/** What the UI may show of the tab's stream. */
export type LiveStatus = 'closed' | 'connecting' | 'open' | 'reconnecting';

export function liveStatusOf(snapshot: LiveClientSnapshot): LiveStatus {
  if (snapshot.matches({ streaming: 'open' })) return 'open';
  if (snapshot.matches('streaming') || snapshot.matches('settling')) return 'connecting';
  if (snapshot.matches('closed')) return 'closed';
  // reconnecting, or ending: waiting for the session to settle before a new stream.
  return 'reconnecting';
}
