import { describe, expect, it } from 'vitest';
import { replayCommands } from '../../platform/commands/replayCommands';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { actors, commandKit, testCompany } from '../documents/testing/commandKit';
import { allCommands } from '../replay/allCommands';
import { readCompanySecret } from './companySecrets';
import { sealSecret, secretContext } from './secretBox';
import { companySecretsKey, secretsKeyPath } from './secretsKey';

const filter = { filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Abierto' }] };

describe('replaying the company commands', () => {
  it('rebuilds the same company document, colours, collections, Deleted copies, secrets and logs', async () => {
    const kit = await commandKit();
    try {
      await kit.put('colors', { theme: { primary: '#000000' } });
      const key = await companySecretsKey(kit.store);
      const token = 'replayed-drop-token-1234';
      const steps: [string, unknown][] = [
        ['company.update', { Name: 'Replayed', languages: ['es', 'en'], chatViewLvl: 10 }],
        ['company.colors.set', { colors: { primary: '#abc', onPrimary: '#ffffff' } }],
        [
          'collection.define',
          { key: 'Obras Año', name: 'Obras', secondaryCollection: 'partes', mainQuery: filter },
        ],
        ['document.create', { collection: 'obrasano', docId: 'o1', data: { Name: 'Obra' } }],
        ['document.create', { collection: 'partes', docId: 'j1', data: { ProjectId: 'o1' } }],
        [
          'collection.update',
          { key: 'obrasano', changes: { lvlEdit: 50, mainFilter: filter, mainQuery: null } },
        ],
        ['document.create', { collection: 'proyectos', docId: 'p1', data: { Name: 'P' } }],
        ['collection.remove', { key: 'obrasano', documents: 'toDeleted' }],
        ['collection.remove', { key: 'proyectos', documents: 'keep' }],
        [
          'company.secrets.set',
          {
            secrets: {
              DropToken: { sealed: sealSecret(key, secretContext('t1', 'DropToken'), token), last4: '1234' },
            },
          },
        ],
        ['company.secrets.set', { secrets: { DropK: null } }],
      ];
      for (const [type, payload] of steps)
        expect(await kit.run(type, payload, actors.admin), type).toMatchObject({ status: 'applied' });
      expect(await readCompanySecret(kit.store, 't1', 'DropToken')).toBe(token);

      const into = new SqliteStore(openDatabase(':memory:'));
      await into.transaction('t1', (tx) => tx.setCompany(testCompany));
      expect(await replayCommands(kit.store, 't1', into, allCommands)).toBe(steps.length);
      expect(await into.getCompany('t1')).toEqual(await kit.store.getCompany('t1'));
      const rowsOf = async (store: SqliteStore | typeof kit.store) => {
        const out: Record<string, unknown> = {};
        for (const collection of [
          'colors',
          '~secrets',
          'obrasano',
          'partes',
          'obrasanoDeleted',
          'partesDeleted',
          'proyectos',
          'logs',
          'commands',
          'meta',
        ]) {
          out[collection] = await store.query('t1', { collection, where: [], limit: 1000 });
        }
        return out;
      };
      const original = await rowsOf(kit.store);
      expect(original['~secrets']).toHaveLength(1);
      expect(original.obrasanoDeleted).toHaveLength(1);
      expect(original.partesDeleted).toHaveLength(1);
      expect(original.proyectos).toHaveLength(1);
      expect(await rowsOf(into)).toEqual(original);
      // The sealed secret opens on the rebuilt store once it holds the deployment's key too.
      const keyDoc = await kit.store.get(secretsKeyPath.tenant, secretsKeyPath.collection, secretsKeyPath.id);
      await into.transaction(secretsKeyPath.tenant, (tx) =>
        tx.set(secretsKeyPath.collection, secretsKeyPath.id, { key: keyDoc?.key }),
      );
      expect(await readCompanySecret(into, 't1', 'DropToken')).toBe(token);
      await into.close();
    } finally {
      await kit.close();
    }
  });
});
