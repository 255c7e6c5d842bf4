import { messagesEn, messagesEs } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { emptyViewText, tasksInView } from './inboxView';

const task = (id: string, completed?: unknown) => ({ FireId: id, collection: 'tasksMessages', completed });

describe('tasksInView', () => {
  const tasks = [task('a', false), task('b', true), task('c'), task('d', 'yes'), task('e', true)];
  it.each([
    ['pending', ['a', 'c', 'd']],
    ['completed', ['b', 'e']],
  ] as const)('%s -> %j', (view, ids) => {
    expect(tasksInView(tasks, view).map((t) => t.FireId)).toEqual(ids);
  });
});

describe('emptyViewText', () => {
  it('congratulates when none is pending, in the spec words and in Spanish', () => {
    expect(messagesEn[emptyViewText('pending')]).toBe('Congratulations, You have completed all your tasks.');
    expect(messagesEs[emptyViewText('pending')]).toMatch(/^¡?Enhorabuena/);
    expect(emptyViewText('completed')).toBe('tasks.noneCompleted');
  });
});
