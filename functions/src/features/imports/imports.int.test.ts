import { importLimits } from '@colmena/shared/imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { commandSender as serverSender } from '../../platform/commands/sendCommand';
import type { Job } from '../../platform/jobs/Jobs';
import { allCommands } from '../replay/allCommands';
import {
  app,
  begin,
  collection,
  demo,
  docs,
  header,
  importAll,
  mapping,
  newImportId,
  record,
  runJobs,
  start,
  uidOfAdmin,
  upload,
  useImportApp,
} from './importHttpKit';
import { manyEntries, streamedWorkbookBytes, workbookBytes, zipBomb } from './importTestKit';
import { type ImportJobPayload, importJobKind, runImport } from './runImport';

/**
 * Issue 16 point 3 over HTTP on the demo tenant: upload → preview → start → the job (ticked
 * here) → the record's report; key-column updates, a second start, a resumed import beyond
 * 10,000 rows, and hostile files refused with nothing stored.
 */
useImportApp();

describe('an import of good and bad rows', () => {
  it('previews the first rows, then creates the good rows and skips the bad with their reasons', async () => {
    const before = (await docs()).length;
    const bytes = await workbookBytes([
      header,
      ['Obra norte', 'A-1', 1500.5, new Date(Date.UTC(2026, 0, 2)), 'Sí'],
      ['', 'A-2', 10, '03/01/2026', 'no'], // no name: required
      ['Obra sur', 'A-3', '1.234,5', '2026-01-04', true],
      ['Obra este', 'A-4', -3, null, null], // below min
      [],
      ['Obra oeste', 'A-5', 'mucho', null, null], // not a number
      ['=HYPERLINK("http://x","y")', 'A-6', { formula: '2+3', result: 5 }, null, null],
    ]);
    const { preview, record: done } = await importAll(bytes, mapping);
    expect(preview).toMatchObject({ headers: header, total: 6 });
    expect((preview.rows as { line: number; cells: unknown[] }[])[0]).toEqual({
      line: 2,
      cells: ['Obra norte', 'A-1', 1500.5, '2026-01-02', 'Sí'],
    });
    expect(done?.error).toBeUndefined();
    expect(done).toMatchObject({ state: 'done', total: 6, processed: 6, created: 3, updated: 0, skipped: 3 });
    expect(done?.skips).toEqual([
      { line: 3, field: 'Name', code: 'required' },
      { line: 5, field: 'Importe', code: 'below_min', min: 0 },
      { line: 7, field: 'Importe', code: 'not_number' }, // line 6 is blank
    ]);
    const stored = await docs();
    expect(stored).toHaveLength(before + 3);
    expect(stored.find((d) => d.Codigo === 'A-1')).toMatchObject({
      Name: 'Obra norte',
      Importe: 1500.5,
      Inicio: '2026-01-02',
      Hecho: true,
    });
    expect(stored.find((d) => d.Codigo === 'A-3')).toMatchObject({ Importe: 1234.5, Inicio: '2026-01-04' });
    // A formula cell gives its saved result; a text that looks like one is kept as text, never run.
    expect(stored.find((d) => d.Codigo === 'A-6')).toMatchObject({
      Name: '=HYPERLINK("http://x","y")',
      Importe: 5,
    });
  });

  it('updates the documents its key column finds and creates the rest; a second start imports nothing twice', async () => {
    const bytes = await workbookBytes([
      header,
      ['Obra norte renombrada', 'A-1', 2000, null, null],
      ['Obra nueva', 'B-1', 5, null, null],
    ]);
    const before = await docs();
    const { importId, record: done } = await importAll(bytes, mapping, 'Codigo');
    expect(done).toMatchObject({ state: 'done', created: 1, updated: 1, skipped: 0 });
    const after = await docs();
    expect(after).toHaveLength(before.length + 1);
    const a1 = after.find((d) => d.Codigo === 'A-1');
    expect(a1).toMatchObject({ Name: 'Obra norte renombrada', Importe: 2000, Inicio: '2026-01-02' });
    expect(a1?.FireId).toBe(before.find((d) => d.Codigo === 'A-1')?.FireId);

    // The same import id again: the record is done, no job, no document.
    expect((await start(importId, mapping, 'Codigo')).body).toEqual({ importId, state: 'done' });
    await runJobs();
    expect(await docs()).toHaveLength(after.length);
  });

  it('refuses a caller who may not write the collection before reading a byte', async () => {
    const client = await app.signIn(demo, 'client@demo.test');
    const res = await upload(newImportId(), await workbookBytes([header]), client);
    expect(res.status).toBe(403);
  });

  it('reads a Spanish CSV (semicolons, decimal commas)', async () => {
    const csv = Buffer.from('\uFEFFNombre;Código;Importe\r\nCSV uno;C-1;"1.234,5"\r\nCSV dos;C-2;7\r\n');
    const { record: done } = await importAll(csv, ['Name', 'Codigo', 'Importe']);
    expect(done).toMatchObject({ state: 'done', created: 2, skipped: 0 });
    expect((await docs()).find((d) => d.Codigo === 'C-1')).toMatchObject({ Importe: 1234.5 });
  });
});

describe('the rows the upload kept', () => {
  const filePath = async (importId: string) => `imports/${await uidOfAdmin()}/${importId}`;

  it('are what the job imports (the workbook is not parsed again); both files go when it ends', async () => {
    const importId = newImportId();
    const bytes = await workbookBytes([
      header,
      ['Guardada uno', 'K-1', 1, null, null],
      ['Guardada dos', 'K-2', 2, null, null],
    ]);
    expect((await upload(importId, bytes)).body).toMatchObject({ total: 2 });
    const path = await filePath(importId);
    expect(await app.deps.files.read('demo', `${path}.rows`)).not.toBeNull();
    // Were the job to read the workbook again, these bytes would fail it.
    await app.deps.files.write('demo', path, 'no longer a workbook');
    expect((await start(importId, mapping)).status).toBe(200);
    await runJobs();
    expect(await record(importId)).toMatchObject({ state: 'done', created: 2, skipped: 0 });
    expect(
      (await docs())
        .filter((d) => String(d.Codigo).startsWith('K-'))
        .map((d) => d.Name)
        .sort(),
    ).toEqual(['Guardada dos', 'Guardada uno']);
    expect(await app.deps.files.read('demo', path)).toBeNull();
    expect(await app.deps.files.read('demo', `${path}.rows`)).toBeNull();
  });

  it('are the last upload’s: a second file under the same import replaces them, a refused one leaves none', async () => {
    const importId = newImportId();
    await upload(importId, await workbookBytes([header, ['Primera', 'L-1', 1, null, null]]));
    expect(
      (await upload(importId, await workbookBytes([header, ['Segunda', 'L-2', 2, null, null]]))).status,
    ).toBe(200);
    await start(importId, mapping);
    await runJobs();
    expect((await docs()).filter((d) => String(d.Codigo).startsWith('L-')).map((d) => d.Name)).toEqual([
      'Segunda',
    ]);

    const refusedId = newImportId();
    await upload(refusedId, await workbookBytes([header, ['Tercera', 'L-3', 3, null, null]]));
    const wide = await workbookBytes([Array.from({ length: 150 }, (_, i) => `c${i}`)]);
    expect((await upload(refusedId, wide)).body).toMatchObject({ error: 'import_too_many_columns' });
    const path = await filePath(refusedId);
    expect(await app.deps.files.read('demo', path)).toBeNull();
    expect(await app.deps.files.read('demo', `${path}.rows`)).toBeNull();
  });
});

describe('beyond 10,000 rows', () => {
  it('applies batches of 1,000 and resumes where a crash stopped it, each row once', async () => {
    const count = 12_345;
    const csv = Buffer.from(
      ['Nombre;Código;Importe', ...Array.from({ length: count }, (_, i) => `Fila ${i};R-${i};${i}`)].join(
        '\n',
      ),
    );
    const importId = newImportId();
    expect((await upload(importId, csv)).body).toMatchObject({ total: count });
    const before = (await docs()).length;
    // Begun as the start route begins it, but its job run here by hand, crashing after four batches.
    await begin(importId);
    const payload: ImportJobPayload = {
      importId,
      path: `imports/${(await app.deps.store.get('demo', 'imports', importId))?.user}/${importId}`,
      collection,
      mapping: ['Name', 'Codigo', 'Importe'],
      keyField: null,
      actor: { uid: String((await record(importId))?.user), contactId: null, lvl: 100 },
    };
    const real = serverSender(app.deps, allCommands);
    let applied = 0;
    const crashing: typeof real = async (tenant, envelope, actor) => {
      if (envelope.type === 'import.apply' && ++applied > 4) throw new Error('instance gone');
      return real(tenant, envelope, actor);
    };
    const job: Job = { id: 'manual', tenant: 'demo', kind: importJobKind, payload, attempt: 1 };
    await expect(runImport(app.deps, crashing, job)).rejects.toThrow('instance gone');
    expect(await record(importId)).toMatchObject({ state: 'applying', batches: 4, created: 4000 });
    expect((await docs()).length).toBe(before + 4000);

    // The retry finishes it: every row once.
    await runImport(app.deps, real, { ...job, attempt: 2 });
    await runJobs();
    expect(await record(importId)).toMatchObject({
      state: 'done',
      batches: 13,
      created: count,
      total: count,
    });
    expect((await docs()).length).toBe(before + count);
  }, 120_000);
});

describe('up to 10,000 rows: all or nothing', () => {
  const wide = (count: number) =>
    Buffer.from(
      [
        'Nombre;Código;Importe;Fecha de inicio;Hecho;A;B;C;D;E',
        ...Array.from(
          { length: count },
          (_, i) =>
            `Ancha ${i};W-${i};${i};2026-02-01;sí;texto a;texto b;texto c;texto d;Reforma de cocina y baño ${i}`,
        ),
      ].join('\n'),
    );

  it('imports 10,000 rows of 10 columns, each command within a stored record’s bounds', async () => {
    const before = (await docs()).length;
    const { record: done } = await importAll(wide(10_000), [...mapping, 'A', 'B', 'C', 'D', 'E']);
    expect(done?.error).toBeUndefined();
    expect(done).toMatchObject({ state: 'done', created: 10_000, skipped: 0 });
    expect(done?.batches).toBeGreaterThan(10);
    expect((await docs()).length).toBe(before + 10_000);
  }, 180_000);

  it('takes back what its earlier batches created when a later batch is refused', async () => {
    const count = 2_500;
    const csv = Buffer.from(
      ['Nombre;Código;Importe', ...Array.from({ length: count }, (_, i) => `Todo ${i};T-${i};${i}`)].join(
        '\n',
      ),
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
      mapping: ['Name', 'Codigo', 'Importe'],
      keyField: null,
      actor: { uid: String(rec?.user), contactId: null, lvl: 100 },
    };
    const real = serverSender(app.deps, allCommands);
    const refusing: typeof real = async (tenant, envelope, actor) =>
      envelope.id === `imp-${importId}-b2`
        ? { id: envelope.id, status: 'rejected', error: 'forbidden', message: 'no' }
        : real(tenant, envelope, actor);
    await runImport(app.deps, refusing, {
      id: 'manual',
      tenant: 'demo',
      kind: importJobKind,
      payload,
      attempt: 1,
    });
    expect(await record(importId)).toMatchObject({ state: 'failed', error: 'forbidden', created: 0 });
    expect((await docs()).length).toBe(before);
  }, 120_000);
});

describe('hostile files are refused with nothing stored', () => {
  const refused = async (bytes: Buffer, error: string) => {
    const before = (await docs()).length;
    const importId = newImportId();
    const res = await upload(importId, bytes);
    expect(res.body).toMatchObject({ error });
    expect(res.status).toBeGreaterThanOrEqual(400);
    // Nothing kept: the file is gone and the import never begun.
    expect(await app.deps.files.read('demo', `imports/${await uidOfAdmin()}/${importId}`)).toBeNull();
    expect(await app.deps.files.read('demo', `imports/${await uidOfAdmin()}/${importId}.rows`)).toBeNull();
    expect(await record(importId)).toBeNull();
    expect((await docs()).length).toBe(before);
  };

  it('a zip bomb that declares its size', async () => {
    await refused(await zipBomb(300 * 1024 * 1024, true), 'import_unpacked_too_big');
  });

  it('a zip bomb whose directory lies (stopped while inflating)', async () => {
    await refused(await zipBomb(150 * 1024 * 1024, false), 'import_unpacked_too_big');
  });

  it('a zip of thousands of entries', async () => {
    await refused(await manyEntries(5000), 'import_too_many_entries');
  });

  it('a sheet of 1,048,576 rows', async () => {
    const bytes = await streamedWorkbookBytes(['n'], 1_048_575, (i) => [i]);
    await refused(bytes, 'import_too_many_rows');
  }, 120_000);

  it('a 16 MB cell', async () => {
    const bytes = await workbookBytes([['Nombre'], ['x'.repeat(16 * 1024 * 1024)]]);
    await refused(bytes, 'import_cell_too_long');
  }, 60_000);

  it('too many columns, a file over 20 MB, and bytes that are no spreadsheet', async () => {
    await refused(
      await workbookBytes([Array.from({ length: 150 }, (_, i) => `c${i}`)]),
      'import_too_many_columns',
    );
    await refused(Buffer.alloc(importLimits.maxFileBytes + 1, 65), 'import_file_too_big');
    await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'import_not_a_spreadsheet');
  });
});

export { ExcelJS };
