import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { AppError } from '../http/AppError';
import { LiveHub } from './LiveHub';
import type { StreamAddress, StreamGuard } from './liveFrame';

const tasks = { query: { collection: 'tasks', where: [], limit: 100 } };
const address = (stream: string, owner = 'u1'): StreamAddress => ({ tenant: 'demo', stream, owner });
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { graceMs: 60_000, revalidateMs: 1000 });
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

describe('stream revalidation', () => {
  it('ends a stream whose guard refuses: a last end frame, the connection closed, its watches stopped', async () => {
    const sink = new RecordingSink();
    const { guard, end } = switchableGuard();
    hub.connect(address('s-0001'), sink, null, guard);
    await hub.subscribe(address('s-0001'), 'sub-1', tasks);
    await hub.revalidate();
    expect(hub.has(address('s-0001'))).toBe(true);

    end(new AppError('unauthenticated', 'The session of this stream has ended'));
    await hub.revalidate();
    expect(sink.frames.at(-1)).toEqual({
      event: 'end',
      data: { error: 'unauthenticated', message: 'The session of this stream has ended' },
    });
    expect(sink.closed).toBe(true);
    expect(hub.has(address('s-0001'))).toBe(false);
    expect(store.watcherCount).toBe(0);
  });

  it('leaves streams without a guard (visitors) and those whose guard fails to answer', async () => {
    const visitor = new RecordingSink();
    const flaky = new RecordingSink();
    hub.connect(address('s-visitor', ''), visitor, null);
    hub.connect(address('s-flaky'), flaky, null, () => Promise.reject(new Error('accounts down')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hub.revalidate();
    log.mockRestore();
    expect(hub.stats().streams).toBe(2);
    expect([visitor.closed, flaky.closed]).toEqual([false, false]);
  });

  it('ends a disconnected stream waiting for its reconnect as well', async () => {
    const sink = new RecordingSink();
    const { guard, end } = switchableGuard();
    hub.connect(address('s-0002'), sink, null, guard);
    hub.disconnect(address('s-0002'), sink);
    end(new AppError('unauthenticated'));
    await hub.revalidate();
    expect(hub.has(address('s-0002'))).toBe(false);
  });

  it('runs on its own every revalidateMs', async () => {
    vi.useFakeTimers();
    const sink = new RecordingSink();
    const { guard, end } = switchableGuard();
    hub.connect(address('s-0003'), sink, null, guard);
    end(new AppError('forbidden'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sink.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sink.closed).toBe(true);
    expect(sink.frames.at(-1)?.event).toBe('end');
  });
});
