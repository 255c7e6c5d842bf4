import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('proyectos', { p1: { Name: 'P', meta: { a: 1, b: 2 }, tags: ['x'], JournalsCount: 0 } });
  await kit.put('incidencias', { mine: { owners: ['c-client'] }, theirs: { owners: ['c-x'] } });
  await kit.put('tasksMessages', { t1: { to: 'u-employee', title: 'Call', completed: false } });
  await kit.put('agenda', { 'c-employee': { LoginID: 'u-employee', Rol: 'Empleado' } });
});
afterEach(() => kit.close());

describe('document.merge', () => {
  it('merges maps key by key and replaces arrays, and logs the change', async () => {
    const data = { Estado: 'Obra', meta: { b: 3 }, tags: ['y'] };
    const outcome = await kit.run('document.merge', { collection: 'proyectos', docId: 'p1', data });
    expect(outcome).toEqual({ id: 'cmd-1', status: 'applied', result: { docId: 'p1' } });
    expect(kit.docs('proyectos').p1).toEqual({
      Name: 'P',
      Estado: 'Obra',
      meta: { a: 1, b: 3 },
      tags: ['y'],
      JournalsCount: 0,
    });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'modification',
      document: 'p1',
      modification: data,
    });
  });

  it.each<[string, string, unknown, Actor]>([
    [
      'an owner merges their incidencia',
      'incidencias',
      { docId: 'mine', data: { Estado: 'ok' } },
      actors.client,
    ],
    ['the admin edits a task', 'tasksMessages', { docId: 't1', data: { completed: true } }, actors.admin],
  ])('%s', async (_case, collection, payload, actor) => {
    const outcome = await kit.run('document.merge', { collection, ...(payload as object) }, actor);
    expect(outcome.status).toBe('applied');
  });

  it.each<[string, unknown, Actor, string]>([
    [
      'a missing document',
      { collection: 'proyectos', docId: 'nope', data: { a: 1 } },
      actors.admin,
      'error_saving_change',
    ],
    ['no data', { collection: 'proyectos', docId: 'p1' }, actors.admin, 'invalid_change'],
    [
      'an undefined value',
      { collection: 'proyectos', docId: 'p1', data: { a: undefined } },
      actors.admin,
      'value_undefined',
    ],
    [
      'an incidencia not owned',
      { collection: 'incidencias', docId: 'theirs', data: { a: 1 } },
      actors.client,
      'forbidden',
    ],
    [
      'giving an incidencia away',
      { collection: 'incidencias', docId: 'mine', data: { owners: ['c-x'] } },
      actors.client,
      'forbidden',
    ],
    [
      'a task title by its recipient',
      { collection: 'tasksMessages', docId: 't1', data: { title: 'x' } },
      actors.employee,
      'forbidden',
    ],
    // Tasks change only through the task commands (a later issue), below level 100.
    [
      'their own task, completed',
      { collection: 'tasksMessages', docId: 't1', data: { completed: true } },
      actors.employee,
      'forbidden',
    ],
    [
      'a project, by a client',
      { collection: 'proyectos', docId: 'p1', data: { Name: 'Mío' } },
      actors.client,
      'forbidden',
    ],
    [
      "someone else's task",
      { collection: 'tasksMessages', docId: 't1', data: { completed: true } },
      actors.client,
      'forbidden',
    ],
    [
      'their own Rol',
      { collection: 'agenda', docId: 'c-employee', data: { Rol: 'Cliente' } },
      actors.employee,
      'forbidden',
    ],
    // The agenda changes only through contact.* (features/agenda), which apply the level rules.
    [
      'their own language (contact.update does it)',
      { collection: 'agenda', docId: 'c-employee', data: { lenguage: 'en' } },
      actors.employee,
      'forbidden',
    ],
    [
      'disabled and forceReset onto a contact, even by level 100',
      { collection: 'agenda', docId: 'c-employee', data: { disabled: true, forceReset: true } },
      actors.admin,
      'forbidden',
    ],
    [
      'a widget below 100',
      { collection: 'widgets', docId: 'w', data: { a: 1 } },
      actors.manager,
      'forbidden',
    ],
  ])('%s -> %s, nothing else written', async (_case, payload, actor, code) => {
    const { outcome, othersUnchanged } = await kit.runRejected('document.merge', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
  });
});
