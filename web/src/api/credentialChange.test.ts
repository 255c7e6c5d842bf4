import { describe, expect, it } from 'vitest';
import { asCredentialChange, credentialChangesSettled } from './credentialChange';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('credential changes in flight', () => {
  it('settles at once when none is in flight', async () => {
    await expect(credentialChangesSettled()).resolves.toBeUndefined();
  });

  it('waits for a change to answer before settling, and passes its answer on', async () => {
    const answer = deferred<string>();
    const change = asCredentialChange(() => answer.promise);
    let settled = false;
    const waiting = credentialChangesSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve('new cookie');
    await expect(change).resolves.toBe('new cookie');
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles after a refused change too, which still rejects for its caller', async () => {
    const answer = deferred<void>();
    const change = asCredentialChange(() => answer.promise);
    const waiting = credentialChangesSettled();
    answer.reject(new Error('wrong password'));
    await expect(change).rejects.toThrow('wrong password');
    await expect(waiting).resolves.toBeUndefined();
  });

  it('waits for a change that starts while another is still in flight', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const one = asCredentialChange(() => first.promise);
    let settled = false;
    const waiting = credentialChangesSettled().then(() => {
      settled = true;
    });
    const two = asCredentialChange(() => second.promise);
    first.resolve();
    await one;
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    second.resolve();
    await two;
    await waiting;
    expect(settled).toBe(true);
  });
});
