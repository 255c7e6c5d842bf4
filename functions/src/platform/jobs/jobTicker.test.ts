import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobTicker } from './jobTicker';

afterEach(() => vi.useRealTimers());

function slowJobs(tickMs: number) {
  const ticks: { start: number; end?: number }[] = [];
  return {
    ticks,
    tick: vi.fn(async () => {
      const entry: { start: number; end?: number } = { start: Date.now() };
      ticks.push(entry);
      await new Promise((resolve) => setTimeout(resolve, tickMs));
      entry.end = Date.now();
      return 0;
    }),
  };
}

describe('startJobTicker', () => {
  it('ticks every interval after the last tick ended, never two at once', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = slowJobs(1500);
    const ticker = startJobTicker(jobs, 1000);
    await vi.advanceTimersByTimeAsync(6000);
    expect(jobs.ticks.map((t) => [t.start, t.end])).toEqual([
      [1000, 2500],
      [3500, 5000],
      [6000, undefined],
    ]);
    const stopping = ticker.stop();
    await vi.advanceTimersByTimeAsync(1500);
    await stopping;
  });

  it('goes on after a failing tick and reports it', async () => {
    vi.useFakeTimers({ now: 0 });
    const report = vi.fn();
    const tick = vi.fn().mockRejectedValueOnce(new Error('store down')).mockResolvedValue(0);
    const ticker = startJobTicker({ tick }, 1000, report);
    await vi.advanceTimersByTimeAsync(2500);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledWith(new Error('store down'));
    await ticker.stop();
  });

  it('stop waits for the running tick and starts no other', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = slowJobs(500);
    const ticker = startJobTicker(jobs, 1000);
    await vi.advanceTimersByTimeAsync(1100);
    let stopped = false;
    const stopping = ticker.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(jobs.ticks).toHaveLength(1);
    expect(jobs.ticks[0]?.end).toBe(1500);
  });
});
