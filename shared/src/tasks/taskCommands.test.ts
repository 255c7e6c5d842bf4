import { describe, expect, it } from 'vitest';
import { assignTaskPayloadSchema, completeTaskPayloadSchema, taskProjectRoute } from './taskCommands';
import { mayAssignTasks } from './taskRules';

const valid = { title: 'Revisar', to: 'c-employee', expires_on: '2026-03-02T00:00:00.000Z' };

describe('task.assign payload', () => {
  it.each([
    ['the least task', valid, true],
    [
      'with everything',
      {
        ...valid,
        subtitle: 'x',
        landed_at: '2026-03-01T00:00:00Z',
        project: { collKey: 'proyectos', id: 'p-1' },
      },
      true,
    ],
    ['an offset time', { ...valid, expires_on: '2026-03-02T01:00:00+01:00' }, true],
    ['a blank title', { ...valid, title: '   ' }, false],
    ['no recipient', { ...valid, to: '' }, false],
    ['a recipient with a slash', { ...valid, to: 'a/b' }, false],
    ['a day, not an instant', { ...valid, expires_on: '2026-03-02' }, false],
    ['epoch ms', { ...valid, expires_on: 1772409600000 }, false],
    ['a project without id', { ...valid, project: { collKey: 'proyectos' } }, false],
    ['an unknown key', { ...valid, completed: true }, false],
  ])('%s -> %s', (_case, payload, ok) => {
    expect(assignTaskPayloadSchema.safeParse(payload).success).toBe(ok);
  });
});

describe('task.complete payload', () => {
  it('completes by default and reopens with completed false', () => {
    expect(completeTaskPayloadSchema.parse({ taskId: 't-1' })).toEqual({ taskId: 't-1', completed: true });
    expect(completeTaskPayloadSchema.parse({ taskId: 't-1', completed: false }).completed).toBe(false);
    expect(completeTaskPayloadSchema.safeParse({ taskId: 't-1', completed: 'yes' }).success).toBe(false);
  });
});

describe('mayAssignTasks: staff only', () => {
  it.each([
    [{ lvl: 100 }, true],
    [{ lvl: 50, rol: 'Empleado' }, true],
    [{ lvl: 10 }, true],
    [{ lvl: 9 }, false],
    [{ lvl: 0, rol: 'Empleado' }, false],
    [{ lvl: 50, rol: 'Cliente' }, false],
  ])('%j -> %s', (actor, expected) => {
    expect(mayAssignTasks(actor)).toBe(expected);
  });
});

describe('taskProjectRoute', () => {
  it.each([
    [{ project: 'p-1', projectKey: 'obras' }, 'proyectos', '/data/obras/p-1'],
    [{ project: 'p-1' }, 'proyectos', '/data/proyectos/p-1'],
    [{ project: 'p 1' }, 'proyectos', '/data/proyectos/p%201'],
    [{ project: 'p-1' }, undefined, null],
    [{}, 'proyectos', null],
    [{ project: '' }, 'proyectos', null],
  ])('%j in %s -> %s', (task, defaultKey, expected) => {
    expect(taskProjectRoute(task, defaultKey)).toBe(expected);
  });
});
