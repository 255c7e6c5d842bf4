import type { CommandOutcome, ErrorCode } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatMachine, chatRetryDelayMs, type SendInput } from './chatMachine';

const applied = (id: string): CommandOutcome => ({ id, status: 'applied', result: {} });
const rejected = (id: string, error: ErrorCode): CommandOutcome => ({
  id,
  status: 'rejected',
  error,
  message: error,
});

type Answer = (input: SendInput) => Promise<CommandOutcome>;

function start(answer: Answer, online = true) {
  const sent: SendInput[] = [];
  let n = 0;
  const machine = chatMachine.provide({
    actors: {
      sendMessage: fromPromise<CommandOutcome, SendInput>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { thread: 't1', online, newId: () => `cmd-${++n}` } }).start();
  const state = () => actor.getSnapshot();
  const bodies = () => state().context.queue.map((m) => m.body);
  return { actor, sent, state, bodies };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat machine', () => {
  it('loading → ready when the thread arrives, loadFailed → loading on retry', () => {
    const { actor, state } = start(async (i) => applied(i.message.id));
    expect(state().matches('loading')).toBe(true);
    actor.send({ type: 'thread.failed', error: 'error_loading_data' });
    expect(state().matches('loadFailed')).toBe(true);
    expect(state().context.error).toBe('error_loading_data');
    actor.send({ type: 'thread.retry' });
    expect(state().matches('loading')).toBe(true);
    actor.send({ type: 'thread.loaded' });
    expect(state().matches('ready')).toBe(true);
  });

  it('ready → sending → ready, one message at a time, oldest first', async () => {
    const answers: ((o: CommandOutcome) => void)[] = [];
    const { actor, sent, state, bodies } = start(
      () => new Promise<CommandOutcome>((resolve) => answers.push(resolve)),
    );
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: 'uno' });
    actor.send({ type: 'message.submit', body: 'dos' });
    expect(state().matches('sending')).toBe(true);
    expect(sent).toEqual([{ thread: 't1', message: { id: 'cmd-1', body: 'uno' } }]);
    expect(bodies()).toEqual(['uno', 'dos']);
    answers[0]?.(applied('cmd-1'));
    await flush();
    expect(sent.map((s) => s.message.id)).toEqual(['cmd-1', 'cmd-2']);
    answers[1]?.(applied('cmd-2'));
    await flush();
    expect(state().matches('ready')).toBe(true);
    expect(bodies()).toEqual([]);
  });

  it('ignores a blank message', () => {
    const { actor, sent, bodies } = start(async (i) => applied(i.message.id));
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: ' \n ' });
    expect(sent).toEqual([]);
    expect(bodies()).toEqual([]);
  });

  it('keeps the queue while the stream is down and sends it once it is back', async () => {
    const { actor, sent, state, bodies } = start(async (i) => applied(i.message.id), false);
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: 'sin red' });
    actor.send({ type: 'message.submit', body: 'otra' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    expect(state().matches('ready')).toBe(true);
    expect(bodies()).toEqual(['sin red', 'otra']);
    actor.send({ type: 'stream.online' });
    await flush();
    expect(sent.map((s) => s.message.body)).toEqual(['sin red', 'otra']);
    expect(bodies()).toEqual([]);
  });

  it('a transient failure waits, then retries by itself with the same command id', async () => {
    let calls = 0;
    const { actor, sent, state, bodies } = start(async (i) =>
      ++calls === 1 ? rejected(i.message.id, 'no_internet') : applied(i.message.id),
    );
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: 'hola' });
    await flush();
    expect(state().matches('waiting')).toBe(true);
    expect(state().context.error).toBe('no_internet');
    await vi.advanceTimersByTimeAsync(chatRetryDelayMs - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.message.id)).toEqual(['cmd-1', 'cmd-1']);
    expect(state().matches('ready')).toBe(true);
    expect(bodies()).toEqual([]);
  });

  it('a thrown send counts as transient, and the stream coming back retries at once', async () => {
    let calls = 0;
    const { actor, sent, state } = start(async (i) => {
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return applied(i.message.id);
    });
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: 'hola' });
    await flush();
    expect(state().matches('waiting')).toBe(true);
    actor.send({ type: 'stream.offline' });
    actor.send({ type: 'stream.online' });
    await flush();
    expect(sent).toHaveLength(2);
    expect(state().matches('ready')).toBe(true);
  });

  it('a refusal fails the message: retry sends it again, discard drops it and goes on', async () => {
    const outcomes: CommandOutcome[] = [];
    const { actor, sent, state, bodies } = start(async (i) => {
      const outcome = sent.length <= 2 ? rejected(i.message.id, 'invalid_change') : applied(i.message.id);
      outcomes.push(outcome);
      return outcome;
    });
    actor.send({ type: 'thread.loaded' });
    actor.send({ type: 'message.submit', body: 'malo' });
    actor.send({ type: 'message.submit', body: 'bueno' });
    await flush();
    expect(state().matches('failed')).toBe(true);
    expect(state().context.error).toBe('invalid_change');
    await vi.advanceTimersByTimeAsync(chatRetryDelayMs * 3);
    expect(sent).toHaveLength(1);
    actor.send({ type: 'message.retry' });
    await flush();
    expect(sent.map((s) => s.message.id)).toEqual(['cmd-1', 'cmd-1']);
    expect(state().matches('failed')).toBe(true);
    actor.send({ type: 'message.discard' });
    await flush();
    expect(sent.map((s) => s.message.body)).toEqual(['malo', 'malo', 'bueno']);
    expect(bodies()).toEqual([]);
    expect(state().matches('ready')).toBe(true);
    expect(state().context.error).toBeNull();
  });
});
