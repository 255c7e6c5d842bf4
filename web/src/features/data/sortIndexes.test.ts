import {
  dataCollectionFor,
  findMissingIndex,
  firestoreIndexesFileSchema,
  restrictQuery,
  toStoreQuery,
} from '@colmena/shared/query';
import {
  type CollectionDefinition,
  collectionDefinitionSchema,
  toPublicCollection,
} from '@colmena/shared/schemas';
import { describe, expect, it } from 'vitest';
import { sortId, sortOptions } from './collections';
import { journalsQuery, mainListQuery } from './queries';

async function readRepoJson(path: string): Promise<unknown> {
  const { readFile } = await import('node:fs/promises');
  return JSON.parse(await readFile(new URL(`../../../../${path}`, import.meta.url), 'utf8'));
}

const indexes = async () =>
  firestoreIndexesFileSchema.parse(await readRepoJson('firestore.indexes.json')).indexes;

const demoCollections = async (): Promise<CollectionDefinition[]> => {
  const company = (await readRepoJson('emulator-data/tenants/demo/company.json')) as {
    collectionsArray: unknown[];
  };
  return company.collectionsArray.map((def) => collectionDefinitionSchema.parse(def));
};

/**
 * Every sort the list offers must run for every caller, including a client below lvlView whose
 * query the server narrows with the owner filter (array-contains + order = a composite index).
 * Missing one shows "This query requires an index!!!" on choosing that sort.
 */
describe('the demo declares an index for every list sort', () => {
  it.each([
    ['a client (owner filter)', 0, 'c-client'],
    ['a manager', 50, 'c-manager'],
    ['an admin', 100, 'c-admin'],
  ])('%s', async (_who, lvl, contactId) => {
    const declared = await indexes();
    const missing: string[] = [];
    for (const def of await demoCollections()) {
      expect([def.mainQuery, def.mainFilter, def.secondaryQuery]).toEqual([undefined, undefined, undefined]);
      const collection = toPublicCollection(def);
      const reads = sortOptions(collection).map(
        (sort) => [sortId(sort), mainListQuery(collection, sort)] as const,
      );
      const journals = journalsQuery(collection, 'p-1');
      if (journals) reads.push(['journals', journals]);
      for (const [name, read] of reads) {
        // Journals below lvlView are read through an owned project, without the owner filter.
        // The lists read through the "data" alias: the server resolves it to the collection
        // (the demo stores no filters, so that is all it adds).
        const collection = dataCollectionFor(def, read.place);
        if (!collection) continue;
        const query = { ...toStoreQuery(read), collection };
        const restricted =
          name === 'journals' ? { ok: true as const, query } : restrictQuery(query, def, lvl, contactId);
        if (!restricted.ok) continue; // not visible to this caller at all
        if (findMissingIndex(restricted.query, declared)) missing.push(`${def.key} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
