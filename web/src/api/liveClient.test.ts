import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/FakeEventSource';
import { ApiError } from './apiError';
import { createLiveClient, type SubscriptionEvent } from './liveClient';

interface Post {
  path: string;
  body: { op: string; sub: string; query?: LiveQuery };
}

function setup(
  answer: (post: Post) => Promise<void> = async () => {},
  onEnd?: (error: ErrorCode) => Promise<void> | void,
) {
  const sources: FakeEventSource[] = [];
  const posts: Post[] = [];
  let n = 0;
  const client = createLiveClient({
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    post: (path, body) => {
      const post = { path, body: body as Post['body'] };
      posts.push(post);
      return answer(post);
    },
    newId: () => `id${++n}`,
    random: () => 0,
    idleCloseMs: 1000,
    onEnd,
  });
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  };
  return { client, sources, posts, last };
}

function recorder() {
  const events: SubscriptionEvent[] = [];
  return { events, listener: (event: SubscriptionEvent) => events.push(event) };
}

const projects: LiveQuery = { collection: 'proyectos', orderBy: ['Name', 'asc'] };
const journals: LiveQuery = { collection: 'diarios', where: [['ProjectId', '==', 'p1']] };
const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('live client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('one stream, many subscriptions', () => {
    it('opens one stream with a generated id and subscribes once the server is ready', async () => {
      const { client, sources, posts, last } = setup();
      client.subscribe(projects, () => {});
      client.subscribe(journals, () => {});
      expect(sources).toHaveLength(1);
      expect(last().url).toBe('/api/live?stream=id1');
      expect(posts).toEqual([]);

      last().emit('ready', { stream: 'id1', resumed: false });
      await flush();
      expect(posts).toEqual([
        { path: '/api/live/id1', body: { op: 'subscribe', sub: 'id2', query: projects } },
        { path: '/api/live/id1', body: { op: 'subscribe', sub: 'id3', query: journals } },
      ]);
    });

    it('a subscription made after ready is posted at once, on the same stream', async () => {
      const { client, sources, posts, last } = setup();
      client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1', resumed: false });
      client.subscribe(journals, () => {});
      await flush();
      expect(sources).toHaveLength(1);
      expect(posts.map((p) => p.body.sub)).toEqual(['id2', 'id3']);
    });

    it('routes each event to its own subscriber only', async () => {
      const { client, last } = setup();
      const a = recorder();
      const b = recorder();
      client.subscribe(projects, a.listener);
      client.subscribe(journals, b.listener);
      last().emit('ready', { stream: 'id1' });
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      last().emit('changes', { sub: 'id3', changes: [{ type: 'removed', doc }] });
      last().emit('snapshot', { sub: 'unknown', docs: [] });
      expect(a.events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
      expect(b.events).toEqual([{ kind: 'changes', changes: [{ type: 'removed', doc }] }]);
    });

    it('unsubscribing tells the server and stops the events', async () => {
      const { client, posts, last } = setup();
      const a = recorder();
      const stop = client.subscribe(projects, a.listener);
      client.subscribe(journals, () => {});
      last().emit('ready', { stream: 'id1' });
      await flush();
      stop();
      await flush();
      expect(posts.at(-1)).toEqual({ path: '/api/live/id1', body: { op: 'unsubscribe', sub: 'id2' } });
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      expect(a.events).toEqual([]);
    });

    it('closes the stream a while after the last subscription ends, and reopens on demand', async () => {
      const { client, sources, last } = setup();
      const stop = client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      stop();
      await vi.advanceTimersByTimeAsync(999);
      expect(last().closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(last().closed).toBe(true);
      client.subscribe(projects, () => {});
      expect(sources).toHaveLength(2);
    });

    it('keeps the stream when a new subscription comes before the idle delay', async () => {
      const { client, sources, last } = setup();
      client.subscribe(projects, () => {})();
      await vi.advanceTimersByTimeAsync(500);
      client.subscribe(journals, () => {});
      await vi.advanceTimersByTimeAsync(5000);
      expect(sources).toHaveLength(1);
      expect(last().closed).toBe(false);
    });
  });

  describe('errors of a subscription', () => {
    it('a refused subscribe ends that subscription with the catalogue code', async () => {
      const { client, last } = setup(async (post) => {
        if (post.body.sub === 'id2') throw new ApiError('query_requires_index', 400);
      });
      const a = recorder();
      const b = recorder();
      client.subscribe(projects, a.listener);
      client.subscribe(journals, b.listener);
      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(a.events).toEqual([{ kind: 'error', error: 'query_requires_index' }]);
      expect(b.events).toEqual([]);
    });

    it('a sub-error event ends that subscription; later events for it are ignored', () => {
      const { client, last } = setup();
      const a = recorder();
      client.subscribe(projects, a.listener);
      last().emit('ready', { stream: 'id1' });
      last().emit('sub-error', { sub: 'id2', error: 'forbidden', message: 'x' });
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      expect(a.events).toEqual([{ kind: 'error', error: 'forbidden' }]);
    });
  });

  describe('reconnection', () => {
    it('a resumed stream keeps its subscriptions: nothing is posted again', async () => {
      const { client, sources, posts, last } = setup();
      client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1', resumed: false });
      await flush();
      last().fail(0);
      last().emit('ready', { stream: 'id1', resumed: true });
      await flush();
      expect(sources).toHaveLength(1);
      expect(posts).toHaveLength(1);
    });

    it('a stream the server did not keep gets every live subscription again (not the failed ones)', async () => {
      const { client, posts, last } = setup(async (post) => {
        if (post.body.sub === 'id3') throw new ApiError('forbidden', 403);
      });
      client.subscribe(projects, () => {});
      client.subscribe(journals, () => {});
      last().emit('ready', { stream: 'id1', resumed: false });
      await flush();
      last().fail(0);
      last().emit('ready', { stream: 'id1', resumed: false });
      await flush();
      expect(posts.map((p) => `${p.path} ${p.body.sub}`)).toEqual([
        '/api/live/id1 id2',
        '/api/live/id1 id3',
        '/api/live/id1 id2',
      ]);
    });

    it('a subscription ended while disconnected is unsubscribed once the stream is back', async () => {
      const { client, posts, last } = setup();
      const stop = client.subscribe(projects, () => {});
      client.subscribe(journals, () => {});
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().fail(0);
      stop();
      await flush();
      expect(posts).toHaveLength(2);
      last().emit('ready', { stream: 'id1', resumed: true });
      await flush();
      expect(posts.at(-1)?.body).toEqual({ op: 'unsubscribe', sub: 'id2' });
    });

    it('a closed stream is replaced after a backoff by a new one that subscribes everything again', async () => {
      const { client, sources, posts, last } = setup();
      const a = recorder();
      client.subscribe(projects, a.listener);
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().fail(2);
      expect(sources).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(2);
      expect(last().url).toBe('/api/live?stream=id3');
      last().emit('ready', { stream: 'id3' });
      await flush();
      expect(posts.at(-1)).toEqual({
        path: '/api/live/id3',
        body: { op: 'subscribe', sub: 'id2', query: projects },
      });
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      expect(a.events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
    });

    it('events of a replaced stream are ignored', async () => {
      const { client, sources, last } = setup();
      const a = recorder();
      client.subscribe(projects, a.listener);
      const first = last();
      first.emit('ready', { stream: 'id1' });
      first.fail(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(2);
      first.emit('snapshot', { sub: 'id2', docs: [doc] });
      expect(a.events).toEqual([]);
    });

    it('when the server says the stream is unknown, a new stream subscribes everything again', async () => {
      let forget = true;
      const { client, sources, posts, last } = setup(async (post) => {
        if (forget && post.path === '/api/live/id1') throw new ApiError('not_found', 404);
      });
      const a = recorder();
      client.subscribe(projects, a.listener);
      last().emit('ready', { stream: 'id1' });
      await flush();
      expect(sources[0]?.closed).toBe(true);
      forget = false;
      await vi.advanceTimersByTimeAsync(500);
      last().emit('ready', { stream: 'id3' });
      await flush();
      expect(posts.map((p) => `${p.path} ${p.body.op} ${p.body.sub}`)).toEqual([
        '/api/live/id1 subscribe id2',
        '/api/live/id3 subscribe id2',
      ]);
      expect(a.events).toEqual([]);
    });

    it('backs off longer each time the stream fails before any data', async () => {
      const { client, sources, last } = setup();
      client.subscribe(projects, () => {});
      last().fail(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(2);
      last().fail(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(sources).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(3);
    });
  });
  describe('the server ends the stream', () => {
    /** An onEnd the test settles by hand, like a session refresh still on its way. */
    function pendingRefresh() {
      const calls: ErrorCode[] = [];
      let settle: () => void = () => {};
      const onEnd = (error: ErrorCode) => {
        calls.push(error);
        return new Promise<void>((resolve) => {
          settle = resolve;
        });
      };
      return { calls, onEnd, settle: () => settle() };
    }

    it('closes the stream at once, so the browser does not reconnect to it', async () => {
      const { client, last } = setup();
      client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().emit('end', { error: 'unauthenticated', message: 'The session of this stream has ended' });
      expect(last().closed).toBe(true);
    });

    it('refreshes the session with the reason, and opens a new stream only once that settles', async () => {
      const refresh = pendingRefresh();
      const { client, sources, posts, last } = setup(async () => {}, refresh.onEnd);
      const a = recorder();
      client.subscribe(projects, a.listener);
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().emit('end', { error: 'forbidden', message: 'x' });
      await vi.advanceTimersByTimeAsync(60000);
      expect(refresh.calls).toEqual(['forbidden']);
      expect(sources).toHaveLength(1);

      refresh.settle();
      await flush();
      expect(sources).toHaveLength(2);
      expect(last().url).toBe('/api/live?stream=id3');
      last().emit('ready', { stream: 'id3', resumed: false });
      await flush();
      // Subscribed again on the new stream, under the refreshed session's rules.
      expect(posts.map((p) => `${p.path} ${p.body.op} ${p.body.sub}`)).toEqual([
        '/api/live/id1 subscribe id2',
        '/api/live/id3 subscribe id2',
      ]);
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      expect(a.events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
    });

    it('opens nothing when the refreshed session left no subscription (signed out)', async () => {
      const refresh = pendingRefresh();
      const { client, sources, posts, last } = setup(async () => {}, refresh.onEnd);
      const stop = client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().emit('end', { error: 'unauthenticated' });
      // The sign-in screen replaces the view, which ends its subscription: the dead stream is not told.
      stop();
      refresh.settle();
      await vi.advanceTimersByTimeAsync(60000);
      expect(sources).toHaveLength(1);
      expect(posts).toHaveLength(1);
    });

    it('a subscription made while the session refreshes waits for it, then gets the new stream', async () => {
      const refresh = pendingRefresh();
      const { client, sources, posts, last } = setup(async () => {}, refresh.onEnd);
      const stop = client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      await flush();
      last().emit('end', { error: 'unauthenticated' });
      stop();
      client.subscribe(journals, () => {});
      await flush();
      expect(sources).toHaveLength(1);
      refresh.settle();
      await flush();
      expect(sources).toHaveLength(2);
      last().emit('ready', { stream: 'id4' });
      await flush();
      expect(posts.map((p) => `${p.path} ${p.body.op} ${p.body.sub}`)).toEqual([
        '/api/live/id1 subscribe id2',
        '/api/live/id4 subscribe id3',
      ]);
    });

    it('ignores what the ended stream still says, and the answers it still gets', async () => {
      let refuse: (error: unknown) => void = () => {};
      const { client, sources, last } = setup(
        (post) =>
          post.path === '/api/live/id1'
            ? new Promise<void>((_resolve, reject) => {
                refuse = reject;
              })
            : Promise.resolve(),
        () => {},
      );
      const a = recorder();
      client.subscribe(projects, a.listener);
      const first = last();
      first.emit('ready', { stream: 'id1' });
      await flush();
      first.emit('end', { error: 'unauthenticated' });
      first.emit('snapshot', { sub: 'id2', docs: [doc] });
      first.fail(2);
      refuse(new ApiError('not_found', 404));
      await flush();
      expect(a.events).toEqual([]);
      expect(sources).toHaveLength(2);
    });

    it('a failed refresh is logged, and the client starts over all the same', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { client, sources, last } = setup(
        async () => {},
        () => Promise.reject(new TypeError('offline')),
      );
      client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      last().emit('end', { error: 'unauthenticated' });
      await flush();
      expect(logged).toHaveBeenCalledOnce();
      expect(sources).toHaveLength(2);
    });

    it('a stream ended again before any data is reopened after a backoff', async () => {
      const { client, sources, last } = setup(
        async () => {},
        () => {},
      );
      client.subscribe(projects, () => {});
      last().emit('ready', { stream: 'id1' });
      last().emit('end', { error: 'forbidden' });
      await flush();
      expect(sources).toHaveLength(2);
      last().emit('ready', { stream: 'id3' });
      last().emit('end', { error: 'forbidden' });
      await flush();
      expect(sources).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(3);
      // Data proves the new stream works: the next end starts over at once again.
      last().emit('ready', { stream: 'id4' });
      await flush();
      last().emit('snapshot', { sub: 'id2', docs: [doc] });
      last().emit('end', { error: 'forbidden' });
      await flush();
      expect(sources).toHaveLength(4);
    });
  });
});
