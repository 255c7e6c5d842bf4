import { describe, expect, it } from 'vitest';
import { createKeyedMutex } from './keyedMutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedMutex', () => {
  it('runs sections of one key one at a time, in call order, even when one fails', async () => {
    const exclusive = createKeyedMutex();
    const log: string[] = [];
    const section = (name: string, fail = false) =>
      exclusive('t', async () => {
        log.push(`${name}:start`);
        await tick();
        log.push(`${name}:end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([section('a'), section('b', true), section('c')]);
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different keys run at the same time', async () => {
    const exclusive = createKeyedMutex();
    const log: string[] = [];
    const section = (key: string) =>
      exclusive(key, async () => {
        log.push(`${key}:start`);
        await tick();
        log.push(`${key}:end`);
      });
    await Promise.all([section('a'), section('b')]);
    expect(log.slice(0, 2)).toEqual(['a:start', 'b:start']);
  });
});
