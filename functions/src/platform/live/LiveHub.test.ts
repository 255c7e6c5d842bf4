import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { AppError } from '../http/AppError';
import { createFrameIds } from './frameIds';
import { LiveHub } from './LiveHub';
import type { StreamAddress } from './liveFrame';

const tasks = { query: { collection: 'tasks', where: [['done', '==', false]] as const } } as const;
const address: StreamAddress = { tenant: 'demo', stream: 'stream-0001', owner: 'u1' };
const frameIdSecret = new Uint8Array(32).fill(7);
/** What a frame id stands for, read with the hub's key (the client has no key). */
const pointOf = (id: string | null) =>
  id === null ? null : createFrameIds(frameIdSecret).forTenant('demo').decode(id);
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { graceMs: 60_000, frameIdSecret });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

const task = (id: string, done = false) => store.commit('demo', 'tasks', id, { title: id, done });

describe('a connected stream', () => {
  it('sends ready, then a snapshot, then the changes of each commit', async () => {
    task('a');
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    task('b');
    task('a', true);
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot', 'changes', 'changes']);
    expect(sink.frames[0]).toEqual({ event: 'ready', data: { stream: 'stream-0001', resumed: false } });
    const ids = sink.frames.slice(1).map((f) => ('id' in f ? f.id : null));
    expect(ids.map(pointOf)).toEqual([
      { seq: 1, n: 1 },
      { seq: 2, n: 2 },
      { seq: 3, n: 3 },
    ]);
    expect(sink.results()).toEqual({ 'sub-1': ['b'] });
  });

  it('stops sending a subscription once it is unsubscribed', async () => {
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    hub.unsubscribe(address, 'sub-1');
    task('a');
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
    expect(store.watcherCount).toBe(0);
  });

  it('gives frames of one commit seen by two subscriptions distinct ids', async () => {
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    await hub.subscribe(address, 'sub-2', { query: { collection: 'tasks' } });
    task('a');
    const ids = sink.frames.filter((f) => f.event === 'changes').map((f) => ('id' in f ? f.id : ''));
    expect(new Set(ids).size).toBe(2);
    expect(ids.map(pointOf)).toEqual([
      { seq: 1, n: 3 },
      { seq: 1, n: 4 },
    ]);
  });

  it('rejects the subscribe when the first event is an error, and reports later ones as sub-error', async () => {
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    store.failNext = new AppError('query_requires_index');
    await expect(hub.subscribe(address, 'sub-1', tasks)).rejects.toMatchObject({
      code: 'query_requires_index',
    });
    expect(sink.frames.map((f) => f.event)).toEqual(['ready']);
    expect(hub.stats().subscriptions).toBe(0);
  });

  it('reports a later failure as sub-error and drops only that subscription', async () => {
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    store.failWatches(new AppError('error_loading_data'));
    expect(sink.frames[sink.frames.length - 1]).toEqual({
      event: 'sub-error',
      data: { sub: 'sub-1', error: 'error_loading_data', message: 'Error loading data!!!' },
    });
    expect(hub.stats()).toEqual({ streams: 1, connected: 1, subscriptions: 0 });
    expect(store.watcherCount).toBe(0);
  });

  it('caps the subscriptions of one stream', async () => {
    hub = new LiveHub(store, { maxSubscriptionsPerStream: 2 });
    hub.connect(address, new RecordingSink(), null);
    await hub.subscribe(address, 'sub-1', tasks);
    await hub.subscribe(address, 'sub-2', tasks);
    await hub.subscribe(address, 'sub-2', tasks); // replacing one is not adding one
    await expect(async () => hub.subscribe(address, 'sub-3', tasks)).rejects.toMatchObject({
      code: 'too_many_requests',
    });
  });
});

describe('isolation', () => {
  it('knows a stream only on its tenant and for its owner', async () => {
    hub.connect(address, new RecordingSink(), null);
    expect(hub.has({ ...address, tenant: 'other' })).toBe(false);
    expect(hub.has({ ...address, owner: 'u2' })).toBe(false);
    await expect(hub.subscribe({ ...address, tenant: 'other' }, 'sub-1', tasks)).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(() => hub.connect({ ...address, owner: 'u2' }, new RecordingSink(), null)).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    );
  });

  it('never sends one tenant the commits of another', async () => {
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    store.commit('other', 'tasks', 'x', { done: false });
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
  });
});
