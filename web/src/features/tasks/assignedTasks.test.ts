import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { assignedAbout, assignedState, assignedTasksQuery, newlyCompleted } from './assignedTasks';

const task = (id: string, fields: Record<string, unknown> = {}): StoredDoc => ({
  FireId: id,
  collection: 'tasksMessages',
  completed: false,
  expires_on: '2026-03-03T10:00:00.000Z',
  landed_at: '2026-03-01T10:00:00.000Z',
  ...fields,
});

describe('assignedTasksQuery', () => {
  it('asks for the tasks the user gave, the one filter the read rule lets an assigner ask', () => {
    expect(assignedTasksQuery('u-man')).toEqual({
      collection: 'tasksMessages',
      where: [['from', '==', 'u-man']],
    });
  });
});

describe('assignedState', () => {
  const now = Date.parse('2026-03-02T10:00:00.000Z');
  it.each([
    ['pending before its expiry', task('a'), 'pending'],
    ['completed', task('a', { completed: true }), 'completed'],
    [
      'completed after its expiry',
      task('a', { completed: true, expires_on: '2026-03-01T11:00:00.000Z' }),
      'completed',
    ],
    ['expired, never completed', task('a', { expires_on: '2026-03-01T11:00:00.000Z' }), 'expired'],
    ['expiring right now', task('a', { expires_on: '2026-03-02T10:00:00.000Z' }), 'expired'],
    ['completed said otherwise', task('a', { completed: 'yes' }), 'pending'],
    ['no expiry', task('a', { expires_on: undefined }), 'pending'],
  ])('%s', (_case, doc, expected) => {
    expect(assignedState(doc, now)).toBe(expected);
  });
});

describe('assignedAbout', () => {
  it('keeps the tasks about the document, the newest landing first', () => {
    const tasks = [
      task('old', { project: 'p1', landed_at: '2026-03-01T08:00:00.000Z' }),
      task('other', { project: 'p2' }),
      task('new', { project: 'p1', landed_at: '2026-03-01T12:00:00.000Z' }),
      task('none'),
    ];
    expect(assignedAbout(tasks, 'p1').map((t) => t.FireId)).toEqual(['new', 'old']);
    expect(assignedAbout(tasks, 'p9')).toEqual([]);
    const titled = [...tasks, task('visit', { project: 'p1', title: 'Visita' })];
    expect(assignedAbout(titled, 'p1', 'Visita').map((t) => t.FireId)).toEqual(['visit']);
    expect(assignedAbout(titled, 'p2', 'Visita')).toEqual([]);
  });
});

describe('newlyCompleted', () => {
  const seen = (entries: [string, boolean][]) => new Map(entries);
  it.each<[string, Map<string, boolean>, StoredDoc[], string[]]>([
    ['first sight of a completed task is no news', seen([]), [task('a', { completed: true })], []],
    ['pending, then completed', seen([['a', false]]), [task('a', { completed: true })], ['a']],
    ['completed, still completed', seen([['a', true]]), [task('a', { completed: true })], []],
    ['still pending', seen([['a', false]]), [task('a')], []],
    ['reopened', seen([['a', true]]), [task('a')], []],
    [
      'two at once, one new',
      seen([
        ['a', false],
        ['b', false],
      ]),
      [task('a', { completed: true }), task('b', { completed: true }), task('c', { completed: true })],
      ['a', 'b'],
    ],
  ])('%s', (_case, memory, docs, done) => {
    expect(newlyCompleted(memory, docs).done).toEqual(done);
  });

  it('remembers the latest state of each task it was given, and only those', () => {
    const first = newlyCompleted(new Map([['gone', false]]), [task('a'), task('b', { completed: true })]);
    expect([...first.memory]).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const reopened = newlyCompleted(first.memory, [task('a', { completed: true }), task('b')]);
    expect(reopened.done).toEqual(['a']);
    expect(newlyCompleted(reopened.memory, [task('b', { completed: true })]).done).toEqual(['b']);
  });
});
