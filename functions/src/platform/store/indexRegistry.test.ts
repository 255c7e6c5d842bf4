import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompositeIndex } from '@colmena/shared/query';
import { afterEach, describe, expect, it } from 'vitest';
import { createIndexRegistry, type IndexPersistence, loadIndexesFile } from './indexRegistry';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function file(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'colmena-indexes-'));
  dirs.push(dir);
  const path = join(dir, 'firestore.indexes.json');
  writeFileSync(path, content);
  return path;
}

const byOwner: CompositeIndex = {
  collectionGroup: 'incidencias',
  fields: [
    { fieldPath: 'owners', arrayConfig: 'CONTAINS' },
    { fieldPath: 'Name', order: 'ASCENDING' },
  ],
};

describe('loadIndexesFile', () => {
  it('reads the indexes of a firestore.indexes.json, dropping keys that play no part', () => {
    const path = file(
      JSON.stringify({ indexes: [{ ...byOwner, queryScope: 'COLLECTION', density: 'SPARSE_ALL' }] }),
    );
    expect(loadIndexesFile(path)).toEqual([{ ...byOwner, queryScope: 'COLLECTION' }]);
  });

  it('declares nothing without a file and refuses an invalid one', () => {
    expect(loadIndexesFile(join(tmpdir(), 'no-such-dir', 'x.json'))).toEqual([]);
    expect(() => loadIndexesFile(file('{"indexes": [{"fields": []}]}'))).toThrow();
    expect(() => loadIndexesFile(file('not json'))).toThrow();
  });

  it("reads the repository's own file", () => {
    const declared = loadIndexesFile(join(import.meta.dirname, '../../../../firestore.indexes.json'));
    expect(declared.map((index) => index.collectionGroup)).toContain('incidencias');
  });
});

describe('createIndexRegistry', () => {
  it('adds new declarations once, tells listeners, and persists them', async () => {
    const saved: CompositeIndex[] = [];
    const persistence: IndexPersistence = { load: () => [], save: (index) => saved.push(index) };
    const registry = createIndexRegistry({ persistence });
    const heard: string[] = [];
    const stop = registry.onAdd((index) => heard.push(index.collectionGroup));

    await registry.add(byOwner);
    await registry.add({
      ...byOwner,
      queryScope: 'COLLECTION',
      fields: byOwner.fields.map((f) => ({ ...f })),
    });
    expect(registry.declared()).toHaveLength(1);
    expect(heard).toEqual(['incidencias']);
    expect(saved).toHaveLength(1);

    stop();
    await registry.add({ ...byOwner, collectionGroup: 'other' });
    expect(heard).toEqual(['incidencias']);
    expect(registry.declared()).toHaveLength(2);
  });

  it('starts from the file, the initial list and what was persisted, without duplicates', () => {
    const path = file(JSON.stringify({ indexes: [byOwner] }));
    const other = { ...byOwner, collectionGroup: 'other' };
    const registry = createIndexRegistry({
      file: path,
      initial: [byOwner],
      persistence: { load: () => [other], save: () => undefined },
    });
    expect(registry.declared().map((index) => index.collectionGroup)).toEqual(['incidencias', 'other']);
  });

  it('refuses an invalid declaration', async () => {
    await expect(createIndexRegistry().add({ collectionGroup: 'x', fields: [] })).rejects.toThrow();
  });
});
