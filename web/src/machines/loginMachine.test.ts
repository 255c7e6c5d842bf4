import type { LoginRequest, MeResponse, SessionUser } from '@colmena/shared';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/apiError';
import { loginMachine } from './loginMachine';

const user: SessionUser = {
  uid: 'u1',
  email: 'admin@demo.test',
  lvl: 100,
  contact: { FireId: 'c1', Name: 'Ada', lenguage: 'en' },
  unreadMessages: 2,
};

function start(signIn: (input: LoginRequest) => Promise<MeResponse>, offline = false) {
  const calls: LoginRequest[] = [];
  const machine = loginMachine.provide({
    actors: {
      signIn: fromPromise<MeResponse, LoginRequest>(({ input }) => {
        calls.push(input);
        return signIn(input);
      }),
    },
    guards: { offline: () => offline },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

function submit(actor: ReturnType<typeof start>['actor'], email: string, password: string) {
  actor.send({ type: 'credentials.change', email });
  actor.send({ type: 'credentials.change', password });
  actor.send({ type: 'credentials.submit' });
}

describe('login machine', () => {
  it('starts idle with empty credentials and no error', () => {
    const { actor } = start(() => Promise.resolve({ user }));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '', error: null });
  });

  it('signs in: idle → submitting → success, sending trimmed email and the password', async () => {
    let resolve: (value: MeResponse) => void = () => {};
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    submit(actor, '  admin@demo.test ', 'Colmena2026');
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    resolve({ user });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.matches('success')).toBe(true);
    expect(done.output).toEqual({ user });
    expect(calls).toEqual([{ email: 'admin@demo.test', password: 'Colmena2026' }]);
  });

  it.each(['', '12345'])('rejects the password %j without calling the server', (password) => {
    const { actor, calls } = start(() => Promise.resolve({ user }));
    submit(actor, 'a@b.c', password);
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('password_too_short');
    expect(calls).toEqual([]);
  });

  it('accepts a password of exactly six characters', () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    submit(actor, 'a@b.c', '123456');
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['wrong_user', new ApiError('wrong_user', 401)],
    ['incorrect_password', new ApiError('incorrect_password', 401)],
    ['too_many_requests', new ApiError('too_many_requests', 429)],
    ['password_too_short', new ApiError('password_too_short', 400)],
    ['bad_request', new ApiError('bad_request', 400)],
    ['invalid_custom_claims', new ApiError('invalid_custom_claims', 403)],
    ['no_internet', new TypeError('Failed to fetch')],
    ['internal', new Error('boom')],
  ])('fails with %s when the server call rejects that way', async (code, error) => {
    const { actor } = start(() => Promise.reject(error));
    submit(actor, 'a@b.c', 'Colmena2026');
    const failed = await waitFor(actor, (s) => s.matches('failure'));
    expect(failed.context.error).toBe(code);
  });

  it('fails with no_internet when the browser is offline, without calling the server', () => {
    const { actor, calls } = start(() => Promise.resolve({ user }), true);
    submit(actor, 'a@b.c', 'Colmena2026');
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('no_internet');
    expect(calls).toEqual([]);
  });

  it('retries from failure, clears the error while submitting and can then succeed', async () => {
    const signIn = vi
      .fn<(input: LoginRequest) => Promise<MeResponse>>()
      .mockRejectedValueOnce(new ApiError('incorrect_password', 401))
      .mockResolvedValueOnce({ user });
    const { actor } = start(signIn);
    submit(actor, 'a@b.c', 'wrong-pass');
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'credentials.change', password: 'Colmena2026' });
    expect(actor.getSnapshot().context.password).toBe('Colmena2026');
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.user).toEqual(user);
    expect(signIn).toHaveBeenLastCalledWith({ email: 'a@b.c', password: 'Colmena2026' });
  });

  it('ignores edits and extra submits while submitting', () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    submit(actor, 'a@b.c', 'Colmena2026');
    actor.send({ type: 'credentials.change', password: 'x' });
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().context.password).toBe('Colmena2026');
    expect(calls).toHaveLength(1);
  });
});
