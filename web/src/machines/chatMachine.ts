import type { CommandOutcome, ErrorCode } from '@colmena/shared';
import { assign, fromPromise, setup } from 'xstate';

/** A message typed but not yet confirmed by the server, in the order it was typed. */
export interface PendingMessage {
  /** The command id: a retry sends the same one, so the server never applies it twice. */
  id: string;
  body: string;
}

export interface ChatContext {
  thread: string;
  queue: PendingMessage[];
  /** Whether the tab's live stream is up (useLiveStatus): messages wait while it is not. */
  online: boolean;
  /** The last failure's catalogue code. */
  error: ErrorCode | null;
  newId: () => string;
}

export interface ChatInput {
  thread: string;
  online: boolean;
  newId: () => string;
}

export type ChatEvent =
  | { type: 'thread.loaded' }
  | { type: 'thread.failed'; error: ErrorCode }
  | { type: 'thread.retry' }
  | { type: 'message.submit'; body: string }
  | { type: 'message.retry' }
  | { type: 'message.discard' }
  | { type: 'stream.online' }
  | { type: 'stream.offline' };

export interface SendInput {
  thread: string;
  message: PendingMessage;
}

/**
 * Failures that say nothing about the message itself: the network, a busy or failing server.
 * The message stays queued and goes again by itself; any other rejection (the thread is gone,
 * the text is refused) waits for the user to retry or discard it.
 */
const transientErrors: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'no_internet',
  'failed_request',
  'store_busy',
  'internal',
  'too_many_requests',
]);

/** How long a transient failure waits before the queue is tried again (overridable in tests). */
export const chatRetryDelayMs = 5000;

/**
 * One open thread (issue 14): loading → ready ⇄ sending, `failed` with retry or discard.
 * Messages are queued as typed and sent one at a time, oldest first. While the live stream is
 * down the queue is kept (`ready` with online false, or `waiting` after a transient failure)
 * and sent once the stream is back (`stream.online`) or, after a transient failure, after
 * `retryDelay`. The thread's messages themselves come from its live subscription: the view
 * tells the machine when they arrive (`thread.loaded`) and shows the queue beneath them.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    sendMessage: fromPromise<CommandOutcome, SendInput>(() =>
      Promise.reject(new Error('chatMachine: provide sendMessage')),
    ),
  },
  delays: { retryDelay: chatRetryDelayMs },
  guards: {
    canSend: ({ context }) => context.online && context.queue.length > 0,
    applied: (_, params: { outcome: CommandOutcome }) => params.outcome.status === 'applied',
    transient: (_, params: { outcome: CommandOutcome }) =>
      params.outcome.status === 'rejected' && transientErrors.has(params.outcome.error),
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'message.submit') return {};
      const body = event.body.trim();
      if (!body) return {};
      return { queue: [...context.queue, { id: context.newId(), body: event.body }] };
    }),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1), error: null })),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
  },
}).createMachine({
  id: 'chat',
  initial: 'loading',
  context: ({ input }) => ({
    thread: input.thread,
    queue: [],
    online: input.online,
    error: null,
    newId: input.newId,
  }),
  on: {
    'stream.online': { actions: 'goOnline' },
    'stream.offline': { actions: 'goOffline' },
    'message.submit': { actions: 'enqueue' },
  },
  states: {
    loading: {
      on: {
        'thread.loaded': 'ready',
        'thread.failed': { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { 'thread.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      always: { guard: 'canSend', target: 'sending' },
    },
    sending: {
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => ({ thread: context.thread, message: context.queue[0] as PendingMessage }),
        onDone: [
          {
            guard: { type: 'applied', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready',
            actions: 'dequeue',
          },
          {
            guard: { type: 'transient', params: ({ event }) => ({ outcome: event.output }) },
            target: 'waiting',
            actions: assign({
              error: ({ event }) => (event.output.status === 'rejected' ? event.output.error : null),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => (event.output.status === 'rejected' ? event.output.error : null),
            }),
          },
        ],
        onError: { target: 'waiting', actions: assign({ error: 'no_internet' as ErrorCode }) },
      },
    },
    /** A transient failure: the queue is kept and tried again after a while or when the stream is back. */
    waiting: {
      after: { retryDelay: 'ready' },
      on: { 'stream.online': { target: 'ready', actions: 'goOnline' }, 'message.retry': 'sending' },
    },
    /** The server refused the oldest message: the user retries (same id) or discards it. */
    failed: {
      on: {
        'message.retry': 'sending',
        'message.discard': { target: 'ready', actions: 'dequeue' },
      },
    },
  },
});
