import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { setImmediate as tick } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpAfterFirstAnswer } from './warmUpAfterFirstAnswer';

const answer = () => new EventEmitter() as unknown as ServerResponse;

afterEach(() => {
  vi.useRealTimers();
});

describe('warmUpAfterFirstAnswer', () => {
  it('starts only once the first answer has gone, and once per instance', async () => {
    const warm = vi.fn(async () => {});
    const onAnswer = warmUpAfterFirstAnswer(warm, 60_000);
    const first = answer();
    onAnswer(first);
    await tick();
    expect(warm).not.toHaveBeenCalled();
    first.emit('finish');
    expect(warm).not.toHaveBeenCalled(); // not inside the answer's own events
    await tick();
    expect(warm).toHaveBeenCalledTimes(1);
    first.emit('close');
    const second = answer();
    onAnswer(second);
    second.emit('finish');
    await tick();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('an answer that stays open (a live stream) does not hold it back past the latest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warm = vi.fn(async () => {});
    warmUpAfterFirstAnswer(warm, 2000)(answer());
    vi.advanceTimersByTime(1999);
    await tick();
    expect(warm).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await tick();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('a failed warm-up is logged, never thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = answer();
    warmUpAfterFirstAnswer(async () => {
      throw new Error('no fonts');
    })(res);
    res.emit('close');
    await tick();
    await tick();
    expect(log).toHaveBeenCalledWith('[colmena] warming up failed:', expect.any(Error));
    log.mockRestore();
  });
});
