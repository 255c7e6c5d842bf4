import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('proyectos', { p1: { Name: 'P', JournalsCount: 1 }, p2: { Name: 'Q', JournalsCount: 0 } });
  await kit.put('diarios', { d1: { ProjectId: 'p1' } });
  await kit.put('incidencias', { mine: { owners: ['c-client'] } });
});
afterEach(() => kit.close());

describe('document.move', () => {
  it('copies to the target with movedBy, removes the original, logs the target', async () => {
    const outcome = await kit.run('document.move', {
      collection: 'proyectos',
      docId: 'p2',
      to: 'incidencias',
    });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId: 'p2', collection: 'incidencias' } });
    expect(kit.docs('proyectos').p2).toBeUndefined();
    expect(kit.docs('incidencias').p2).toEqual({ Name: 'Q', JournalsCount: 0, movedBy: 'u-admin' });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'move to another colection',
      document: 'p2',
      collection: 'proyectos',
      modification: { to: 'incidencias' },
    });
  });

  it('moving a journal out of a project updates its JournalsCount', async () => {
    await kit.run(
      'document.move',
      { collection: 'diarios', docId: 'd1', to: 'diariosDeleted' },
      actors.employee,
    );
    expect(kit.docs('proyectos').p1).toEqual({ Name: 'P', JournalsCount: 0 });
    expect(kit.docs('diariosDeleted').d1).toEqual({ ProjectId: 'p1', movedBy: 'u-employee' });
  });

  it('moving a journal in recounts the receiving project', async () => {
    await kit.put('otros', { x: { ProjectId: 'p2' } });
    await kit.run('document.move', { collection: 'otros', docId: 'x', to: 'diarios' });
    expect(kit.docs('proyectos').p2).toEqual({ Name: 'Q', JournalsCount: 1 });
  });

  it('into a collection that declares fields, a value that does not fit refuses the move', async () => {
    const estado = {
      key: 'Estado',
      label: { es: 'Estado', en: 'Status' },
      type: 'choice',
      options: ['Abierta', 'Cerrada'],
    };
    const descripcion = {
      key: 'Descripcion',
      label: { es: 'Descripción', en: 'Description' },
      type: 'longText',
      required: true,
    };
    await kit.run('collection.update', { key: 'incidencias', changes: { fields: [estado, descripcion] } });
    await kit.put('proyectos', {
      p3: { Name: 'R', Estado: 'Presupuesto' },
      p4: { Name: 'S', Estado: 'Abierta' },
    });
    const { outcome, othersUnchanged } = await kit.runRejected('document.move', {
      collection: 'proyectos',
      docId: 'p3',
      to: 'incidencias',
    });
    expect(outcome).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
      params: { field: 'Estado', problem: 'not_option' },
    });
    expect(othersUnchanged).toBe(true);
    // A value that fits moves; the required field it lacks is asked at its next edit.
    expect(
      await kit.run('document.move', { collection: 'proyectos', docId: 'p4', to: 'incidencias' }),
    ).toMatchObject({ status: 'applied' });
    // Its Deleted copy takes any document as it was.
    expect(
      await kit.run('document.move', { collection: 'proyectos', docId: 'p3', to: 'proyectosDeleted' }),
    ).toMatchObject({ status: 'applied' });
  });

  it.each<[string, unknown, Actor, string]>([
    [
      'a missing document',
      { collection: 'proyectos', docId: 'nope', to: 'x' },
      actors.admin,
      'error_saving_change',
    ],
    [
      'onto an existing document',
      { collection: 'proyectos', docId: 'p1', to: 'proyectos2' },
      actors.admin,
      'error_saving_change',
    ],
    [
      'onto itself',
      { collection: 'proyectos', docId: 'p1', to: 'proyectos' },
      actors.admin,
      'invalid_change',
    ],
    ['no target', { collection: 'proyectos', docId: 'p1' }, actors.admin, 'invalid_change'],
    [
      'to an unknown collection below 100',
      { collection: 'proyectos', docId: 'p1', to: 'x' },
      actors.manager,
      'forbidden',
    ],
    [
      "to another collection's Deleted copy",
      { collection: 'proyectos', docId: 'p1', to: 'diariosDeleted' },
      actors.manager,
      'forbidden',
    ],
    [
      'giving an incidencia away to an open collection',
      { collection: 'incidencias', docId: 'mine', to: 'logs' },
      actors.client,
      'forbidden',
    ],
  ])('%s -> %s, nothing else written', async (_case, payload, actor, code) => {
    await kit.put('proyectos2', { p1: {} });
    const { outcome, othersUnchanged } = await kit.runRejected('document.move', payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: code });
    expect(othersUnchanged).toBe(true);
  });
});
