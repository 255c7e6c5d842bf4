import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompositeIndex } from '@colmena/shared/query';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/AppError';
import {
  createIndexRegistry,
  type IndexPersistence,
  loadIndexesFile,
  type PersistedIndex,
} from './indexRegistry';

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
  const other = { ...byOwner, collectionGroup: 'other' };

  it('adds a company’s new declarations once, tells listeners, and persists them', async () => {
    const saved: [string, CompositeIndex][] = [];
    const persistence: IndexPersistence = {
      load: () => [],
      save: (tenant, index) => {
        saved.push([tenant, index]);
      },
    };
    const registry = createIndexRegistry({ persistence });
    const heard: string[] = [];
    const stop = registry.onAdd((index) => heard.push(index.collectionGroup));

    await registry.add('a', byOwner);
    await registry.add('a', {
      ...byOwner,
      queryScope: 'COLLECTION',
      fields: byOwner.fields.map((f) => ({ ...f })),
    });
    expect(registry.declared('a')).toHaveLength(1);
    expect(heard).toEqual(['incidencias']);
    expect(saved.map(([tenant]) => tenant)).toEqual(['a']);

    stop();
    await registry.add('a', other);
    expect(heard).toEqual(['incidencias']);
    expect(registry.declared('a')).toHaveLength(2);
  });

  it('serves, lists and persists a declaration for its company only', async () => {
    const saved: string[] = [];
    const registry = createIndexRegistry({
      persistence: {
        load: () => [],
        save: (tenant) => {
          saved.push(tenant);
        },
      },
    });
    const heard: string[] = [];
    registry.onAdd((index) => heard.push(index.collectionGroup));
    await registry.add('a', byOwner);
    expect(registry.declared('b')).toEqual([]);
    expect(registry.ownedBy('b')).toEqual([]);
    // The same index declared by b: b's own (and b's count), built once (one listener call).
    await registry.add('b', byOwner);
    expect(registry.declared('b')).toHaveLength(1);
    expect(registry.ownedBy('a')).toHaveLength(1);
    expect(registry.all()).toHaveLength(1);
    expect(heard).toEqual(['incidencias']);
    expect(saved).toEqual(['a', 'b']);
  });

  it('starts from the file, the initial list and what was persisted, without duplicates', () => {
    const path = file(JSON.stringify({ indexes: [byOwner] }));
    const mine = { ...byOwner, collectionGroup: 'mine' };
    const registry = createIndexRegistry({
      file: path,
      initial: [byOwner],
      persistence: {
        load: () => [
          { tenant: null, index: other },
          { tenant: 'a', index: mine },
        ],
        save: () => undefined,
      },
    });
    // Kept before declarations were per company: the deployment's, as they were.
    expect(registry.shared().map((index) => index.collectionGroup)).toEqual(['incidencias', 'other']);
    expect(registry.declared('a').map((index) => index.collectionGroup)).toEqual([
      'incidencias',
      'other',
      'mine',
    ]);
    expect(registry.declared('b').map((index) => index.collectionGroup)).toEqual(['incidencias', 'other']);
    expect(registry.all()).toHaveLength(3);
  });

  it('needs no declaration of what the deployment declares', async () => {
    const registry = createIndexRegistry({ initial: [byOwner] });
    await registry.add('a', byOwner);
    expect(registry.ownedBy('a')).toEqual([]);
  });

  it('refuses a company’s declaration beyond its cap, and only that company’s', async () => {
    const registry = createIndexRegistry({ maxPerTenant: 2 });
    const nth = (n: number): CompositeIndex => ({ collectionGroup: `c${n}`, fields: [{ fieldPath: 'x' }] });
    await registry.add('a', nth(1));
    await registry.add('a', nth(2));
    await expect(registry.add('a', nth(3))).rejects.toMatchObject({ code: 'index_limit_reached' });
    // A repeat of one it has is no new declaration.
    await expect(registry.add('a', nth(2))).resolves.toBeUndefined();
    await expect(registry.add('b', nth(3))).resolves.toBeUndefined();
    expect(registry.ownedBy('a')).toHaveLength(2);
  });

  it('serves what a shared persistence hands over later, and keeps out what it refuses', async () => {
    let deliver: (declared: PersistedIndex) => void = () => undefined;
    const nth = (n: number): CompositeIndex => ({ collectionGroup: `c${n}`, fields: [{ fieldPath: 'x' }] });
    const registry = createIndexRegistry({
      persistence: {
        load: () => [],
        // As if another instance had filled the company's quota already.
        save: async () => {
          throw new AppError('index_limit_reached');
        },
        watch: (listener) => {
          deliver = listener;
        },
      },
    });
    const heard: string[] = [];
    registry.onAdd((index) => heard.push(index.collectionGroup));
    deliver({ tenant: 'a', index: nth(1) });
    deliver({ tenant: 'a', index: nth(1) });
    expect(registry.declared('a').map((index) => index.collectionGroup)).toEqual(['c1']);
    expect(heard).toEqual(['c1']);
    await expect(registry.add('a', nth(2))).rejects.toMatchObject({ code: 'index_limit_reached' });
    expect(registry.ownedBy('a')).toHaveLength(1);
  });

  it('refuses an invalid declaration', async () => {
    await expect(createIndexRegistry().add('a', { collectionGroup: 'x', fields: [] })).rejects.toThrow();
  });
});
