import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { send } from '../api/request';
import { FakeEventSource } from '../testing/FakeEventSource';
import {
  eventStreamActor,
  type LiveMachineInput,
  liveClientMachine,
  liveStatusOf,
  type SubscriptionEvent,
} from './liveClientMachine';

interface Post {
  path: string;
  body: { op: string; sub: string };
}

/** The server's answer to one POST on the stream, as a fetch would give it. */
type Answer = (post: Post) => Response | Promise<Response>;

const ok = () => new Response(null, { status: 204 });

/**
 * The machine with a fake EventSource and a fake fetch behind the real request helper, so a
 * 404 `not_found` and a network TypeError arrive as they would in the browser.
 */
function start(options: { answer?: Answer; onEnd?: (error: ErrorCode) => Promise<void> } = {}) {
  const sources: FakeEventSource[] = [];
  const posts: Post[] = [];
  let n = 0;
  const fakeFetch = async (path: string, init: RequestInit) => {
    const post = { path, body: JSON.parse(String(init.body)) as Post['body'] };
    posts.push(post);
    return (options.answer ?? ok)(post);
  };
  const input: LiveMachineInput = {
    post: async (path, body) => {
      await send(fakeFetch, path, { method: 'POST', body });
    },
    newId: () => `id${++n}`,
    random: () => 0,
    backoff: { baseMs: 1000, maxMs: 8000 },
    idleCloseMs: 1000,
  };
  const machine = liveClientMachine.provide({
    actors: {
      eventStream: eventStreamActor((url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      }),
      settleEnd: fromPromise<void, { error: ErrorCode }>(async ({ input: ended }) => {
        await options.onEnd?.(ended.error);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const events: SubscriptionEvent[] = [];
  const subscribe = (query: LiveQuery = projects) => {
    const key = {};
    actor.send({ type: 'sub.add', key, query, listener: (event) => events.push(event) });
    return () => actor.send({ type: 'sub.remove', key });
  };
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  };
  const status = () => liveStatusOf(actor.getSnapshot());
  return { actor, sources, posts, events, subscribe, last, status };
}

const projects: LiveQuery = { collection: 'proyectos', orderBy: ['Name', 'asc'] };
const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('live client machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('states', () => {
    it('starts closed, with no stream', () => {
      const { actor, sources, status } = start();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(status()).toBe('closed');
      expect(sources).toEqual([]);
    });

    it('the first subscription opens a stream (connecting); ready makes it open', async () => {
      const { actor, subscribe, last, status, posts } = start();
      subscribe();
      expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
      expect(status()).toBe('connecting');
      expect(last().url).toBe('/api/live?stream=id1');
      expect(posts).toEqual([]);

      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(actor.getSnapshot().matches({ streaming: 'open' })).toBe(true);
      expect(status()).toBe('open');
      expect(posts).toEqual([
        { path: '/api/live/id1', body: { op: 'subscribe', sub: 'id2', query: projects } },
      ]);
    });

    it('a dropped connection the browser retries goes back to connecting on the same stream', async () => {
      const { subscribe, last, sources, status, posts } = start();
      subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();

      last().fail(0);
      expect(status()).toBe('connecting');
      expect(last().closed).toBe(false);

      last().emit('ready', { stream: 'id1', resumed: true });
      await flush();
      expect(status()).toBe('open');
      expect(sources).toHaveLength(1);
      expect(posts).toHaveLength(1);
    });

    it('delivers snapshots and changes to the subscriber while open', async () => {
      const { subscribe, last, events } = start();
      subscribe();
      last().emit('ready', { stream: 'id1' });
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      last().emit('changes', { sub: 'id2', changes: [{ type: 'modified', doc }] });
      expect(events).toEqual([
        { kind: 'snapshot', docs: [doc] },
        { kind: 'changes', changes: [{ type: 'modified', doc }] },
      ]);
    });

    it('a listener that throws is logged and the stream keeps serving', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { actor, last, status } = start();
      const heard: SubscriptionEvent[] = [];
      actor.send({
        type: 'sub.add',
        key: {},
        query: projects,
        listener: () => {
          throw new Error('boom');
        },
      });
      actor.send({ type: 'sub.add', key: {}, query: projects, listener: (event) => heard.push(event) });
      last().emit('ready', { stream: 'id1' });
      last().emit('snapshot', { sub: 'id2', docs: [] });
      last().emit('snapshot', { sub: 'id3', docs: [doc] });
      expect(actor.getSnapshot().status).toBe('active');
      expect(status()).toBe('open');
      expect(heard).toEqual([{ kind: 'snapshot', docs: [doc] }]);
      expect(error).toHaveBeenCalledOnce();
    });
  });

  describe('reconnecting with backoff', () => {
    it('a closed stream waits the backoff in reconnecting, then opens a new stream and subscribes again', async () => {
      const { subscribe, last, sources, status, posts, actor } = start();
      subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();

      last().fail(2);
      expect(status()).toBe('reconnecting');
      expect(actor.getSnapshot().value).toBe('reconnecting');
      expect(sources[0]?.closed).toBe(true);

      // random() = 0: half of the first ceiling (1000 ms).
      await vi.advanceTimersByTimeAsync(499);
      expect(sources).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(2);
      expect(status()).toBe('connecting');
      expect(last().url).toBe('/api/live?stream=id3');

      last().emit('ready', { stream: 'id3' });
      await flush();
      expect(posts.at(-1)).toEqual({
        path: '/api/live/id3',
        body: { op: 'subscribe', sub: 'id2', query: projects },
      });
    });

    it('each failure before any data doubles the wait, up to the ceiling; data resets it', async () => {
      const { subscribe, last, sources } = start();
      subscribe();
      const waits: number[] = [];
      for (let failure = 0; failure < 6; failure++) {
        const before = sources.length;
        last().fail(2);
        let waited = 0;
        while (sources.length === before) {
          await vi.advanceTimersByTimeAsync(100);
          waited += 100;
        }
        waits.push(waited);
      }
      // Ceilings 1000, 2000, 4000, 8000, 8000, 8000 (maxMs) with random() = 0: half of each.
      expect(waits).toEqual([500, 1000, 2000, 4000, 4000, 4000]);

      last().emit('ready', { stream: last().url.split('=')[1] });
      last().emit('snapshot', { sub: 'id2', docs: [] });
      const before = sources.length;
      last().fail(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(before + 1);
    });

    it('a subscribe answered 404 not_found (the server forgot the stream) reconnects on a new stream', async () => {
      const { subscribe, last, sources, status, posts } = start({
        answer: (post) =>
          post.path === '/api/live/id1'
            ? Response.json({ error: 'not_found' }, { status: 404 })
            : new Response(null, { status: 204 }),
      });
      subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(status()).toBe('reconnecting');
      expect(sources[0]?.closed).toBe(true);

      await vi.advanceTimersByTimeAsync(500);
      last().emit('ready', { stream: 'id3' });
      await flush();
      expect(status()).toBe('open');
      expect(posts.map((post) => post.path)).toEqual(['/api/live/id1', '/api/live/id3']);
    });

    it('a subscribe that cannot reach the server (offline) reconnects too', async () => {
      let offline = true;
      const { subscribe, last, status, posts } = start({
        answer: () => {
          if (offline) throw new TypeError('Failed to fetch');
          return ok();
        },
      });
      subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(status()).toBe('reconnecting');

      offline = false;
      await vi.advanceTimersByTimeAsync(500);
      last().emit('ready', { stream: 'id3' });
      await flush();
      expect(posts.at(-1)?.path).toBe('/api/live/id3');
      expect(status()).toBe('open');
    });

    it('a subscribe refused for its own reason (403) ends that subscription only', async () => {
      const { subscribe, last, status, events } = start({
        answer: () => Response.json({ error: 'forbidden' }, { status: 403 }),
      });
      subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(events).toEqual([{ kind: 'error', error: 'forbidden' }]);
      expect(status()).toBe('open');
    });
  });

  describe('closed', () => {
    it('closes the stream a while after the last subscription ends', async () => {
      const { subscribe, last, status } = start();
      const stop = subscribe();
      last().emit('ready', { stream: 'id1' });
      await flush();
      stop();
      await vi.advanceTimersByTimeAsync(999);
      expect(status()).toBe('open');
      await vi.advanceTimersByTimeAsync(1);
      expect(status()).toBe('closed');
      expect(last().closed).toBe(true);
    });

    it('a new subscription before the idle delay keeps the stream', async () => {
      const { subscribe, last, sources, status } = start();
      const stop = subscribe();
      last().emit('ready', { stream: 'id1' });
      stop();
      await vi.advanceTimersByTimeAsync(500);
      subscribe();
      await vi.advanceTimersByTimeAsync(2000);
      expect(status()).toBe('open');
      expect(sources).toHaveLength(1);
    });

    it('nothing subscribed when the backoff ends: no stream opens', async () => {
      const { subscribe, last, sources, status } = start();
      const stop = subscribe();
      last().emit('ready', { stream: 'id1' });
      last().fail(2);
      stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(status()).toBe('closed');
      expect(sources).toHaveLength(1);
    });
  });

  describe('the server ends the stream', () => {
    it('waits in reconnecting until the session refresh settles, then opens a new stream at once', async () => {
      let settle = () => {};
      const reasons: ErrorCode[] = [];
      const { subscribe, last, sources, actor, status } = start({
        onEnd: (error) => {
          reasons.push(error);
          return new Promise<void>((resolve) => {
            settle = resolve;
          });
        },
      });
      subscribe();
      last().emit('ready', { stream: 'id1' });
      last().emit('end', { error: 'unauthenticated' });
      await flush();
      expect(actor.getSnapshot().value).toBe('ending');
      expect(status()).toBe('reconnecting');
      expect(sources[0]?.closed).toBe(true);
      expect(reasons).toEqual(['unauthenticated']);

      await vi.advanceTimersByTimeAsync(60000);
      expect(sources).toHaveLength(1);

      settle();
      await flush();
      expect(sources).toHaveLength(2);
      expect(status()).toBe('connecting');
    });

    it('a refresh that fails is logged and the client starts over all the same', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { subscribe, last, sources } = start({ onEnd: () => Promise.reject(new Error('offline')) });
      subscribe();
      last().emit('ready', { stream: 'id1' });
      last().emit('end', { error: 'forbidden' });
      await flush();
      await flush();
      expect(error).toHaveBeenCalledWith(
        'The session could not be refreshed after the live stream ended',
        expect.any(Error),
      );
      expect(sources).toHaveLength(2);
    });
  });
});
