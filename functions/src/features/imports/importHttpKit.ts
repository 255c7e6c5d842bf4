import type { ImportRecord } from '@colmena/shared/imports';
import { afterAll, beforeAll, expect } from 'vitest';
import { commandSender as serverSender } from '../../platform/commands/sendCommand';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';

/**
 * The HTTP harness of the import integration tests (issue 16 point 3): one app per test file,
 * the demo tenant's `importados` collection with its declared fields, and the calls a browser
 * makes — upload, start — plus the job ticked by hand.
 */
export const demo = 'demo.localhost:8080';
export const collection = 'importados';
export let app: TestApp;
export let admin: string;
let n = 0;

export const fields = [
  { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
  { key: 'Codigo', label: { es: 'Código', en: 'Code' }, type: 'shortText' },
  { key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 },
  { key: 'Inicio', label: { es: 'Fecha de inicio', en: 'Start date' }, type: 'date' },
  { key: 'Hecho', label: { es: 'Hecho', en: 'Done' }, type: 'yesNo' },
];

/** Registers the suite's app (SQLite or Firestore, by the run) with the demo tenant's `importados` collection. */
export function useImportApp(): void {
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
}

export const newImportId = () => `imp${String(++n).padStart(6, '0')}test`;
export const docs = () => app.deps.store.query('demo', { collection, limit: 100_000 });
export const record = async (importId: string) =>
  (await app.deps.store.get('demo', 'imports', importId)) as unknown as ImportRecord | null;

export async function upload(importId: string, bytes: Buffer, cookie = admin, target = collection) {
  const res = await app.request(demo, `/api/imports/${importId}/file?collection=${target}`, {
    method: 'PUT',
    body: bytes,
    headers: { cookie, 'content-type': 'application/octet-stream', 'x-requested-with': 'colmena' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

export async function start(importId: string, mapping: (string | null)[], keyField: string | null = null) {
  const res = await app.request(demo, `/api/imports/${importId}/start`, {
    method: 'POST',
    json: { collection, mapping, keyField, fileName: 'datos.xlsx' },
    headers: { cookie: admin },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** What the start route does before it enqueues the job: the record, queued (tests then run the job by hand). */
export async function begin(importId: string) {
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

export async function runJobs() {
  while ((await app.deps.jobs.tick()) > 0);
}

export async function importAll(bytes: Buffer, mapping: (string | null)[], keyField: string | null = null) {
  const importId = newImportId();
  const preview = await upload(importId, bytes);
  expect(preview.status).toBe(200);
  expect((await start(importId, mapping, keyField)).status).toBe(200);
  await runJobs();
  return { importId, preview: preview.body, record: await record(importId) };
}

export const header = ['Nombre', 'Código', 'Importe', 'Fecha de inicio', 'Hecho'];
export const mapping = ['Name', 'Codigo', 'Importe', 'Inicio', 'Hecho'];

let adminUid: string | undefined;
export async function uidOfAdmin(): Promise<string> {
  if (adminUid) return adminUid;
  const me = (await (await app.request(demo, '/api/auth/me', { headers: { cookie: admin } })).json()) as {
    uid?: string;
    user?: { uid?: string };
  };
  adminUid = me.uid ?? me.user?.uid ?? '';
  return adminUid;
}
