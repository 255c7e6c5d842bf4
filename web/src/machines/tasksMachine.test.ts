import type { StoredDoc } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  shownTasks,
  type TasksEvent,
  type TasksStreamInput,
  taskRequeryMs,
  tasksMachine,
  tasksStatus,
} from './tasksMachine';

const start = Date.parse('2026-03-01T10:00:00.000Z');
const iso = (offsetMs: number) => new Date(start + offsetMs).toISOString();
const task = (id: string, fields: Partial<StoredDoc> = {}): StoredDoc => ({
  FireId: id,
  collection: 'tasksMessages',
  title: id,
  to: 'u-emp',
  completed: false,
  recibed: false,
  landed_at: iso(-60_000),
  expires_on: iso(86_400_000),
  ...fields,
});

/** The machine with a fake stream (each subscription recorded, answered by `answer`) and a fake command. */
function run(answer: (input: TasksStreamInput) => StoredDoc[] | 'fail', requeryMs = taskRequeryMs) {
  const subscriptions: TasksStreamInput[] = [];
  const received: string[] = [];
  const senders: ((event: TasksEvent) => void)[] = [];
  const machine = tasksMachine.provide({
    actors: {
      tasksStream: fromCallback<TasksEvent, TasksStreamInput>(({ input, sendBack }) => {
        subscriptions.push(input);
        senders.push(sendBack);
        const docs = answer(input);
        queueMicrotask(() =>
          sendBack(
            docs === 'fail' ? { type: 'tasks.error', error: 'forbidden' } : { type: 'tasks.docs', docs },
          ),
        );
      }),
      markReceived: fromPromise<void, { taskId: string }>(async ({ input }) => {
        received.push(input.taskId);
      }),
    },
  });
  const actor = createActor(machine, { input: { uid: 'u-emp', requeryMs, now: () => Date.now() } }).start();
  const push = (docs: StoredDoc[]) => senders.at(-1)?.({ type: 'tasks.docs', docs });
  return { actor, subscriptions, received, push };
}

const ids = (docs: StoredDoc[]) => docs.map((d) => d.FireId);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

describe('tasksMachine', () => {
  it('waits in idle, then loads my unexpired tasks and is ready', async () => {
    const { actor, subscriptions } = run(() => [task('t1')]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(subscriptions).toEqual([]);
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    expect(tasksStatus(actor.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true);
    expect(tasksStatus(actor.getSnapshot())).toBe('ready');
    expect(subscriptions).toEqual([{ uid: 'u-emp', since: iso(0) }]);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['t1']);
  });

  it('shows a task only once it has landed, at its landing time, not at the next re-query', async () => {
    const later = task('later', { landed_at: iso(60_000) });
    const { actor } = run(() => [task('now'), later]);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['now']);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['now']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['now', 'later']);
  });

  it('hides a task the moment it expires', async () => {
    const { actor } = run(() => [task('short', { expires_on: iso(5000) }), task('long')]);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['short', 'long']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(shownTasks(actor.getSnapshot()))).toEqual(['long']);
  });

  it('re-queries every 600000 ms with a fresh "now", keeping what it shows meanwhile', async () => {
    const { actor, subscriptions } = run(() => [task('t1')]);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(taskRequeryMs - 1);
    expect(subscriptions).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(subscriptions).toEqual([
      { uid: 'u-emp', since: iso(0) },
      { uid: 'u-emp', since: iso(taskRequeryMs) },
    ]);
    expect(tasksStatus(actor.getSnapshot())).toBe('ready');
    await vi.advanceTimersByTimeAsync(taskRequeryMs);
    expect(subscriptions).toHaveLength(3);
  });

  it('takes an injected re-query period', async () => {
    const { actor, subscriptions } = run(() => [], 1000);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(subscriptions).toHaveLength(4);
  });

  it('announces a landed unreceived task once and marks it received; never a received or completed one', async () => {
    const { actor, received, push } = run(() => [
      task('new'),
      task('seen', { recibed: true }),
      task('done', { completed: true }),
      task('later', { landed_at: iso(30_000) }),
    ]);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fresh).toEqual(['new']);
    expect(received).toEqual(['new']);
    // The stream then says it was received: still announced (this session showed it), not sent again.
    push([task('new', { recibed: true }), task('later', { landed_at: iso(30_000) })]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().context.fresh).toEqual(['new', 'later']);
    expect(received).toEqual(['new', 'later']);
    await vi.advanceTimersByTimeAsync(taskRequeryMs);
    expect(received).toEqual(['new', 'later']);
  });

  it('follows live changes: a new task appears, a completed one stays shown as completed', async () => {
    const { actor, push } = run(() => [task('t1')]);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    push([task('t1', { completed: true }), task('t2')]);
    const shown = shownTasks(actor.getSnapshot());
    expect(ids(shown)).toEqual(['t1', 't2']);
    expect(shown[0]?.completed).toBe(true);
  });

  it('fails with the catalogue code, retries on demand and on the next re-query', async () => {
    let fail = true;
    const { actor, subscriptions } = run(() => (fail ? 'fail' : [task('t1')]), 5000);
    actor.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('forbidden');
    expect(tasksStatus(actor.getSnapshot())).toBe('error');
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches({ active: 'ready' })).toBe(true);
    expect(subscriptions).toHaveLength(3);
  });
});
