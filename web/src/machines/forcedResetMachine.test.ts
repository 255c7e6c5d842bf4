import type { NewPasswordRequest } from '@colmena/shared';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/apiError';
import { forcedResetMachine } from './forcedResetMachine';

function start(update: (input: NewPasswordRequest) => Promise<void>) {
  const calls: NewPasswordRequest[] = [];
  const effects: string[] = [];
  const machine = forcedResetMachine.provide({
    actors: {
      updatePassword: fromPromise<void, NewPasswordRequest>(({ input }) => {
        calls.push(input);
        return update(input);
      }),
    },
    actions: {
      notifyUpdating: () => effects.push('updating'),
      notifySuccess: () => effects.push('success'),
      notifyError: () => effects.push('error'),
      logFailure: () => effects.push('logged'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, effects };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, password: string, repeat: string) {
  actor.send({ type: 'password.change', password });
  actor.send({ type: 'password.change', repeat });
}

describe('forced reset machine', () => {
  it('starts idle with empty fields', () => {
    const { actor } = start(() => Promise.resolve());
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ password: '', repeat: '', error: null });
  });

  it.each([
    ['empty', '', ''],
    ['short', 'Abc1234', 'Abc1234'],
    ['no uppercase', 'colmena2026', 'colmena2026'],
    ['no lowercase', 'COLMENA2026', 'COLMENA2026'],
    ['no digit', 'ColmenaColmena', 'ColmenaColmena'],
    ['a space', 'Colmena 2026', 'Colmena 2026'],
    ['a different repeat', 'Colmena2026', 'Colmena2027'],
    ['an empty repeat', 'Colmena2026', ''],
  ])('refuses to submit with %s, without calling the server', (_label, password, repeat) => {
    const { actor, calls, effects } = start(() => Promise.resolve());
    fill(actor, password, repeat);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('idle → updating (snack) → success (snack), sending password and confirmation', async () => {
    let resolve: () => void = () => {};
    const { actor, calls, effects } = start(() => new Promise<void>((r) => (resolve = r)));
    fill(actor, 'Colmena2027', 'Colmena2027');
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    expect(effects).toEqual(['updating']);
    expect(calls).toEqual([{ password: 'Colmena2027', confirmPassword: 'Colmena2027' }]);
    resolve();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.matches('success')).toBe(true);
    expect(effects).toEqual(['updating', 'success']);
  });

  it('updating → error (logged, snack) keeps the fields, then a retry can succeed', async () => {
    const update = vi
      .fn<(input: NewPasswordRequest) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError('internal', 500))
      .mockResolvedValueOnce(undefined);
    const { actor, effects } = start(update);
    fill(actor, 'Colmena2027', 'Colmena2027');
    actor.send({ type: 'password.submit' });
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context).toEqual({ password: 'Colmena2027', repeat: 'Colmena2027', error: 'internal' });
    expect(effects).toEqual(['updating', 'logged', 'error']);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('updating')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects).toEqual(['updating', 'logged', 'error', 'updating', 'success']);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['offline', new TypeError('Failed to fetch'), 'no_internet'],
    ['a weak password for the server', new ApiError('weak_password', 400), 'weak_password'],
    ['an expired session', new ApiError('unauthenticated', 401), 'unauthenticated'],
  ])('records the failure code when %s', async (_label, error, code) => {
    const { actor } = start(() => Promise.reject(error));
    fill(actor, 'Colmena2027', 'Colmena2027');
    actor.send({ type: 'password.submit' });
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toBe(code);
  });

  it('in error, edits are kept and an invalid pair cannot be resubmitted', async () => {
    const { actor, calls } = start(() => Promise.reject(new ApiError('internal', 500)));
    fill(actor, 'Colmena2027', 'Colmena2027');
    actor.send({ type: 'password.submit' });
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'password.change', repeat: 'nope' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('error')).toBe(true);
    expect(actor.getSnapshot().context.repeat).toBe('nope');
    expect(calls).toHaveLength(1);
  });

  it('ignores edits and submits while updating', () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    fill(actor, 'Colmena2027', 'Colmena2027');
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.change', password: 'x' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().context.password).toBe('Colmena2027');
    expect(calls).toHaveLength(1);
  });
});
