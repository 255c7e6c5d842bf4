import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('proyectos', {
    p1: { Name: 'Casa', JournalsCount: 3, Precio: 1200.5, Fecha: '2026-01-02T00:00:00.000Z' },
    p2: { Name: 'Q', JournalsCount: 1 },
  });
  await kit.put('diarios', {
    d1: { ProjectId: 'p1', Texto: 'uno' },
    d2: { ProjectId: 'p1', Texto: 'dos' },
    d3: { ProjectId: 'p1', Texto: 'tres' },
    d4: { ProjectId: 'p2' },
  });
  await kit.put('incidencias', {
    mine: { Name: 'Mía', owners: ['c-client'], JournalsCount: 0 },
    theirs: { owners: ['c-x'], JournalsCount: 0 },
  });
});
afterEach(() => kit.close());

/** The documents a person sees: every collection but the audit trail and the runner's own. */
const documents = () => kit.rows().filter((row) => !['commands', 'logs', 'meta'].includes(row.collection));

describe('document.restore is the exact reverse of a delete', () => {
  it.each<[string, string, unknown, string, string]>([
    [
      'a project deleted alone',
      'document.delete',
      { collection: 'proyectos', docId: 'p1' },
      'proyectos',
      'p1',
    ],
    ['a journal', 'document.delete', { collection: 'diarios', docId: 'd2' }, 'diarios', 'd2'],
    [
      'a project deleted with its journals',
      'project.deleteData',
      { collKey: 'proyectos', projectId: 'p1' },
      'proyectos',
      'p1',
    ],
  ])(
    '%s: delete then restore leaves every document as before',
    async (_case, type, payload, collection, docId) => {
      const before = documents();
      expect((await kit.run(type, payload, actors.employee)).status).toBe('applied');
      expect(documents()).not.toEqual(before);
      const outcome = await kit.run('document.restore', { collection, docId }, actors.employee);
      expect(outcome.status).toBe('applied');
      expect(documents()).toEqual(before);
    },
  );

  it('brings back the journals a project took along, not one deleted on its own before', async () => {
    await kit.run('document.delete', { collection: 'diarios', docId: 'd3' });
    expect(kit.docs('proyectos').p1).toMatchObject({ JournalsCount: 2 });
    await kit.run('project.deleteData', { collKey: 'proyectos', projectId: 'p1' });
    expect(Object.keys(kit.docs('diariosDeleted')).sort()).toEqual(['d1', 'd2', 'd3']);

    const outcome = await kit.run('document.restore', { collection: 'proyectos', docId: 'p1' });
    expect(outcome).toMatchObject({
      status: 'applied',
      result: {
        docId: 'p1',
        from: 'proyectosDeleted',
        secondary: 'diarios',
        journals: ['d1', 'd2'],
        Name: 'Casa',
      },
    });
    expect(kit.docs('proyectos').p1).toEqual({
      Name: 'Casa',
      JournalsCount: 2,
      Precio: 1200.5,
      Fecha: '2026-01-02T00:00:00.000Z',
    });
    expect(Object.keys(kit.docs('diarios')).sort()).toEqual(['d1', 'd2', 'd4']);
    expect(Object.keys(kit.docs('diariosDeleted'))).toEqual(['d3']);
    expect(kit.docs('proyectosDeleted')).toEqual({});

    // The journal deleted on its own comes back by itself, and the count follows.
    expect((await kit.run('document.restore', { collection: 'diarios', docId: 'd3' })).status).toBe(
      'applied',
    );
    expect(kit.docs('proyectos').p1).toMatchObject({ JournalsCount: 3 });
    expect(kit.docs('diariosDeleted')).toEqual({});
  });

  it('logs the restore naming the record, one entry per document', async () => {
    await kit.run('project.deleteData', { collKey: 'proyectos', projectId: 'p1' });
    await kit.run('document.restore', { collection: 'proyectos', docId: 'p1' }, actors.manager);
    const logs = kit.docs('logs');
    expect(logs['cmd-2']).toMatchObject({
      action: 'restore',
      collection: 'proyectos',
      document: 'p1',
      key: 'proyectos',
      user: 'u-manager',
      modification: { from: 'proyectosDeleted', Name: 'Casa' },
    });
    expect(['cmd-2.1', 'cmd-2.2', 'cmd-2.3'].map((id) => logs[id]?.document)).toEqual(['d1', 'd2', 'd3']);
    expect(logs['cmd-2.1']).toMatchObject({ action: 'restore', collection: 'diarios', key: 'proyectos' });
  });

  it('a retry with the same command id answers the same and applies nothing again', async () => {
    await kit.run('document.delete', { collection: 'proyectos', docId: 'p1' });
    const first = await kit.run('document.restore', { collection: 'proyectos', docId: 'p1' }, actors.admin, {
      id: 'restore-1',
    });
    const after = kit.rows();
    const again = await kit.run('document.restore', { collection: 'proyectos', docId: 'p1' }, actors.admin, {
      id: 'restore-1',
    });
    expect(again).toEqual(first);
    expect(kit.rows()).toEqual(after);
    // A new command for the same document finds nothing left to restore.
    expect(await kit.run('document.restore', { collection: 'proyectos', docId: 'p1' })).toMatchObject({
      status: 'rejected',
      error: 'not_found',
    });
  });

  it('an owner undoes the delete of their own document below the trash level', async () => {
    await kit.run('document.delete', { collection: 'incidencias', docId: 'mine' }, actors.client);
    const outcome = await kit.run(
      'document.restore',
      { collection: 'incidencias', docId: 'mine' },
      actors.client,
    );
    expect(outcome.status).toBe('applied');
    expect(kit.docs('incidencias').mine).toEqual({ Name: 'Mía', owners: ['c-client'], JournalsCount: 0 });
  });
});

describe('replay', () => {
  it('replaying deletes, restores and an emptied trash rebuilds the same documents', async () => {
    const fresh = await commandKit();
    try {
      await fresh.run('document.create', { collection: 'proyectos', docId: 'a', data: { Name: 'A' } });
      await fresh.run('document.create', { collection: 'diarios', docId: 'j1', data: { ProjectId: 'a' } });
      await fresh.run('document.create', { collection: 'diarios', docId: 'j2', data: { ProjectId: 'a' } });
      await fresh.run('document.delete', { collection: 'diarios', docId: 'j2' });
      await fresh.run('project.deleteData', { collKey: 'proyectos', projectId: 'a' });
      await fresh.run('document.restore', { collection: 'proyectos', docId: 'a' });
      await fresh.run('document.create', { collection: 'proyectos', docId: 'b', data: { Name: 'B' } });
      await fresh.run('document.delete', { collection: 'proyectos', docId: 'b' });
      await fresh.run('trash.empty', { collKey: 'proyectos' });
      expect(fresh.docs('proyectos').a).toMatchObject({ Name: 'A', JournalsCount: 1 });
      expect(fresh.docs('proyectosDeleted')).toEqual({});
      expect(await fresh.replayed()).toEqual(fresh.rows());
    } finally {
      await fresh.close();
    }
  });
});

describe('document.restore refusals change nothing', () => {
  beforeEach(async () => {
    await kit.run('document.delete', { collection: 'proyectos', docId: 'p1' });
    await kit.run('document.delete', { collection: 'incidencias', docId: 'theirs' });
    await kit.run('project.deleteData', { collKey: 'proyectos', projectId: 'p2' });
  });

  it.each<[string, unknown, Actor, string]>([
    [
      'nothing in the trash with that id',
      { collection: 'proyectos', docId: 'nope' },
      actors.admin,
      'not_found',
    ],
    ['a client, in an open collection', { collection: 'proyectos', docId: 'p1' }, actors.client, 'forbidden'],
    [
      'a client, a document they do not own',
      { collection: 'incidencias', docId: 'theirs' },
      actors.client,
      'forbidden',
    ],
    [
      'a coordinator below lvlView, not an owner',
      { collection: 'incidencias', docId: 'theirs' },
      actors.coordinator,
      'forbidden',
    ],
    ['into the logs', { collection: 'logs', docId: 'x' }, actors.manager, 'forbidden'],
    ['into an unknown collection', { collection: 'nada', docId: 'x' }, actors.manager, 'forbidden'],
    ['from a copy of a copy', { collection: 'proyectosDeleted', docId: 'p1' }, actors.manager, 'forbidden'],
    ['a bad id', { collection: 'proyectos', docId: 'a/b' }, actors.admin, 'invalid_change'],
  ])('%s -> %s', async (_case, payload, actor, code) => {
    const before = kit.rows().filter((row) => row.collection !== 'commands');
    const { outcome, othersUnchanged } = await kit.runRejected('document.restore', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
    expect(kit.rows().filter((row) => row.collection !== 'commands')).toEqual(before);
  });

  it.each<[string, string, string, Record<string, unknown>]>([
    ['the id is in use again', 'proyectos', 'p1', { Name: 'Otro' }],
    ['a journal it takes along is in use again', 'diarios', 'd4', { ProjectId: 'p9' }],
  ])('%s -> restore_id_taken', async (_case, collection, id, data) => {
    await kit.put(collection, { [id]: data });
    const docId = collection === 'proyectos' ? 'p1' : 'p2';
    const { outcome, othersUnchanged } = await kit.runRejected(
      'document.restore',
      { collection: 'proyectos', docId },
      actors.employee,
    );
    expect(outcome).toMatchObject({ status: 'rejected', error: 'restore_id_taken' });
    expect(othersUnchanged).toBe(true);
    expect(kit.docs(collection)[id]).toEqual(data);
  });
});

describe('trash.empty', () => {
  beforeEach(async () => {
    await kit.run('document.delete', { collection: 'diarios', docId: 'd4' });
    await kit.run('project.deleteData', { collKey: 'proyectos', projectId: 'p1' });
  });

  it('erases both Deleted copies of the definition for good, one log entry each', async () => {
    const outcome = await kit.run('trash.empty', { collKey: 'proyectos' }, actors.employee);
    expect(outcome).toMatchObject({
      status: 'applied',
      result: {
        collKey: 'proyectos',
        more: false,
        erased: [
          { collection: 'proyectosDeleted', id: 'p1', Name: 'Casa' },
          { collection: 'diariosDeleted', id: 'd1' },
          { collection: 'diariosDeleted', id: 'd2' },
          { collection: 'diariosDeleted', id: 'd3' },
          { collection: 'diariosDeleted', id: 'd4' },
        ],
      },
    });
    expect(kit.docs('proyectosDeleted')).toEqual({});
    expect(kit.docs('diariosDeleted')).toEqual({});
    const logs = Object.values(kit.docs('logs')).filter((log) => log.user === 'u-employee');
    expect(logs).toHaveLength(5);
    expect(logs[0]).toMatchObject({
      action: 'delete',
      collection: 'proyectosDeleted',
      document: 'p1',
      key: 'proyectos',
      modification: { Name: 'Casa' },
    });
  });

  it('erases at most 500 copies per command and says when more are left', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`x${i}`, { deletedBy: 'u' }]));
    await kit.put('proyectosDeleted', many);
    const first = await kit.run('trash.empty', { collKey: 'proyectos' });
    expect(first).toMatchObject({ status: 'applied', result: { more: true } });
    expect(Object.keys(kit.docs('proyectosDeleted'))).toHaveLength(2);
    const second = await kit.run('trash.empty', { collKey: 'proyectos' });
    expect(second).toMatchObject({ status: 'applied', result: { more: false } });
    expect(kit.docs('proyectosDeleted')).toEqual({});
    expect(kit.docs('diariosDeleted')).toEqual({});
  });

  it.each<[string, unknown, Actor, string]>([
    ['a client', { collKey: 'proyectos' }, actors.client, 'forbidden'],
    ['a coordinator below lvlView', { collKey: 'incidencias' }, actors.coordinator, 'forbidden'],
    ['an unknown definition', { collKey: 'nada' }, actors.admin, 'collection_not_found'],
    ['no key', {}, actors.admin, 'invalid_change'],
  ])('refuses %s (%s), nothing written', async (_case, payload, actor, code) => {
    const { outcome, othersUnchanged } = await kit.runRejected('trash.empty', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
    expect(Object.keys(kit.docs('diariosDeleted'))).toHaveLength(4);
  });
});
