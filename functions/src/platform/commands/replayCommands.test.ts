import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  actors,
  type CommandKit,
  commandKit,
  type StoredRow,
} from '../../features/documents/testing/commandKit';

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

  it('refuses to replay into a store that already holds the commands', async () => {
    const { replayCommands } = await import('./replayCommands');
    await kit.run('document.create', { collection: 'proyectos', data: {} });
    await expect(replayCommands(kit.store, 't1', kit.store, kit.deps.registry)).rejects.toThrow(/already/);
  });
});
