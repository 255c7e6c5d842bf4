import type { DocChange, ErrorCode, LiveStreamRequest, StoredDoc } from '@colmena/shared';
import type { LiveRequest } from '@colmena/shared/widgets';
import { fromCallback } from 'xstate';
import type { BackoffOptions } from '../api/backoff';
import { type LiveEvent, liveEventNames, parseLiveEvent } from '../api/liveEvents';

/*
 * The live client's vocabulary (subscriptions, its input, context and events) and the stream
 * actor that turns one stream into those events; the machine itself is liveClientMachine.ts.
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

/** Opens one stream carrying `request` (`POST /api/live`: api/liveTransport.ts). */
export type OpenStream = (request: LiveStreamRequest) => EventSourceLike;

/**
 * One live query of the tab. The map of them is the machine's context; `cursor` and `failed`
 * are the subscription's own bookkeeping, updated as the current stream's events arrive.
 */
export interface LiveSubscription {
  readonly id: string;
  /** What the caller holds to end it. */
  readonly key: object;
  readonly query: LiveRequest;
  readonly listener: (event: SubscriptionEvent) => void;
  /** Where the result the subscriber holds stands (the last applied event's): the next stream resumes from it. */
  cursor: string | null;
  /** Ended by a sub-error: no later stream carries it. */
  failed: boolean;
}

export interface LiveMachineInput {
  /** Subscription ids. */
  newId(): string;
  random?: () => number;
  backoff?: BackoffOptions;
  /** How long the stream stays open after its last subscription ends (navigation churn). */
  idleCloseMs?: number;
  /** How long subscription changes settle before a new stream carries them (a screen mounts its queries together). */
  switchDelayMs?: number;
}

export interface LiveContext {
  newId(): string;
  random(): number;
  backoff: BackoffOptions;
  idleCloseMs: number;
  switchDelayMs: number;
  subs: ReadonlyMap<string, LiveSubscription>;
  /** The number of the newest stream: only its events count. */
  current: number;
  /** Whether the newest stream said `ready`. */
  currentReady: boolean;
  /** The stream it replaces, still open until the newest is ready (its events no longer count). */
  previous: number | null;
  /** Connections lost or ended before any data: the next backoff grows with them. */
  failures: number;
  /** How long `reconnecting` waits before it opens a new stream. */
  reconnectDelay: number;
  /** Why the server ended the stream, for the session refresh. */
  endError: ErrorCode;
}

/** Events a stream actor sends, each with the number of the stream that said it. */
export type StreamEvent =
  | { type: 'live.ready'; stream: number }
  | { type: 'live.snapshot'; stream: number; sub: string; docs: StoredDoc[]; cursor: string }
  | { type: 'live.changes'; stream: number; sub: string; changes: DocChange[]; cursor: string }
  | { type: 'live.subError'; stream: number; sub: string; error: ErrorCode }
  | { type: 'live.end'; stream: number; error: ErrorCode }
  | { type: 'live.reopen'; stream: number; cursors: Record<string, string> }
  | { type: 'stream.error'; stream: number };

export type LiveMachineEvent =
  | { type: 'sub.add'; key: object; query: LiveRequest; listener: (event: SubscriptionEvent) => void }
  | { type: 'sub.remove'; key: object }
  | { type: 'idle.check' }
  /** The subscription set has settled: a new stream carries it. */
  | { type: 'subs.settled' }
  | StreamEvent;

/** A parsed stream event → the machine's event. */
function machineEventOf(event: LiveEvent, stream: number): StreamEvent {
  switch (event.kind) {
    case 'ready':
      return { type: 'live.ready', stream };
    case 'snapshot':
      return { type: 'live.snapshot', stream, sub: event.sub, docs: event.docs, cursor: event.cursor };
    case 'changes':
      return { type: 'live.changes', stream, sub: event.sub, changes: event.changes, cursor: event.cursor };
    case 'sub-error':
      return { type: 'live.subError', stream, sub: event.sub, error: event.error };
    case 'end':
      return { type: 'live.end', stream, error: event.error };
    case 'reopen':
      return { type: 'live.reopen', stream, cursors: event.cursors };
  }
}

export interface StreamInput {
  stream: number;
  request: LiveStreamRequest;
}

/**
 * One stream as an actor: opens it with its request, forwards its named events and its end
 * (`stream.error`), each stamped with the stream's number, and closes it when stopped.
 */
export function eventStreamActor(openStream: OpenStream) {
  return fromCallback<LiveMachineEvent, StreamInput>(({ input, sendBack }) => {
    const source = openStream(input.request);
    for (const name of liveEventNames) {
      source.addEventListener(name, (event) => {
        const data = 'data' in event && typeof event.data === 'string' ? event.data : '';
        const parsed = parseLiveEvent(name, data);
        if (parsed) sendBack(machineEventOf(parsed, input.stream));
      });
    }
    source.addEventListener('error', () => sendBack({ type: 'stream.error', stream: input.stream }));
    return () => source.close();
  });
}
