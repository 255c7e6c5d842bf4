import type { DocChange, ErrorCode, StoredDoc } from '@colmena/shared';
import type { LiveRequest } from '@colmena/shared/widgets';
import { fromCallback } from 'xstate';
import type { BackoffOptions } from '../api/backoff';
import { type LiveEvent, liveEventNames, parseLiveEvent } from '../api/liveEvents';

/*
 * The live client's vocabulary (subscriptions, its input, context and events) and the stream
 * actor that turns an EventSource into those events; the machine itself is liveClientMachine.ts.
 */

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
  readonly query: LiveRequest;
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
  | { type: 'sub.add'; key: object; query: LiveRequest; listener: (event: SubscriptionEvent) => void }
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
