import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { AppError } from '../http/AppError';
import { LiveHub } from './LiveHub';
import type { StreamGuard } from './liveFrame';

const tasks = { query: { collection: 'tasks', where: [], limit: 100 } };
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { revalidateMs: 1000, streamLifetimeMs: 0 });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

/** A guard whose verdict the test sets. */
function switchableGuard() {
  let verdict: AppError | null = null;
  const guard: StreamGuard = async () => verdict;
  return { guard, end: (error: AppError) => (verdict = error) };
}

function open(guard?: StreamGuard) {
  const sink = new RecordingSink();
  const stream = hub.open({ tenant: 'demo', sink, subscriptions: [{ id: 'sub-1', spec: tasks }], guard });
  sink.onClose = () => stream.close();
  return sink;
}

describe('stream revalidation', () => {
  it('ends a stream whose guard refuses: a last end frame, the connection closed, its watches stopped', async () => {
    const { guard, end } = switchableGuard();
    const sink = open(guard);
    await hub.revalidate();
    expect(hub.stats().streams).toBe(1);

    end(new AppError('unauthenticated', 'The session of this stream has ended'));
    await hub.revalidate();
    expect(sink.frames.at(-1)).toEqual({
      event: 'end',
      data: { error: 'unauthenticated', message: 'The session of this stream has ended' },
    });
    expect(sink.closed).toBe(true);
    expect(hub.stats().streams).toBe(0);
    expect(store.watcherCount).toBe(0);
  });

  it('leaves streams without a guard (visitors) and those whose guard fails to answer', async () => {
    const visitor = open();
    const flaky = open(() => Promise.reject(new Error('accounts down')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hub.revalidate();
    log.mockRestore();
    expect(hub.stats().streams).toBe(2);
    expect([visitor.closed, flaky.closed]).toEqual([false, false]);
  });

  it('runs on its own every revalidateMs, and stops once no stream is left', async () => {
    vi.useFakeTimers();
    const { guard, end } = switchableGuard();
    const sink = open(guard);
    end(new AppError('forbidden'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sink.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sink.closed).toBe(true);
    expect(sink.frames.at(-1)?.event).toBe('end');
    expect(vi.getTimerCount()).toBe(0);
  });
});
