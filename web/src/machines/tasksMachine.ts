import type { ErrorCode, StoredDoc } from '@colmena/shared';
import { isTaskShown, nextTaskChange } from '@colmena/shared/tasks';
import { assign, enqueueActions, fromCallback, fromPromise, type SnapshotFrom, setup } from 'xstate';

/** Spec §9: tasks are re-queried every 600000 ms. */
export const taskRequeryMs = 600_000;

/** What the tasks stream reports: the whole current result, or why it failed. */
export type TasksStreamEvent =
  | { type: 'tasks.docs'; docs: StoredDoc[] }
  | { type: 'tasks.error'; error: ErrorCode };

export type TasksEvent = { type: 'start' } | { type: 'retry' } | TasksStreamEvent;

export interface TasksStreamInput {
  uid: string;
  /** ISO instant: only tasks that expire later are asked for (spec §7). */
  since: string;
}

export interface TasksInput {
  uid: string;
  /** The re-query period (spec §9, 600000 ms); tests inject a short one. */
  requeryMs?: number;
  /** The clock the window is judged by (tests inject a fake). */
  now?: () => number;
}

export interface TasksContext {
  uid: string;
  requeryMs: number;
  now: () => number;
  /** When the current subscription was made: its "expires_on later than now". */
  queriedAt: number;
  /** When the shown set was last judged. */
  at: number;
  /** The subscription's result: my unexpired tasks, ordered by expires_on, landed or not. */
  docs: StoredDoc[];
  error: ErrorCode | null;
  /** A result has arrived once: a re-query keeps showing what it held meanwhile. */
  loaded: boolean;
  /** Tasks this session announced as new (landed, not yet received): the notifications. */
  fresh: readonly string[];
}

/**
 * The task inbox (spec §4 task message, §7 tasksMessages, §9 600000 ms):
 * idle → (start) → active.loading → active.ready, or failed (retry, or the next re-query).
 * Every `requeryMs` the subscription is made again with a fresh "now", so expired tasks drop;
 * between re-queries the shown set is judged again the moment a held task lands or expires.
 * A task that is shown and not yet received is announced once (`fresh`, the notifications) and
 * marked received (`markReceived`, the task.received command): spec §4 "recibed false becomes
 * true automatically once shown as a notification".
 */
export const tasksMachine = setup({
  types: {
    context: {} as TasksContext,
    events: {} as TasksEvent,
    input: {} as TasksInput,
  },
  actors: {
    tasksStream: fromCallback<TasksEvent, TasksStreamInput>(() => {
      throw new Error('tasksMachine needs its tasksStream actor provided (features/tasks/tasksActor.ts)');
    }),
    markReceived: fromPromise<void, { taskId: string }>(async () => {
      throw new Error('tasksMachine needs its markReceived actor provided');
    }),
  },
  delays: {
    requery: ({ context }) => context.requeryMs,
    /** Until the next landing or expiry among the held tasks, never beyond a re-query. */
    nextChange: ({ context }) => {
      const next = nextTaskChange(context.docs, context.at);
      return next === null ? context.requeryMs : Math.min(Math.max(0, next - context.at), context.requeryMs);
    },
  },
  actions: {
    startQuery: assign({ queriedAt: ({ context }) => context.now(), error: null }),
    takeDocs: assign({
      docs: ({ context, event }) => (event.type === 'tasks.docs' ? event.docs : context.docs),
      loaded: true,
    }),
    judge: assign({ at: ({ context }) => context.now() }),
    announce: enqueueActions(({ context, enqueue }) => {
      const known = new Set(context.fresh);
      const landed = context.docs.filter(
        (task) =>
          !known.has(task.FireId) &&
          task.recibed !== true &&
          task.completed !== true &&
          isTaskShown(task, context.at),
      );
      if (landed.length === 0) return;
      enqueue.assign({ fresh: [...context.fresh, ...landed.map((task) => task.FireId)] });
      for (const task of landed) enqueue.spawnChild('markReceived', { input: { taskId: task.FireId } });
    }),
    fail: assign({
      error: ({ context, event }) => (event.type === 'tasks.error' ? event.error : context.error),
    }),
  },
}).createMachine({
  id: 'tasks',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      uid: input.uid,
      requeryMs: input.requeryMs ?? taskRequeryMs,
      now,
      queriedAt: 0,
      at: now(),
      docs: [],
      error: null,
      loaded: false,
      fresh: [],
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: { start: 'active' },
    },
    active: {
      entry: 'startQuery',
      invoke: {
        src: 'tasksStream',
        input: ({ context }) => ({ uid: context.uid, since: new Date(context.queriedAt).toISOString() }),
      },
      after: { requery: { target: 'active', reenter: true } },
      on: {
        'tasks.docs': { target: '.ready', actions: ['takeDocs', 'judge', 'announce'] },
        'tasks.error': { target: 'failed', actions: 'fail' },
      },
      initial: 'loading',
      states: {
        loading: {},
        ready: {
          after: { nextChange: { target: 'ready', reenter: true, actions: ['judge', 'announce'] } },
        },
      },
    },
    failed: {
      after: { requery: 'active' },
      on: { retry: 'active' },
    },
  },
});

export type TasksSnapshot = SnapshotFrom<typeof tasksMachine>;

/** The tasks shown now (spec §4 window), in the subscription's order (expires_on). */
export const shownTasks = (snapshot: TasksSnapshot): StoredDoc[] =>
  snapshot.context.docs.filter((task) => isTaskShown(task, snapshot.context.at));

/** The status a screen shows: a re-query keeps what it held, so only the first load is 'loading'. */
export function tasksStatus(snapshot: TasksSnapshot): 'loading' | 'ready' | 'error' {
  if (snapshot.matches('failed')) return 'error';
  return snapshot.context.loaded ? 'ready' : 'loading';
}
