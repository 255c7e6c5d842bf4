import type { NewPasswordRequest, ResetCodeRequest, SessionUser } from '@colmena/shared';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/apiError';
import { type ForgotPasswordInput, forgotPasswordMachine } from './forgotPasswordMachine';

const user: SessionUser = {
  uid: 'u9',
  email: 'ana@demo.test',
  lvl: 0,
  contact: { FireId: 'c9', Name: 'Ana' },
  unreadMessages: 0,
};

type ConfirmInput = ResetCodeRequest & NewPasswordRequest;

interface Fakes {
  requestCode?: (email: string) => Promise<void>;
  verifyCode?: (input: ResetCodeRequest) => Promise<void>;
  confirmReset?: (input: ConfirmInput) => Promise<SessionUser | null>;
}

function start(fakes: Fakes = {}, input: ForgotPasswordInput = {}) {
  const calls: { requestCode: string[]; verifyCode: ResetCodeRequest[]; confirmReset: ConfirmInput[] } = {
    requestCode: [],
    verifyCode: [],
    confirmReset: [],
  };
  const machine = forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise<void, { email: string }>(({ input }) => {
        calls.requestCode.push(input.email);
        return (fakes.requestCode ?? (() => Promise.resolve()))(input.email);
      }),
      verifyCode: fromPromise<void, ResetCodeRequest>(({ input }) => {
        calls.verifyCode.push(input);
        return (fakes.verifyCode ?? (() => Promise.resolve()))(input);
      }),
      confirmReset: fromPromise<SessionUser | null, ConfirmInput>(({ input }) => {
        calls.confirmReset.push(input);
        return (fakes.confirmReset ?? (() => Promise.resolve(user)))(input);
      }),
    },
    guards: { offline: () => false },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];

async function toCodeStep(actor: Actor, email = ' ana@demo.test ') {
  actor.send({ type: 'email.change', email });
  actor.send({ type: 'email.submit' });
  return waitFor(actor, (s) => s.matches('enteringCode'));
}

async function toPasswordStep(actor: Actor) {
  await toCodeStep(actor);
  actor.send({ type: 'code.change', code: '123 456' });
  actor.send({ type: 'code.submit' });
  return waitFor(actor, (s) => s.matches('enteringPassword'));
}

describe('forgot password machine', () => {
  it('goes the whole way: email → code sent → code → new password → done with the signed-in user', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches('enteringEmail')).toBe(true);
    const sent = await toCodeStep(actor);
    expect(sent.context.codeSent).toBe(true);
    expect(calls.requestCode).toEqual(['ana@demo.test']);
    actor.send({ type: 'code.change', code: '123 456' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
    await waitFor(actor, (s) => s.matches('enteringPassword'));
    expect(calls.verifyCode).toEqual([{ email: 'ana@demo.test', code: '123456' }]);
    actor.send({ type: 'password.change', password: 'Colmena2027' });
    actor.send({ type: 'password.change', repeat: 'Colmena2027' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('savingPassword')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ user });
    expect(calls.confirmReset).toEqual([
      { email: 'ana@demo.test', code: '123456', password: 'Colmena2027', confirmPassword: 'Colmena2027' },
    ]);
  });

  it.each(['', 'ana', 'ana@', 'ana@demo', 'ana @demo.test', '@demo.test'])(
    'a malformed address %j is "Wrong email!" without calling the server',
    (email) => {
      const { actor, calls } = start();
      actor.send({ type: 'email.change', email });
      actor.send({ type: 'email.submit' });
      expect(actor.getSnapshot().matches('enteringEmail')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('wrong_email');
      expect(calls.requestCode).toEqual([]);
    },
  );

  it('clears the error as soon as the address is edited', () => {
    const { actor } = start();
    actor.send({ type: 'email.submit' });
    actor.send({ type: 'email.change', email: 'a' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['wrong_email', new ApiError('wrong_email', 400)],
    ['too_many_requests', new ApiError('too_many_requests', 429)],
    ['no_internet', new TypeError('Failed to fetch')],
  ])('a refused code request goes back to the e-mail with %s', async (code, error) => {
    const { actor } = start({ requestCode: () => Promise.reject(error) });
    actor.send({ type: 'email.change', email: 'ana@demo.test' });
    actor.send({ type: 'email.submit' });
    const back = await waitFor(actor, (s) => s.matches('enteringEmail') && s.context.error !== null);
    expect(back.context.error).toBe(code);
    expect(back.context.codeSent).toBe(false);
  });

  it('an offline browser is told so without calling the server', () => {
    const machine = forgotPasswordMachine.provide({ guards: { offline: () => true } });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'email.change', email: 'ana@demo.test' });
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().matches('enteringEmail')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('no_internet');
  });

  it('an incomplete code is refused locally', async () => {
    const { actor, calls } = start();
    await toCodeStep(actor);
    actor.send({ type: 'code.change', code: '12a45' });
    expect(actor.getSnapshot().context.code).toBe('1245');
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('wrong_code');
    expect(calls.verifyCode).toEqual([]);
  });

  it.each([
    ['wrong_code', new ApiError('bad_request', 400)],
    ['wrong_code', new ApiError('forbidden', 403)],
    ['too_many_requests', new ApiError('too_many_requests', 429)],
    ['no_internet', new TypeError('Failed to fetch')],
  ])('a failed verification stays on the code with %s', async (code, error) => {
    const { actor } = start({ verifyCode: () => Promise.reject(error) });
    await toCodeStep(actor);
    actor.send({ type: 'code.change', code: '654321' });
    actor.send({ type: 'code.submit' });
    const back = await waitFor(actor, (s) => s.matches('enteringCode') && s.context.error !== null);
    expect(back.context.error).toBe(code);
    expect(back.context.code).toBe('654321');
  });

  it('can send another code, or start over with another address', async () => {
    const { actor, calls } = start();
    await toCodeStep(actor);
    actor.send({ type: 'code.change', code: '111' });
    actor.send({ type: 'code.resend' });
    const again = await waitFor(actor, (s) => s.matches('enteringCode') && calls.requestCode.length === 2);
    expect(again.context.code).toBe('');
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().matches('enteringEmail')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      email: ' ana@demo.test ',
      codeSent: false,
      code: '',
    });
  });

  it.each([
    ['', ''],
    ['Colmena2027', ''],
    ['Colmena2027', 'Colmena2028'],
    ['colmena2027', 'colmena2027'],
    ['Colmena 2027', 'Colmena 2027'],
  ])('does not save %j / %j (submit only when both are valid)', async (password, repeat) => {
    const { actor, calls } = start();
    await toPasswordStep(actor);
    actor.send({ type: 'password.change', password, repeat });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().matches('enteringPassword')).toBe(true);
    expect(calls.confirmReset).toEqual([]);
  });

  it('a code that expired meanwhile sends the user back to the code step', async () => {
    const { actor } = start({ confirmReset: () => Promise.reject(new ApiError('bad_request', 400)) });
    await toPasswordStep(actor);
    actor.send({ type: 'password.change', password: 'Colmena2027', repeat: 'Colmena2027' });
    actor.send({ type: 'password.submit' });
    const back = await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(back.context).toMatchObject({ error: 'wrong_code', code: '' });
  });

  it('another saving failure stays on the password step with its code and the fields kept', async () => {
    const confirmReset = vi
      .fn<(input: ConfirmInput) => Promise<SessionUser | null>>()
      .mockRejectedValueOnce(new ApiError('weak_password', 400))
      .mockResolvedValueOnce(null);
    const { actor } = start({ confirmReset });
    await toPasswordStep(actor);
    actor.send({ type: 'password.change', password: 'Colmena2027', repeat: 'Colmena2027' });
    actor.send({ type: 'password.submit' });
    const failed = await waitFor(actor, (s) => s.matches('enteringPassword') && s.context.error !== null);
    expect(failed.context).toMatchObject({ error: 'weak_password', password: 'Colmena2027' });
    actor.send({ type: 'password.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ user: null });
  });

  it('opened from the mail link, starts at the code with address and code filled in', () => {
    const { actor } = start({}, { email: 'ana@demo.test', code: '12-34-56' });
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'ana@demo.test',
      code: '123456',
      codeSent: false,
    });
  });
});
