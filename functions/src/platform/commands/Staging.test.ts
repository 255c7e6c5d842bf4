import { describe, expect, it } from 'vitest';
import type { StoredDoc, StoreTransaction } from '../store/Store';
import { Staging } from './Staging';

/** A transaction whose store holds `stored`, recording every document it is asked for. */
function recordingTx(stored: Record<string, StoredDoc>) {
  const reads: string[] = [];
  const tx = {
    get: async (collection: string, id: string) => {
      reads.push(`${collection}/${id}`);
      return stored[`${collection}/${id}`] ?? null;
    },
  } as unknown as StoreTransaction;
  return { tx, reads };
}

describe('Staging', () => {
  it('judges a write under an id its command minted as a creation without reading the store', async () => {
    const { tx, reads } = recordingTx({});
    const staging = new Staging(tx);
    staging.mint('fresh');
    staging.set('proyectos', 'fresh', { Name: 'A' });
    expect(await staging.transitions()).toEqual([
      {
        write: { kind: 'set', collection: 'proyectos', id: 'fresh', data: { Name: 'A' } },
        before: null,
        after: { Name: 'A' },
      },
    ]);
    expect(reads).toEqual([]);
  });

  it('reads once, and only, the documents under ids it did not mint', async () => {
    const old = { FireId: 'old', collection: 'proyectos', Name: 'Old' } as StoredDoc;
    const { tx, reads } = recordingTx({ 'proyectos/old': old });
    const staging = new Staging(tx);
    staging.mint('fresh');
    staging.merge('proyectos', 'old', { Name: 'New' });
    staging.set('proyectos', 'fresh', { Name: 'A' });
    const [merge, set] = await staging.transitions();
    expect(merge?.before).toEqual(old);
    expect(merge?.after).toMatchObject({ Name: 'New' });
    expect(set?.before).toBeNull();
    await staging.final('proyectos', 'old');
    expect(reads).toEqual(['proyectos/old']);
  });
});
