import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { AppError } from '../http/AppError';
import { LiveHub } from './LiveHub';
import type { StreamAddress } from './liveFrame';

const tasks = { query: { collection: 'tasks', where: [['done', '==', false]] as const } } as const;
const address: StreamAddress = { tenant: 'demo', stream: 'stream-0001', owner: 'u1' };
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { graceMs: 60_000 });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

const task = (id: string, done = false) => store.commit('demo', 'tasks', id, { title: id, done });

describe('reconnecting', () => {
  it('resumes from Last-Event-ID: what was committed meanwhile arrives once, nothing twice', async () => {
    task('a');
    const first = new RecordingSink();
    hub.connect(address, first, null);
    await hub.subscribe(address, 'sub-1', tasks);
    task('b');
    hub.disconnect(address, first);
    task('c');
    task('a', true);
    const second = new RecordingSink();
    hub.connect(address, second, first.lastId());
    expect(second.frames[0]).toEqual({ event: 'ready', data: { stream: 'stream-0001', resumed: true } });
    expect(second.frames.map((f) => f.event)).toEqual(['ready', 'changes']);
    const client = new RecordingSink();
    client.frames = [...first.frames, ...second.frames];
    expect(client.results()).toEqual({ 'sub-1': ['b', 'c'] });
  });

  it('resends frames the client never received (its last id is older than what was sent)', async () => {
    const first = new RecordingSink();
    hub.connect(address, first, null);
    await hub.subscribe(address, 'sub-1', tasks);
    await hub.subscribe(address, 'sub-2', { query: { collection: 'tasks' } });
    task('a');
    // The connection died after the first `changes` frame of seq 1 got through.
    const received = first.frames.slice(0, 4);
    const lastReceived = received[3];
    hub.disconnect(address, first);
    const second = new RecordingSink();
    hub.connect(address, second, lastReceived && 'id' in lastReceived ? lastReceived.id : null);
    const client = new RecordingSink();
    client.frames = [...received, ...second.frames];
    expect(client.results()).toEqual({ 'sub-1': ['a'], 'sub-2': ['a'] });
    expect(second.frames.filter((f) => f.event === 'changes')).toHaveLength(1);
  });

  it('starts every subscription over with a snapshot when the client sends no id', async () => {
    const first = new RecordingSink();
    hub.connect(address, first, null);
    await hub.subscribe(address, 'sub-1', tasks);
    hub.disconnect(address, first);
    task('a');
    const second = new RecordingSink();
    hub.connect(address, second, null);
    expect(second.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
    expect(second.results()).toEqual({ 'sub-1': ['a'] });
  });

  it('lets a new connection take the stream over, closing the old one', async () => {
    vi.useFakeTimers();
    hub = new LiveHub(store, { graceMs: 60_000 });
    const first = new RecordingSink();
    first.onClose = () => hub.disconnect(address, first);
    hub.connect(address, first, null);
    await hub.subscribe(address, 'sub-1', tasks);
    const second = new RecordingSink();
    hub.connect(address, second, first.lastId());
    vi.advanceTimersByTime(120_000);
    task('a');
    expect(first.closed).toBe(true);
    expect(first.frames.map((f) => f.event)).toEqual(['ready', 'snapshot']);
    expect(hub.stats()).toEqual({ streams: 1, connected: 1, subscriptions: 1 });
    expect(second.results()).toEqual({ 'sub-1': ['a'] });
  });

  it('forgets a stream left disconnected for the whole grace period', async () => {
    vi.useFakeTimers();
    hub = new LiveHub(store, { graceMs: 60_000 });
    const sink = new RecordingSink();
    hub.connect(address, sink, null);
    await hub.subscribe(address, 'sub-1', tasks);
    hub.disconnect(address, sink);
    vi.advanceTimersByTime(59_000);
    expect(hub.has(address)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(hub.has(address)).toBe(false);
    expect(() => hub.unsubscribe(address, 'sub-1')).toThrow(AppError);
  });
});
