import { describe, expect, it } from 'vitest';
import {
  currentNotifications,
  dismiss,
  emptyMemory,
  messageNotification,
  nextRemoval,
  remember,
  taskDoneNotification,
  taskNotification,
  taskNotificationMs,
  visibleNotifications,
} from './notificationItems';

const me = 'u-emp';
const thread = (fields: Record<string, unknown> = {}) => ({
  FireId: 'm1',
  participants: [me, 'u-man'],
  names: { 'u-man': 'Marta', [me]: 'Eva' },
  msjArray: [
    { key: 'k1', from: 'u-man', body: 'Hola', at: '2026-03-01T10:00:00.000Z' },
    { key: 'k2', from: 'u-man', body: '¿Vienes?', at: '2026-03-01T10:05:00.000Z' },
    { key: 'k3', from: me, body: 'Sí', at: '2026-03-01T10:06:00.000Z' },
  ],
  watchedArray: [],
  ...fields,
});
const task = (fields: Record<string, unknown> = {}) => ({
  FireId: 't1',
  title: 'Revisar',
  completed: false,
  landed_at: '2026-03-01T09:00:00.000Z',
  ...fields,
});

describe('messageNotification: unread = not mine and key not watched (spec §4)', () => {
  it.each([
    ['two unread from Marta: the newest', thread(), { version: 'k2', text: '¿Vienes?', sender: 'Marta' }],
    ['the newest watched by me', thread({ watchedBy: { [me]: ['k2'] } }), { version: 'k1', text: 'Hola' }],
    ['all watched (shared array)', thread({ watchedArray: ['k1', 'k2'] }), null],
    ['only my own messages', thread({ msjArray: [{ key: 'k9', from: me, body: 'x' }] }), null],
    ['no messages', thread({ msjArray: [] }), null],
    ['a sender without a name', thread({ names: {} }), { sender: '', version: 'k2' }],
  ])('%s', (_case, doc, expected) => {
    const item = messageNotification(doc, me);
    if (expected === null) expect(item).toBeNull();
    else expect(item).toMatchObject({ parentId: 'thread:m1', kind: 'message', targetId: 'm1', ...expected });
  });
});

describe('taskNotification', () => {
  it('names the task and auto-removes; a completed task is no notification', () => {
    expect(taskNotification(task())).toMatchObject({
      parentId: 'task:t1',
      kind: 'task',
      text: 'Revisar',
      removeAfterMs: taskNotificationMs,
    });
    expect(taskNotification(task({ completed: true }))).toBeNull();
  });
});

describe('currentNotifications', () => {
  it('one item per parent, fresh tasks only, newest first', () => {
    const items = currentNotifications(
      [thread(), thread({ FireId: 'm2', watchedArray: ['k1', 'k2'] })],
      [task(), task({ FireId: 't2', landed_at: '2026-03-01T11:00:00.000Z' }), task({ FireId: 't3' })],
      ['t1', 't2'],
      me,
    );
    expect(items.map((i) => i.parentId)).toEqual(['task:t2', 'thread:m1', 'task:t1']);
  });
});

describe('taskDoneNotification: a task I gave, completed by its recipient', () => {
  it.each([
    ['completed', task({ completed: true }), { kind: 'taskDone', parentId: 'task:t1', text: 'Revisar' }],
    ['still pending', task(), null],
    ['completed said otherwise', task({ completed: 'yes' }), null],
  ])('%s', (_case, doc, expected) => {
    const item = taskDoneNotification(doc, 5_000);
    if (expected === null) expect(item).toBeNull();
    else expect(item).toMatchObject({ ...expected, at: 5_000, removeAfterMs: taskNotificationMs });
  });
});

describe('currentNotifications with the tasks I gave', () => {
  const at = Date.parse('2026-03-01T12:00:00.000Z');
  const given = (completions: { taskId: string; at: number }[]) => ({
    tasks: [task({ FireId: 'g1', title: 'Visita', completed: true }), task({ FireId: 'g2' })],
    completions,
  });
  it.each<[string, { taskId: string; at: number }[], string[]]>([
    ['a completion seen', [{ taskId: 'g1', at }], ['task:g1', 'thread:m1']],
    ['none seen', [], ['thread:m1']],
    ['a task gone since', [{ taskId: 'gone', at }], ['thread:m1']],
    ['a task reopened since', [{ taskId: 'g2', at }], ['thread:m1']],
  ])('%s', (_case, completions, parents) => {
    const items = currentNotifications([thread()], [], [], me, given(completions));
    expect(items.map((i) => i.parentId)).toEqual(parents);
  });

  it('replaces the item of the same task: one per parent, the newest', () => {
    const mine = task({ FireId: 'g1', landed_at: '2026-03-01T09:00:00.000Z' });
    const done = { tasks: [{ ...mine, completed: true }], completions: [{ taskId: 'g1', at }] };
    // A task I gave myself: landed (fresh), then completed.
    const items = currentNotifications([], [mine], ['g1'], me, done);
    expect(items).toMatchObject([{ parentId: 'task:g1', kind: 'taskDone', at }]);
  });
});

describe('memory: replaced per parent, dismissed per version, auto-removed after a time', () => {
  const now = 1_000_000;
  const first = currentNotifications([thread()], [task()], ['t1'], me);

  it('a dismissed item stays hidden until its parent has something new', () => {
    let memory = remember(emptyMemory, first, now);
    const message = first.find((i) => i.kind === 'message');
    if (!message) throw new Error('no message item');
    memory = dismiss(memory, message);
    expect(visibleNotifications(first, memory, now).map((i) => i.kind)).toEqual(['task']);
    const newer = currentNotifications(
      [
        thread({
          msjArray: [
            ...thread().msjArray,
            { key: 'k4', from: 'u-man', body: 'Ya', at: '2026-03-01T12:00:00.000Z' },
          ],
        }),
      ],
      [],
      [],
      me,
    );
    expect(visibleNotifications(newer, remember(memory, newer, now), now)).toMatchObject([
      { version: 'k4', text: 'Ya' },
    ]);
  });

  it('a task item leaves after its time; a message item stays until read', () => {
    const memory = remember(emptyMemory, first, now);
    const later = remember(memory, first, now + taskNotificationMs - 1);
    expect(visibleNotifications(first, later, now + taskNotificationMs - 1)).toHaveLength(2);
    expect(visibleNotifications(first, later, now + taskNotificationMs).map((i) => i.kind)).toEqual([
      'message',
    ]);
    expect(nextRemoval(first, memory, now)).toBe(now + taskNotificationMs);
    expect(nextRemoval(first, memory, now + taskNotificationMs)).toBeNull();
  });

  it('forgets parents that are gone, so they start afresh if they come back', () => {
    const memory = remember(remember(emptyMemory, first, now), [], now + 5);
    expect(memory.firstSeen.size).toBe(0);
  });
});
