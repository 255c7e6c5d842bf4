import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  actors,
  type CommandKit,
  commandKit,
  type StoredRow,
  testCompany,
} from '../../features/documents/testing/commandKit';
import { openDatabase } from '../sqlite/openDatabase';
import { SqliteStore } from '../store/sqlite/SqliteStore';

let kit: CommandKit;
beforeEach(async () => {
  kit = await commandKit();
});
afterEach(() => kit.close());

/** What a replay must rebuild: everything but the records of rejected commands. */
const withoutRejected = (rows: StoredRow[]) =>
  rows.filter((row) => !(row.collection === 'commands' && row.data.status === 'rejected'));

describe('replayCommands', () => {
  it('rebuilds the same documents, logs, counters and records, generated ids and times included', async () => {
    await kit.run('document.create', { collection: 'proyectos', data: { Name: 'P' } });
    kit.clock.advance(1000);
    await kit.run(
      'document.create',
      { collection: 'diarios', data: { ProjectId: 'new-1' } },
      actors.employee,
    );
    await kit.run('document.merge', { collection: 'proyectos', docId: 'new-1', data: { Estado: 'Obra' } });
    await kit.run('document.delete', { collection: 'proyectos', docId: 'nope' });
    await kit.run('document.move', { collection: 'diarios', docId: 'new-2', to: 'diariosDeleted' });
    await kit.run('project.deleteData', { collKey: 'proyectos', projectId: 'new-1' });
    const original = withoutRejected(kit.rows('t1'));
    expect(original.filter((r) => r.collection === 'commands')).toHaveLength(5);
    expect(await kit.replayed()).toEqual(original);
  });

  it('replays the agenda commands recorded beside the document commands (a real tenant log)', async () => {
    const created = await kit.run('contact.create', { uid: 'u-new', Name: 'Ana', email: 'ana@x.test' });
    expect(created).toMatchObject({ status: 'applied', result: { contactId: 'new-1', uid: 'u-new' } });
    kit.clock.advance(1000);
    await kit.run('document.create', { collection: 'proyectos', data: { Name: 'P', owners: ['new-1'] } });
    await kit.run('contact.update', { contactId: 'new-1', Surname: 'Ruiz' });
    await kit.run('contact.update', { contactId: 'missing', Surname: 'x' });
    const original = withoutRejected(kit.rows('t1'));
    expect(original.filter((r) => r.collection === 'commands').map((r) => r.data.type)).toEqual([
      'contact.create',
      'document.create',
      'contact.update',
    ]);
    expect(kit.docs('agenda')['new-1']).toMatchObject({ Name: 'Ana', Surname: 'Ruiz', LoginID: 'u-new' });
    expect(await kit.replayed()).toEqual(original);
  });

  it('stops, naming the command, when the registry does not know a recorded type', async () => {
    const { replayCommands } = await import('./replayCommands');
    const { documentCommands } = await import('../../features/documents/documentCommands');
    const { commandRegistry } = await import('./defineCommand');
    await kit.run('contact.create', { uid: 'u-new', Name: 'Ana' });
    const into = new SqliteStore(openDatabase(':memory:'));
    await into.transaction('t1', (tx) => tx.setCompany(testCompany));
    await expect(replayCommands(kit.store, 't1', into, commandRegistry(documentCommands))).rejects.toThrow(
      /cmd-1 \(seq 1\) is a contact\.create, a type the registry does not know/,
    );
    await into.close();
  });

  it('refuses to replay into a store that already holds the commands', async () => {
    const { replayCommands } = await import('./replayCommands');
    await kit.run('document.create', { collection: 'proyectos', data: {} });
    await expect(replayCommands(kit.store, 't1', kit.store, kit.deps.registry)).rejects.toThrow(/already/);
  });
});
