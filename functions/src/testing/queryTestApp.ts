import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredDoc } from '../platform/store/Store';
import { createTestApp, seedDir, type TestApp } from './testApp';

export const demo = 'demo.localhost:8080';

/** The demo seed file of a collection, as the tests' expected data. */
export const seed = (file: string) =>
  JSON.parse(readFileSync(join(seedDir, 'tenants', 'demo', `${file}.json`), 'utf8')) as StoredDoc[];

export const ids = (docs: StoredDoc[]) => docs.map((d) => d.FireId).sort();

export interface QueryAnswer {
  status: number;
  body: { docs: StoredDoc[]; error?: string; message?: string };
}

/** The seeded test app with every demo role signed in, and `POST /api/query` as one of them. */
export async function startQueryTestApp() {
  const t: TestApp = await createTestApp();
  const cookies: Record<string, string> = {};
  for (const who of ['admin', 'manager', 'coordinator', 'employee', 'client']) {
    cookies[who] = await t.signIn(demo, `${who}@demo.test`);
  }
  /** `who` null is a signed-out visitor. */
  const query = async (who: string | null, body: unknown): Promise<QueryAnswer> => {
    const headers: Record<string, string> = who ? { cookie: cookies[who] ?? '' } : {};
    const res = await t.request(demo, '/api/query', { method: 'POST', json: body, headers });
    return { status: res.status, body: (await res.json()) as QueryAnswer['body'] };
  };
  return { t, query, close: () => t.close() };
}
