import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CommandKit, commandKit } from '../documents/testing/commandKit';

/**
 * The import's commands on THE runner (no HTTP, no job): what one batch writes, what it refuses,
 * and that replaying the tenant's command log rebuilds the very same documents.
 */
let kit: CommandKit;
const collection = 'clientes';
const importId = 'imp000001test';

beforeEach(async () => {
  kit = await commandKit();
  const defined = await kit.run('collection.define', {
    key: collection,
    name: 'Clientes',
    fields: [
      { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
      { key: 'Codigo', label: { es: 'Código', en: 'Code' }, type: 'shortText' },
      { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 },
    ],
  });
  expect(defined).toMatchObject({ status: 'applied' });
  await kit.run('import.begin', { importId, collection, fileName: 'clientes.xlsx' });
});
afterEach(() => kit.close());

const apply = (batch: number, rows: unknown[], extra: Record<string, unknown> = {}) => ({
  importId,
  collection,
  batch,
  rows,
  skips: [],
  total: 4,
  last: false,
  ...extra,
});

describe('import.apply', () => {
  it('writes the fitting rows of a batch in one command, skips the others with their reasons, and a replay rebuilds the same', async () => {
    const existing = await kit.run('document.create', {
      collection,
      data: { Name: 'Ana', Codigo: 'C-1', Importe: 10 },
    });
    if (existing.status !== 'applied') throw new Error(existing.message);
    const existingId = String(existing.result.docId);
    const outcome = await kit.run(
      'import.apply',
      apply(
        0,
        [
          { line: 2, data: { Name: 'Luis', Codigo: 'C-2', Importe: 5 } },
          { line: 3, data: { Codigo: 'C-3' } },
          { line: 4, data: { Name: 'Eva', Importe: -1 } },
          { line: 5, data: { Importe: 20 }, docId: existingId },
        ],
        { last: true },
      ),
    );
    expect(outcome).toMatchObject({ status: 'applied', result: { skipped: 2 } });
    const docs = Object.values(kit.docs(collection));
    expect(docs.map((doc) => [doc.Name, doc.Importe]).sort()).toEqual([
      ['Ana', 20],
      ['Luis', 5],
    ]);
    const record = kit.docs('imports')[importId];
    expect(record).toMatchObject({ state: 'done', created: 1, updated: 1, skipped: 2 });
    expect(record?.skips).toEqual([
      { line: 3, field: 'Name', code: 'required' },
      expect.objectContaining({ line: 4, field: 'Importe' }),
    ]);
    // One log entry per document written, under the batch's command.
    const logs = Object.values(kit.docs('logs')).filter((log) => log.command === outcome.id);
    expect(logs.map((log) => log.action).sort()).toEqual(['create', 'modification']);
    expect(await kit.replayed()).toEqual(kit.rows('t1').filter((row) => row.data.status !== 'rejected'));
  });

  it('keeps a merged row’s old values beside the record; import.revert puts them back, and a replay rebuilds the same', async () => {
    const existing = await kit.run('document.create', {
      collection,
      data: { Name: 'Ana', Codigo: 'C-1', Importe: 10 },
    });
    if (existing.status !== 'applied') throw new Error(existing.message);
    const existingId = String(existing.result.docId);
    const applied = await kit.run(
      'import.apply',
      apply(0, [
        { line: 2, data: { Name: 'Luis' } },
        { line: 3, data: { Name: 'Ana', Importe: 20 }, docId: existingId },
      ]),
    );
    expect(applied).toMatchObject({ status: 'applied', result: { priorParts: 1 } });
    // Only what the row changed (Name was the same), nothing else of the document.
    expect(kit.docs('imports')[`${importId}.b0.0`]).toMatchObject({
      import: importId,
      batch: 0,
      entries: [{ doc: existingId, line: 3, before: { Importe: 10 }, absent: [], after: { Importe: 20 } }],
    });
    const created = applied.status === 'applied' ? (applied.result.created as string[]) : [];
    for (const payload of [
      { importId, collection, ids: [], prior: { batch: 0, part: 0 } },
      { importId, collection, ids: created },
    ])
      expect(await kit.run('import.revert', payload)).toMatchObject({ status: 'applied' });
    expect(Object.values(kit.docs(collection)).map((doc) => [doc.Name, doc.Importe])).toEqual([['Ana', 10]]);
    expect(kit.docs('imports')[importId]).toMatchObject({
      created: 0,
      updated: 0,
      revert: { removed: 1, restored: 1, kept: 0, keptDocs: [] },
    });
    expect(await kit.replayed()).toEqual(kit.rows('t1').filter((row) => row.data.status !== 'rejected'));
  });

  it('an import past 10,000 rows (never taken back) keeps no old values', async () => {
    const existing = await kit.run('document.create', { collection, data: { Name: 'Ana', Importe: 10 } });
    if (existing.status !== 'applied') throw new Error(existing.message);
    const applied = await kit.run(
      'import.apply',
      apply(0, [{ line: 2, data: { Importe: 20 }, docId: String(existing.result.docId) }], { total: 10_001 }),
    );
    expect(applied).toMatchObject({ status: 'applied', result: { priorParts: 0 } });
    expect(Object.keys(kit.docs('imports'))).toEqual([importId]);
  });

  it('refuses a batch out of order with nothing written but its record', async () => {
    const ahead = await kit.runRejected('import.apply', apply(1, [{ line: 2, data: { Name: 'Luis' } }]));
    expect(ahead.outcome).toMatchObject({ status: 'rejected', error: 'invalid_change' });
    expect(ahead.othersUnchanged).toBe(true);
    expect(kit.docs(collection)).toEqual({});
  });

  it('applies a batch sent twice under its id once', async () => {
    const payload = apply(0, [{ line: 2, data: { Name: 'Luis' } }]);
    const first = await kit.run('import.apply', payload, undefined, { id: `imp-${importId}-b0` });
    const again = await kit.run('import.apply', payload, undefined, { id: `imp-${importId}-b0` });
    expect(again).toEqual(first);
    expect(Object.keys(kit.docs(collection))).toHaveLength(1);
    expect(kit.docs('imports')[importId]).toMatchObject({ batches: 1, created: 1 });
  });
});
