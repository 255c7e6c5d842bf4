import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicCompany } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { fakeWebDist, repoRoot, seedDir } from '../testing/testApp';
import { openCloud } from './cloud';
import type { EmbeddedPlatform } from './embedded';
import { seedDemoData } from './seed/seedDemoData';
import { openTestFirestore, type TestFirestore } from './store/firestore/emulatorHarness';

/** The whole app with its documents in Firestore (the in-process emulator, or Google's). */
let firestore: TestFirestore;
let platform: EmbeddedPlatform;
let dataDir: string;

beforeAll(async () => {
  firestore = await openTestFirestore();
  dataDir = mkdtempSync(join(tmpdir(), 'colmena-cloud-'));
  platform = openCloud(
    join(dataDir, 'data'),
    { baseDomain: 'localhost', webDist: fakeWebDist(join(dataDir, 'web')) },
    {
      indexesFile: join(repoRoot, 'firestore.indexes.json'),
      firestore: { db: firestore.db, close: async () => undefined },
    },
  );
  await seedDemoData({ ...platform.deps, marker: platform.marker }, seedDir);
});
afterAll(async () => {
  await platform.close();
  await firestore.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('host', 'demo.localhost:8080');
  return createApp(platform.deps).request(`http://demo.localhost:8080${path}`, { ...init, headers });
};

describe('cloud deployment (STORE=firestore)', () => {
  it('seeds the demo tenant into Firestore at tenants/demo', async () => {
    expect((await firestore.db.doc('tenants/demo').get()).data()).toMatchObject({
      Name: 'Reformas La Colmena',
    });
    const projects = await platform.deps.store.count('demo', { collection: 'proyectos' });
    expect(projects).toBe(50);
  });

  it('serves the company and a signed-in caller’s widgets from Firestore', async () => {
    const company = (await (await request('/api/company')).json()) as PublicCompany;
    expect(company).toMatchObject({ id: 'demo', Name: 'Reformas La Colmena', languages: ['es', 'en'] });

    const login = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Colmena2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const widgets = await request('/api/widgets?place=company', { headers: { cookie } });
    expect(widgets.status).toBe(200);
    expect(((await widgets.json()) as { widgets: unknown[] }).widgets.length).toBeGreaterThan(0);
  });

  it('enforces the indexes of firestore.indexes.json', async () => {
    const journals = { collection: 'diarios', where: [['ProjectId', '==', 'x']] as const };
    await expect(
      platform.deps.store.query('demo', {
        ...journals,
        where: [...journals.where],
        orderBy: ['CreatedAt', 'asc'],
      }),
    ).resolves.toEqual([]);
    await expect(
      platform.deps.store.query('demo', {
        ...journals,
        where: [...journals.where],
        orderBy: ['Name', 'asc'],
      }),
    ).rejects.toMatchObject({ code: 'query_requires_index' });
  });
});
