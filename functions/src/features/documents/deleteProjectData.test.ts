import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('proyectos', { p1: { Name: 'P', JournalsCount: 2 }, p2: { Name: 'Q', JournalsCount: 1 } });
  await kit.put('diarios', { d1: { ProjectId: 'p1' }, d2: { ProjectId: 'p1' }, d3: { ProjectId: 'p2' } });
  await kit.put('incidencias', { mine: { owners: ['c-client'] }, theirs: { owners: ['c-x'] } });
  await kit.put('seguimientos', { s1: { ProjectId: 'mine' }, s2: { ProjectId: 'theirs' } });
});
afterEach(() => kit.close());

describe('project.deleteData', () => {
  it('without a target: the project and its journals go to the Deleted backups', async () => {
    const outcome = await kit.run(
      'project.deleteData',
      { collKey: 'proyectos', projectId: 'p1' },
      actors.employee,
    );
    expect(outcome).toEqual({
      id: 'cmd-1',
      status: 'applied',
      result: {
        projectId: 'p1',
        backup: true,
        from: { main: 'proyectos', secondary: 'diarios' },
        to: { main: 'proyectosDeleted', secondary: 'diariosDeleted' },
        journals: ['d1', 'd2'],
        Name: 'P',
      },
    });
    expect(kit.docs('proyectos')).toEqual({ p2: { Name: 'Q', JournalsCount: 1 } });
    expect(kit.docs('diarios')).toEqual({ d3: { ProjectId: 'p2' } });
    expect(kit.docs('proyectosDeleted')).toEqual({
      p1: { Name: 'P', JournalsCount: 2, deletedBy: 'u-employee', deletedAt: '2026-03-01T09:00:00.000Z' },
    });
    // The journals name the project they went with: its restore brings back these ones.
    const journal = {
      ProjectId: 'p1',
      deletedBy: 'u-employee',
      deletedAt: '2026-03-01T09:00:00.000Z',
      deletedWith: 'p1',
    };
    expect(kit.docs('diariosDeleted')).toEqual({ d1: journal, d2: journal });
    const logs = kit.docs('logs');
    expect(Object.keys(logs)).toEqual(['cmd-1', 'cmd-1.1', 'cmd-1.2']);
    expect(logs['cmd-1']).toMatchObject({
      action: 'delete',
      document: 'p1',
      collection: 'proyectos',
      key: 'proyectos',
      modification: { to: 'proyectosDeleted', Name: 'P' },
    });
    expect(logs['cmd-1.2']).toMatchObject({
      action: 'delete',
      document: 'd2',
      collection: 'diarios',
    });
  });

  it('with a target definition: moved there with movedBy, and the count follows', async () => {
    await kit.put('proyectos', { p1: { Name: 'P', JournalsCount: 9, owners: ['c-client'] } });
    const outcome = await kit.run('project.deleteData', {
      collKey: 'proyectos',
      projectId: 'p1',
      to: 'incidencias',
    });
    expect(outcome).toMatchObject({ status: 'applied', result: { backup: false, journals: ['d1', 'd2'] } });
    expect(kit.docs('incidencias').p1).toEqual({
      Name: 'P',
      JournalsCount: 2,
      owners: ['c-client'],
      movedBy: 'u-admin',
    });
    expect(kit.docs('seguimientos').d1).toEqual({ ProjectId: 'p1', movedBy: 'u-admin' });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'move to another colection',
      modification: { to: 'incidencias', Name: 'P' },
    });
  });

  it.each([
    ['the project', 'fields', { p1: { Estado: 'Presupuesto' } }, 'Estado'],
    ['a journal', 'secondaryFields', { d2: { Horas: 'muchas' } }, 'Horas'],
  ])(
    'into a definition whose declared fields %s does not fit: refused, nothing moved',
    async (_, area, bad, field) => {
      await kit.run('collection.update', {
        key: 'incidencias',
        changes: {
          [area]: [
            area === 'fields'
              ? { key: 'Estado', label: { es: 'Estado', en: 'Status' }, type: 'choice', options: ['Abierta'] }
              : { key: 'Horas', label: { es: 'Horas', en: 'Hours' }, type: 'integer' },
          ],
        },
      });
      const [id, values] = Object.entries(bad)[0] ?? ['', {}];
      await kit.put(area === 'fields' ? 'proyectos' : 'diarios', {
        [id]: { ...(area === 'fields' ? { Name: 'P', JournalsCount: 2 } : { ProjectId: 'p1' }), ...values },
      });
      const { outcome, othersUnchanged } = await kit.runRejected('project.deleteData', {
        collKey: 'proyectos',
        projectId: 'p1',
        to: 'incidencias',
      });
      expect(outcome).toMatchObject({ status: 'rejected', error: 'invalid_change', params: { field } });
      expect(othersUnchanged).toBe(true);
    },
  );

  it('an owner may back up their own incidencia with its seguimientos', async () => {
    const outcome = await kit.run(
      'project.deleteData',
      { collKey: 'incidencias', projectId: 'mine' },
      actors.client,
    );
    expect(outcome.status).toBe('applied');
    expect(Object.keys(kit.docs('seguimientosDeleted'))).toEqual(['s1']);
  });

  it.each<[string, unknown, Actor, string]>([
    ['an unknown collKey', { collKey: 'nope', projectId: 'p1' }, actors.admin, 'invalid_change'],
    [
      'an unknown target',
      { collKey: 'proyectos', projectId: 'p1', to: 'nope' },
      actors.admin,
      'invalid_change',
    ],
    [
      'itself as target',
      { collKey: 'proyectos', projectId: 'p1', to: 'proyectos' },
      actors.admin,
      'invalid_change',
    ],
    ['a missing project', { collKey: 'proyectos', projectId: 'nope' }, actors.admin, 'deletion_error'],
    ['no projectId', { collKey: 'proyectos' }, actors.admin, 'invalid_change'],
    ['an incidencia not owned', { collKey: 'incidencias', projectId: 'theirs' }, actors.client, 'forbidden'],
    [
      'into incidencias without owning',
      { collKey: 'proyectos', projectId: 'p1', to: 'incidencias' },
      actors.client,
      'forbidden',
    ],
  ])('%s -> %s, nothing else written', async (_case, payload, actor, code) => {
    const { outcome, othersUnchanged } = await kit.runRejected('project.deleteData', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
  });

  it('refuses a target that already holds the project id', async () => {
    await kit.put('incidencias', { p1: { owners: [] } });
    const { outcome, othersUnchanged } = await kit.runRejected('project.deleteData', {
      collKey: 'proyectos',
      projectId: 'p1',
      to: 'incidencias',
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'deletion_error' });
    expect(othersUnchanged).toBe(true);
  });
});
