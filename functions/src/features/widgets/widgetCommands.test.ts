import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from '../documents/testing/commandKit';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
  await kit.put('widgets', { w1: { place: 'company', type: 'qr', title: 'QR', width: 1, height: 1 } });
});
afterEach(() => kit.close());

const table = {
  place: 'project',
  type: 'table',
  title: 'Diarios',
  keyOfCollection: 'proyectos',
  querysArray: [
    { collection: 'diarios', filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }] },
  ],
  settings: { columns: [{ field: 'Name', label: 'Nombre' }] },
};

describe('widget.create', () => {
  it('stores the widget as checked (kind defaults written out) and logs it', async () => {
    const outcome = await kit.run('widget.create', { docId: 'w-new', widget: table });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId: 'w-new' } });
    expect(kit.docs('widgets')['w-new']).toEqual({
      ...table,
      width: 1,
      height: 1,
      settings: { columns: [{ field: 'Name', label: 'Nombre' }], entry: 0, csv: true },
    });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'create',
      collection: 'widgets',
      document: 'w-new',
      user: 'u-admin',
    });
  });

  it('takes a new id when none is given, and ignores FireId and collection in the body', async () => {
    const outcome = await kit.run('widget.create', { widget: { ...table, FireId: 'x', collection: 'y' } });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId: 'new-1' } });
    expect(kit.docs('widgets')['new-1']).not.toHaveProperty('FireId');
    expect(kit.docs('widgets')['new-1']).not.toHaveProperty('collection');
  });

  it('refuses an id already taken', async () => {
    const { outcome, othersUnchanged } = await kit.runRejected('widget.create', {
      docId: 'w1',
      widget: table,
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'error_creating_document' });
    expect(othersUnchanged).toBe(true);
  });
});

describe('widget.update', () => {
  it('replaces the widget and logs a replacement', async () => {
    const outcome = await kit.run('widget.update', {
      docId: 'w1',
      widget: { place: 'company', type: 'qr', settings: { source: 'text', text: 'Hola' } },
    });
    expect(outcome.status).toBe('applied');
    expect(kit.docs('widgets').w1).toEqual({
      place: 'company',
      type: 'qr',
      width: 1,
      height: 1,
      settings: { source: 'text', text: 'Hola' },
    });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({ action: 'replacement', document: 'w1' });
  });

  it('refuses a widget that does not exist', async () => {
    const { outcome, othersUnchanged } = await kit.runRejected('widget.update', {
      docId: 'nope',
      widget: table,
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'error_saving_change' });
    expect(othersUnchanged).toBe(true);
  });
});

describe('widget.delete', () => {
  it('moves the widget to widgetsDeleted with deletedBy, and logs it', async () => {
    expect((await kit.run('widget.delete', { docId: 'w1' })).status).toBe('applied');
    expect(kit.docs('widgets')).toEqual({});
    expect(kit.docs('widgetsDeleted').w1).toEqual({
      place: 'company',
      type: 'qr',
      title: 'QR',
      width: 1,
      height: 1,
      deletedBy: 'u-admin',
    });
    expect(kit.docs('logs')['cmd-1']).toMatchObject({
      action: 'delete',
      collection: 'widgets',
      document: 'w1',
    });
  });

  it('refuses a widget that does not exist', async () => {
    const { outcome } = await kit.runRejected('widget.delete', { docId: 'nope' });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'deletion_error' });
  });
});

describe('who may, and what is refused', () => {
  const payloads: [string, unknown][] = [
    ['widget.create', { widget: table }],
    ['widget.update', { docId: 'w1', widget: table }],
    ['widget.delete', { docId: 'w1' }],
  ];
  const below100: [string, Actor][] = [
    ['a manager', actors.manager],
    ['a coordinator', actors.coordinator],
    ['an employee', actors.employee],
    ['a client', actors.client],
    ['level 99', { ...actors.manager, lvl: 99 }],
  ];
  it.each(
    payloads.flatMap(([type, payload]) =>
      below100.map(([who, actor]) => [type, who, payload, actor] as const),
    ),
  )('%s by %s: forbidden, nothing written', async (type, _who, payload, actor) => {
    const { outcome, othersUnchanged } = await kit.runRejected(type, payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(othersUnchanged).toBe(true);
  });

  it.each<[string, string, unknown]>([
    ['an unknown kind', 'widget.create', { widget: { ...table, type: 'spaceship' } }],
    ['settings the kind refuses', 'widget.create', { widget: { ...table, settings: { columns: 'Name' } } }],
    [
      'a QR of an empty text',
      'widget.update',
      { docId: 'w1', widget: { place: 'company', type: 'qr', settings: { source: 'text' } } },
    ],
    ['settings without a kind', 'widget.create', { widget: { place: 'company', settings: {} } }],
    ['width 9', 'widget.create', { widget: { ...table, width: 9 } }],
    ['no place', 'widget.create', { widget: { type: 'table' } }],
    ['a place of its own', 'widget.update', { docId: 'w1', widget: { ...table, place: 'home' } }],
    [
      'four filters in a query',
      'widget.create',
      {
        widget: {
          ...table,
          querysArray: [
            {
              collection: 'x',
              filters: Array(4).fill({ field: 'a', condition: '==', dataType: 'text', data: 1 }),
            },
          ],
        },
      },
    ],
    ['no widget', 'widget.create', {}],
    ['a reserved id', 'widget.delete', { docId: '__x__' }],
    ['an id with a slash', 'widget.update', { docId: 'a/b', widget: table }],
  ])('%s -> invalid_change (Invalid change!!!), nothing written', async (_case, type, payload) => {
    const { outcome, othersUnchanged } = await kit.runRejected(type, payload);
    expect(outcome).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
      message: 'Invalid change!!!',
    });
    expect(othersUnchanged).toBe(true);
  });
});

describe('replay', () => {
  it('a replay of create, update and delete rebuilds the same documents', async () => {
    await kit.run('widget.create', { docId: 'w-a', widget: table });
    await kit.run('widget.create', { widget: { place: 'public', type: 'gallery' } });
    await kit.run('widget.update', { docId: 'w-a', widget: { ...table, title: 'Otra' } });
    await kit.run('widget.delete', { docId: 'w-a' });
    const strip = (rows: Awaited<ReturnType<CommandKit['replayed']>>) =>
      rows.filter((r) => r.collection.startsWith('widgets') && r.id !== 'w1');
    const live = strip(kit.rows('t1'));
    expect(live.map((r) => `${r.collection}/${r.id}`)).toEqual(['widgets/new-1', 'widgetsDeleted/w-a']);
    expect(strip(await kit.replayed())).toEqual(live);
  });
});
