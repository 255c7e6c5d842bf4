import { type ImportRecord, importLimits } from '@colmena/shared/imports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandSender as serverSender } from '../../platform/commands/sendCommand';
import type { Job } from '../../platform/jobs/Jobs';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';
import { manyEntries, streamedWorkbookBytes, workbookBytes, zipBomb } from './importTestKit';
import { type ImportJobPayload, importJobKind, runImport } from './runImport';

/**
 * Issue 16 point 3 over HTTP on the demo tenant: upload → preview → start → the job (ticked
 * here) → the record's report; key-column updates, a second start, a resumed import beyond
 * 10,000 rows, and hostile files refused with nothing stored.
 */
const demo = 'demo.localhost:8080';
const collection = 'importados';
let app: TestApp;
let admin: string;
let n = 0;

const fields = [
  { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
  { key: 'Codigo', label: { es: 'Código', en: 'Code' }, type: 'shortText' },
  { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 },
  { key: 'Inicio', label: { es: 'Fecha de inicio', en: 'Start date' }, type: 'date' },
  { key: 'Hecho', label: { es: 'Hecho', en: 'Done' }, type: 'yesNo' },
];

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    json: {
      id: 'imports-define',
      type: 'collection.define',
      payload: { key: collection, name: 'Importados', fields },
    },
    headers: { cookie: admin },
  });
  expect(await res.json()).toMatchObject({ status: 'applied' });
}, 60_000);
afterAll(() => app.close());

const newImportId = () => `imp${String(++n).padStart(6, '0')}test`;
const docs = () => app.deps.store.query('demo', { collection, limit: 100_000 });
const record = async (importId: string) =>
  (await app.deps.store.get('demo', 'imports', importId)) as unknown as ImportRecord | null;

async function upload(importId: string, bytes: Buffer, cookie = admin, target = collection) {
  const res = await app.request(demo, `/api/imports/${importId}/file?collection=${target}`, {
    method: 'PUT',
    body: bytes,
    headers: { cookie, 'content-type': 'application/octet-stream', 'x-requested-with': 'colmena' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function start(importId: string, mapping: (string | null)[], keyField: string | null = null) {
  const res = await app.request(demo, `/api/imports/${importId}/start`, {
    method: 'POST',
    json: { collection, mapping, keyField, fileName: 'datos.xlsx' },
    headers: { cookie: admin },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** What the start route does before it enqueues the job: the record, queued (tests then run the job by hand). */
async function begin(importId: string) {
  const uid = await uidOfAdmin();
  const outcome = await serverSender(app.deps, allCommands)(
    'demo',
    {
      id: `imp-${importId}-begin`,
      type: 'import.begin',
      payload: { importId, collection, fileName: 'datos.csv' },
    },
    { uid, contactId: null, lvl: 100 },
  );
  expect(outcome.status).toBe('applied');
}

async function runJobs() {
  while ((await app.deps.jobs.tick()) > 0);
}

async function importAll(bytes: Buffer, mapping: (string | null)[], keyField: string | null = null) {
  const importId = newImportId();
  const preview = await upload(importId, bytes);
  expect(preview.status).toBe(200);
  expect((await start(importId, mapping, keyField)).status).toBe(200);
  await runJobs();
  return { importId, preview: preview.body, record: await record(importId) };
}

const header = ['Nombre', 'Código', 'Importe', 'Fecha de inicio', 'Hecho'];
const mapping = ['Name', 'Codigo', 'Importe', 'Inicio', 'Hecho'];

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

describe('hostile files are refused with nothing stored', () => {
  const refused = async (bytes: Buffer, error: string) => {
    const before = (await docs()).length;
    const importId = newImportId();
    const res = await upload(importId, bytes);
    expect(res.body).toMatchObject({ error });
    expect(res.status).toBeGreaterThanOrEqual(400);
    // Nothing kept: the file is gone and the import never begun.
    expect(await app.deps.files.read('demo', `imports/${await uidOfAdmin()}/${importId}`)).toBeNull();
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

let adminUid: string | undefined;
async function uidOfAdmin(): Promise<string> {
  if (adminUid) return adminUid;
  const me = (await (await app.request(demo, '/api/auth/me', { headers: { cookie: admin } })).json()) as {
    uid?: string;
    user?: { uid?: string };
  };
  adminUid = me.uid ?? me.user?.uid ?? '';
  return adminUid;
}

export { ExcelJS };
