import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
});
afterEach(() => kit.close());

describe('document.create', () => {
  it('creates with a generated id, stamps CreatedAt, logs and records the command', async () => {
    const outcome = await kit.run('document.create', { collection: 'proyectos', data: { Name: 'Ático' } });
    expect(outcome).toEqual({ id: 'cmd-1', status: 'applied', result: { docId: 'new-1' } });
    expect(kit.docs('proyectos')).toEqual({
      'new-1': { Name: 'Ático', CreatedAt: '2026-03-01T09:00:00.000Z', JournalsCount: 0 },
    });
    expect(kit.docs('logs')).toEqual({
      'cmd-1': {
        date: '2026-03-01T09:00:00.000Z',
        action: 'create',
        user: 'u-admin',
        document: 'new-1',
        collection: 'proyectos',
        key: 'proyectos',
        modification: { Name: 'Ático' },
        command: 'cmd-1',
      },
    });
    expect(kit.docs('commands')['cmd-1']).toEqual({
      id: 'cmd-1',
      type: 'document.create',
      payload: { collection: 'proyectos', data: { Name: 'Ático' } },
      at: '2026-03-01T09:00:00.000Z',
      actor: actors.admin,
      status: 'applied',
      seq: 1,
      result: { docId: 'new-1' },
      ids: ['new-1'],
      // What tells a retry from a reused id (commandRecord.ts commandDigest).
      digest: expect.any(String),
    });
    expect(kit.docs('meta')).toEqual({ counters: { commands: 1 } });
  });

  it('uses the given id and keeps a given CreatedAt; FireId and collection are not stored', async () => {
    const data = { Name: 'B', CreatedAt: '2020-01-01T00:00:00.000Z', FireId: 'x', collection: 'y' };
    const outcome = await kit.run('document.create', { collection: 'other', docId: 'mine', data });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId: 'mine' } });
    expect(kit.docs('other')).toEqual({ mine: { Name: 'B', CreatedAt: '2020-01-01T00:00:00.000Z' } });
  });

  it('a journal keeps its project JournalsCount exact', async () => {
    await kit.put('proyectos', { p1: { Name: 'P', JournalsCount: 7 } });
    await kit.put('diarios', { d0: { ProjectId: 'p1' }, dx: { ProjectId: 'p2' } });
    await kit.run('document.create', { collection: 'diarios', data: { ProjectId: 'p1', Name: 'Visita' } });
    expect(kit.docs('proyectos').p1).toEqual({ Name: 'P', JournalsCount: 2 });
  });

  it('a journal of a missing project creates no project', async () => {
    await kit.run('document.create', { collection: 'diarios', data: { ProjectId: 'nope' } });
    expect(kit.docs('proyectos')).toEqual({});
  });

  it('an owner creates an incidencia that includes them', async () => {
    const outcome = await kit.run(
      'document.create',
      { collection: 'incidencias', data: { owners: ['c-client'] } },
      actors.client,
    );
    expect(outcome.status).toBe('applied');
  });
});

describe('document.create rejections change nothing but the rejected record', () => {
  type Row = [string, unknown, Actor, string];
  it.each<Row>([
    [
      'an id already taken',
      { collection: 'proyectos', docId: 'p1', data: {} },
      actors.admin,
      'error_creating_document',
    ],
    ['no collection', { data: {} }, actors.admin, 'invalid_change'],
    ['a collection with "/"', { collection: 'a/b', data: {} }, actors.admin, 'invalid_change'],
    ['data that is a list', { collection: 'proyectos', data: [1] }, actors.admin, 'invalid_change'],
    ['no payload', undefined, actors.admin, 'invalid_change'],
    ['an id with "/"', { collection: 'proyectos', docId: 'a/b', data: {} }, actors.admin, 'invalid_change'],
    ['the id ".."', { collection: 'proyectos', docId: '..', data: {} }, actors.admin, 'invalid_change'],
    [
      'an undefined value',
      { collection: 'proyectos', data: { a: { b: undefined } } },
      actors.admin,
      'value_undefined',
    ],
    ['into logs', { collection: 'logs', data: {} }, actors.admin, 'forbidden'],
    ['into commands', { collection: 'commands', data: {} }, actors.admin, 'forbidden'],
    ['into meta', { collection: 'meta', docId: 'counters', data: {} }, actors.admin, 'forbidden'],
    ['widgets below 100', { collection: 'widgets', data: {} }, actors.manager, 'forbidden'],
    ['an unknown collection below 100', { collection: 'other', data: {} }, actors.manager, 'forbidden'],
    [
      'straight into a Deleted copy',
      { collection: 'proyectosDeleted', data: {} },
      actors.manager,
      'forbidden',
    ],
    [
      'an incidencia not owned',
      { collection: 'incidencias', data: { owners: ['c-x'] } },
      actors.client,
      'forbidden',
    ],
    ['an incidencia without owners', { collection: 'incidencias', data: {} }, actors.client, 'forbidden'],
    [
      'a seguimiento of an incidencia not owned',
      { collection: 'seguimientos', data: { ProjectId: 'i1' } },
      actors.client,
      'forbidden',
    ],
  ])('%s -> %s', async (_case, payload, actor, code) => {
    await kit.put('proyectos', { p1: { Name: 'P' } });
    await kit.put('incidencias', { i1: { owners: ['c-x'] } });
    const { outcome, record, othersUnchanged } = await kit.runRejected('document.create', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(record).toMatchObject({ status: 'rejected', error: code, actor });
    expect(record).not.toHaveProperty('seq');
    expect(othersUnchanged).toBe(true);
  });

  it('a seguimiento of an owned incidencia is allowed', async () => {
    await kit.put('incidencias', { i1: { owners: ['c-client'] } });
    const outcome = await kit.run(
      'document.create',
      { collection: 'seguimientos', data: { ProjectId: 'i1' } },
      actors.client,
    );
    expect(outcome.status).toBe('applied');
    expect(kit.docs('incidencias').i1).toEqual({ owners: ['c-client'], JournalsCount: 1 });
  });
});
