import { describe, expect, it } from 'vitest';
import { commandSender as serverSender } from '../../platform/commands/sendCommand';
import { allCommands } from '../replay/allCommands';
import {
  admin,
  app,
  begin,
  collection,
  demo,
  docs,
  importAll,
  newImportId,
  record,
  upload,
  useImportApp,
} from './importHttpKit';
import { workbookBytes } from './importTestKit';
import { type ImportJobPayload, importJobKind, runImport } from './runImport';

/**
 * Issue 16: a failed all-or-nothing import is taken back — the documents its key column merged
 * into restored field by field, a later change by someone else kept and reported.
 */
useImportApp();

describe('taking back an all-or-nothing import that merged rows by its key column', () => {
  it('restores each merged document as it was, but leaves a field someone changed since and reports it', async () => {
    // Three documents before the import.
    await importAll(
      await workbookBytes([
        ['Nombre', 'Código', 'Importe'],
        ['Uno', 'K-1', 10],
        ['Dos', 'K-2', 20],
        ['Tres', 'K-3', 30],
      ]),
      ['Name', 'Codigo', 'Importe'],
    );
    const byCode = async (code: string) => (await docs()).find((d) => d.Codigo === code);
    const k1 = await byCode('K-1');
    const k2 = await byCode('K-2');
    expect(k2).not.toHaveProperty('Inicio');
    const count = 1_500;
    const csv = Buffer.from(
      [
        'Nombre;Código;Importe;Fecha de inicio',
        'Uno nuevo;K-1;11;',
        'Dos nuevo;K-2;21;2026-03-01',
        'Tres;K-3;31;',
        ...Array.from({ length: count - 3 }, (_, i) => `Nueva ${i};KN-${i};${i};`),
      ].join('\n'),
    );
    const importId = newImportId();
    await upload(importId, csv);
    const before = (await docs()).length;
    await begin(importId);
    const rec = await record(importId);
    const payload: ImportJobPayload = {
      importId,
      path: `imports/${rec?.user}/${importId}`,
      collection,
      mapping: ['Name', 'Codigo', 'Importe', 'Inicio'],
      keyField: 'Codigo',
      actor: { uid: String(rec?.user), contactId: null, lvl: 100 },
    };
    const real = serverSender(app.deps, allCommands);
    const refusing: typeof real = async (tenant, envelope, actor) => {
      if (envelope.id !== `imp-${importId}-b1`) return real(tenant, envelope, actor);
      // After the first batch and before the refusal, someone changes K-1's amount.
      const res = await app.request(demo, '/api/commands', {
        method: 'POST',
        json: {
          id: `later-${importId}`,
          type: 'document.merge',
          payload: { collection, docId: k1?.FireId, data: { Importe: 99 } },
        },
        headers: { cookie: admin },
      });
      expect(await res.json()).toMatchObject({ status: 'applied' });
      return { id: envelope.id, status: 'rejected', error: 'forbidden', message: 'no' };
    };
    await runImport(app.deps, refusing, {
      id: 'manual',
      tenant: 'demo',
      kind: importJobKind,
      payload,
      attempt: 1,
    });

    const done = await record(importId);
    expect(done).toMatchObject({
      state: 'failed',
      error: 'forbidden',
      created: 0,
      updated: 1,
      revert: {
        // Batch 0 (1,000 rows): 3 merged, 997 created.
        removed: 997,
        restored: 2,
        kept: 1,
        keptDocs: [{ line: 2, doc: k1?.FireId, fields: ['Importe'], reason: 'changed_since' }],
      },
    });
    expect((await docs()).length).toBe(before);
    // K-1: the name back, the later amount kept; K-2: name and amount back, the added date removed.
    expect(await byCode('K-1')).toMatchObject({ Name: 'Uno', Importe: 99 });
    const k2After = await byCode('K-2');
    expect(k2After).toMatchObject({ Name: 'Dos', Importe: 20 });
    expect(k2After).not.toHaveProperty('Inicio');
    expect(await byCode('K-3')).toMatchObject({ Name: 'Tres', Importe: 30 });
    // Logged as the import's starter: the restored values, and the field removed.
    const logs = await app.deps.store.query('demo', {
      collection: 'logs',
      where: [['command', '==', `imp-${importId}-v0-p0`]],
      limit: 10,
    });
    expect(logs.find((l) => l.document === k2?.FireId)).toMatchObject({
      action: 'modification',
      user: rec?.user,
      modification: { Name: 'Dos', Importe: 20 },
      removed: ['Inicio'],
    });
    expect(logs.find((l) => l.document === k1?.FireId)).toMatchObject({ modification: { Name: 'Uno' } });
    const k3 = await byCode('K-3');
    expect(logs.some((l) => l.document === k3?.FireId)).toBe(true);
  }, 240_000);
});
