import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { AppError } from '../http/AppError';
import { LiveHub } from './LiveHub';
import { createLiveCursors, fingerprintOf } from './liveCursors';
import type { LiveSubscriptionPlan } from './liveFrame';

const tasksQuery = { collection: 'tasks', where: [['done', '==', false]] as const };
const tasks = { query: tasksQuery } as const;
const frameIdSecret = new Uint8Array(32).fill(7);
/** What a cursor stands for, read with the hub's key (the client has no key). */
const pointOf = (cursor: string) => createLiveCursors(frameIdSecret).forTenant('demo').open(cursor);
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { frameIdSecret });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

const task = (id: string, done = false) => store.commit('demo', 'tasks', id, { title: id, done });
const open = (subscriptions: LiveSubscriptionPlan[], sink = new RecordingSink(), tenant = 'demo') => {
  const stream = hub.open({ tenant, sink, subscriptions });
  sink.onClose = () => stream.close();
  return { sink, stream };
};

describe('a stream', () => {
  it('sends ready, then a snapshot per subscription, then the changes of each commit, each with a cursor', () => {
    task('a');
    const { sink } = open([{ id: 'sub-1', spec: tasks }]);
    task('b');
    task('a', true);
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot', 'changes', 'changes']);
    expect(sink.frames[0]).toEqual({ event: 'ready', data: {} });
    const cursors = sink.frames.flatMap((f) =>
      f.event === 'snapshot' || f.event === 'changes' ? [f.data.cursor] : [],
    );
    const query = fingerprintOf(tasksQuery);
    expect(cursors.map(pointOf)).toEqual([
      { seq: 1, query },
      { seq: 2, query },
      { seq: 3, query },
    ]);
    expect(sink.results()).toEqual({ 'sub-1': ['b'] });
  });

  it('gives two frames of the same point different cursors (a cursor tells nothing, not even equality)', () => {
    const { sink } = open([
      { id: 'sub-1', spec: tasks },
      { id: 'sub-2', spec: tasks },
    ]);
    const [one, two] = Object.values(sink.cursors());
    expect(one).not.toBe(two);
    expect(pointOf(one ?? '')).toEqual(pointOf(two ?? ''));
  });

  it('sends a planned error as that subscription’s sub-error, and serves the others', () => {
    const { sink } = open([
      { id: 'bad', error: new AppError('forbidden') },
      { id: 'good', spec: tasks },
    ]);
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'sub-error', 'snapshot']);
    expect(sink.frames[1]).toEqual({
      event: 'sub-error',
      data: { sub: 'bad', error: 'forbidden', message: 'You are not allowed to do this' },
    });
  });

  it('reports a store failure as sub-error and drops only that subscription', () => {
    store.failNext = new AppError('query_requires_index');
    const { sink } = open([
      { id: 'sub-1', spec: tasks },
      { id: 'sub-2', spec: tasks },
    ]);
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'sub-error', 'snapshot']);
    expect(hub.stats()).toEqual({ streams: 1, subscriptions: 1 });
    store.failWatches(new AppError('error_loading_data'));
    expect(sink.frames.at(-1)).toEqual({
      event: 'sub-error',
      data: { sub: 'sub-2', error: 'error_loading_data', message: 'Error loading data!!!' },
    });
    expect(hub.stats()).toEqual({ streams: 1, subscriptions: 0 });
    expect(store.watcherCount).toBe(0);
  });

  it('frees everything at once when the client goes away', () => {
    const { sink } = open([{ id: 'sub-1', spec: tasks }]);
    expect(store.watcherCount).toBe(1);
    sink.close();
    task('a');
    expect(store.watcherCount).toBe(0);
    expect(hub.stats()).toEqual({ streams: 0, subscriptions: 0 });
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
  });

  it('never sends one tenant the commits of another', () => {
    const { sink } = open([{ id: 'sub-1', spec: tasks }]);
    store.commit('other', 'tasks', 'x', { done: false });
    expect(sink.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
  });
});

describe('bounded lifetime', () => {
  it('says reopen and ends after streamLifetimeMs, its watches stopped', () => {
    vi.useFakeTimers();
    hub = new LiveHub(store, { frameIdSecret, streamLifetimeMs: 50_000, streamLifetimeJitter: 0 });
    const { sink } = open([{ id: 'sub-1', spec: tasks }]);
    vi.advanceTimersByTime(49_999);
    expect(sink.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sink.frames.at(-1)).toMatchObject({
      event: 'reopen',
      data: { cursors: { 'sub-1': expect.any(String) } },
    });
    expect(sink.closed).toBe(true);
    expect(store.watcherCount).toBe(0);
    expect(hub.stats().streams).toBe(0);
  });

  it('gives a quiet subscription a cursor at the latest seq with reopen, so its resume has nothing to go through', () => {
    vi.useFakeTimers();
    hub = new LiveHub(store, { frameIdSecret, streamLifetimeMs: 1000, streamLifetimeJitter: 0 });
    const quiet = { query: { collection: 'notes' } };
    const { sink } = open([
      { id: 'busy', spec: tasks },
      { id: 'quiet', spec: quiet },
      { id: 'filtered', spec: { ...tasks, filter: () => true } },
    ]);
    for (let i = 0; i < 5; i += 1) task(`t${i}`);
    vi.advanceTimersByTime(1000);
    const reopen = sink.frames.at(-1);
    if (reopen?.event !== 'reopen') throw new Error('no reopen');
    // Filtered results are sent whole again anyway: no cursor for them.
    expect(Object.keys(reopen.data.cursors).sort()).toEqual(['busy', 'quiet']);
    expect(pointOf(reopen.data.cursors.quiet ?? '')).toEqual({ seq: 5, query: fingerprintOf(quiet.query) });
    expect(pointOf(sink.cursors().quiet ?? '')?.seq).toBe(0);
  });

  it('closing the hub (shutdown) ends every stream with reopen, so clients go on elsewhere at once', () => {
    const { sink } = open([{ id: 'sub-1', spec: tasks }]);
    hub.close();
    expect(sink.frames.at(-1)).toEqual({ event: 'reopen', data: { cursors: {} } });
    expect(sink.closed).toBe(true);
    expect(store.watcherCount).toBe(0);
  });

  it('defaults to 45-50 s, under Hosting’s 60 s, at random so streams opened together spread out', () => {
    vi.useFakeTimers();
    let draw = 0.999;
    hub = new LiveHub(store, { frameIdSecret, random: () => draw });
    const early = open([{ id: 'sub-1', spec: tasks }]).sink;
    draw = 0;
    const late = open([{ id: 'sub-1', spec: tasks }]).sink;
    // 50 s less up to a tenth: 45 005 ms for a draw of 0.999, 50 s for 0.
    vi.advanceTimersByTime(45_004);
    expect([early.closed, late.closed]).toEqual([false, false]);
    vi.advanceTimersByTime(1);
    expect([early.closed, late.closed]).toEqual([true, false]);
    vi.advanceTimersByTime(4_995);
    expect(late.frames.at(-1)?.event).toBe('reopen');
  });
});
