import { describe, expect, it } from 'vitest';
import { canWrite, mayWriteIn, type WriteTarget } from './writePolicy';
import {
  admin,
  area,
  client,
  clientAtLvl50,
  coordinator,
  employee,
  manager,
  type Row,
  t,
} from './writePolicy.fixtures';

/** A write staged by one of the task commands (task.*, which own tasksMessages). */
const task = (rest: Omit<WriteTarget, 'area'>) => t('tasksMessages', { ...rest, byOwnCommand: true });
const empTask = { title: 'Subir fotos', to: 'u-emp', completed: false, recibed: false };
const done = { ...empTask, completed: true };

describe('tasksMessages through the task commands (byOwnCommand)', () => {
  it.each<Row>([
    ['a coordinator assigns', coordinator, task({ kind: 'create', after: empTask }), true],
    ['a manager assigns', manager, task({ kind: 'create', after: empTask }), true],
    ['an employee assigns', employee, task({ kind: 'create', after: empTask }), false],
    ['a client assigns', client, task({ kind: 'create', after: empTask }), false],
    ['a client at level 50 assigns', clientAtLvl50, task({ kind: 'create', after: empTask }), false],
    ['a task without recipient', manager, task({ kind: 'create', after: { title: 'x' } }), false],
    [
      'the recipient completes',
      employee,
      task({ kind: 'merge', before: empTask, after: done, changed: ['completed'] }),
      true,
    ],
    [
      'the recipient marks it received',
      employee,
      task({ kind: 'merge', before: empTask, after: { ...empTask, recibed: true }, changed: ['recibed'] }),
      true,
    ],
    [
      'the recipient changes the title',
      employee,
      task({ kind: 'merge', before: empTask, after: { ...empTask, title: 'y' }, changed: ['title'] }),
      false,
    ],
    [
      'the recipient gives it away',
      employee,
      task({ kind: 'merge', before: empTask, after: { ...empTask, to: 'u-client' }, changed: ['to'] }),
      false,
    ],
    [
      'someone else completes it',
      manager,
      task({ kind: 'merge', before: empTask, after: done, changed: ['completed'] }),
      false,
    ],
    ['a create with no task at all', manager, task({ kind: 'create', after: null }), false],
    [
      "someone takes over another's task as their own",
      employee,
      task({ kind: 'merge', before: { ...empTask, to: 'u-other' }, after: done, changed: ['completed'] }),
      false,
    ],
    [
      'the recipient hands it to someone else while completing it',
      employee,
      task({ kind: 'merge', before: empTask, after: { ...done, to: 'u-client' }, changed: ['completed'] }),
      false,
    ],
    [
      'a merge of no stored task',
      employee,
      task({ kind: 'merge', before: null, after: done, changed: ['completed'] }),
      false,
    ],
    [
      'a merge that leaves nothing',
      employee,
      task({ kind: 'merge', before: empTask, after: null, changed: ['completed'] }),
      false,
    ],
    [
      'the recipient completes it and changes the title too',
      employee,
      task({
        kind: 'merge',
        before: empTask,
        after: { ...done, title: 'y' },
        changed: ['completed', 'title'],
      }),
      false,
    ],
    [
      'the recipient merges without saying what changed (nothing beyond their fields)',
      employee,
      task({ kind: 'merge', before: empTask, after: empTask }),
      true,
    ],
    ['the recipient deletes it', employee, task({ kind: 'delete', before: empTask }), false],
    ['the recipient replaces it', employee, task({ kind: 'replace', before: empTask, after: done }), false],
    [
      'a generic write by the recipient',
      employee,
      t('tasksMessages', { kind: 'merge', before: empTask, after: done, changed: ['completed'] }),
      false,
    ],
    ['a generic create by a manager', manager, t('tasksMessages', { kind: 'create', after: empTask }), false],
    ['the admin, any write', admin, t('tasksMessages', { kind: 'delete', before: empTask }), true],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });

  it('keeps the generic commands out below level 100', () => {
    expect(mayWriteIn(manager, area('tasksMessages'))).toBe(false);
    expect(mayWriteIn(admin, area('tasksMessages'))).toBe(true);
  });
});
