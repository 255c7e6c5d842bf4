import type { ErrorCode } from '@colmena/shared';
import type { LiveRequest } from '@colmena/shared/widgets';
import { type Actor, createActor } from 'xstate';
import {
  type LiveMachineInput,
  type liveClientMachine,
  liveClientMachineWith,
  type OpenStream,
  type SubscriptionEvent,
} from '../machines/liveClientMachine';
import { browserFetch } from './browserFetch';
import { liveEndpoints } from './liveEndpoint';
import { fetchEventSource } from './liveTransport';
import { newId } from './newId';

export type { EventSourceLike, OpenStream, SubscriptionEvent } from '../machines/liveClientMachine';

export interface LiveClient {
  /** Starts a live query on the tab's stream; the returned function ends it. */
  subscribe(query: LiveRequest, listener: (event: SubscriptionEvent) => void): () => void;
  /** The machine behind it: the UI reads its state (`liveStatusOf`) with `useSelector`. */
  readonly actor: Actor<typeof liveClientMachine>;
}

export interface LiveClientOptions extends LiveMachineInput {
  /** Opens one stream carrying the subscription set (`POST /api/live`; tests hand in a fake). */
  openStream: OpenStream;
  /**
   * The server ended the stream for good (`end`: its session ended, or the caller's level or
   * account changed). The app refreshes its session here; the client opens a new stream only
   * once this settles, so what is still subscribed then starts over under the new rules.
   */
  onEnd?: (error: ErrorCode) => Promise<void> | void;
}

/**
 * The tab's live client: the `liveClientMachine` (web/src/machines) running as one actor, with
 * its stream and session refresh provided. `subscribe` hands the machine a subscription and
 * returns the way to end it.
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  const { openStream, onEnd, ...input } = options;
  const machine = liveClientMachineWith(openStream, async (error) => {
    await onEnd?.(error);
  });
  const actor = createActor(machine, { input });
  actor.start();
  return {
    actor,
    subscribe(query, listener) {
      const key = {};
      actor.send({ type: 'sub.add', key, query, listener });
      return () => actor.send({ type: 'sub.remove', key });
    },
  };
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

/**
 * Names this page's streams to the server (random per page load, never stored: a duplicated tab
 * gets its own), so that a newer stream ends the older one on whatever instance holds it, and
 * leaving the page ends the last one (functions/src/features/live/liveTabs.ts).
 */
const tab = newId();

/** Tells the server the page is going, so its stream's instance is freed now (a beacon survives unload). */
function closeOnLeave(): void {
  window.addEventListener('pagehide', () => {
    const body = new Blob([JSON.stringify({ tab })], { type: 'application/json' });
    navigator.sendBeacon?.('/api/live/close', body);
  });
}

/**
 * The tab's live client, created on first use; its streams are same-origin with the session
 * cookie, or on the function's own URL with a stream token where the server names one.
 */
export function liveClient(): LiveClient {
  if (shared) return shared;
  closeOnLeave();
  const endpoint = liveEndpoints(browserFetch);
  shared = createLiveClient({
    onEnd: async (error) => {
      await Promise.allSettled([...endHandlers].map(async (handler) => handler(error)));
    },
    openStream: (request) => fetchEventSource(endpoint, { ...request, tab }, browserFetch),
    newId: () => newId(),
  });
  return shared;
}
