import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicCompany } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { openTestFirestore, type TestFirestore } from '../testing/emulatorHarness';
import { fakeWebDist, repoRoot, seedDir } from '../testing/testApp';
import { FirebaseAccounts } from './accounts/firebase/FirebaseAccounts';
import { authStateCollections } from './accounts/firebase/storeAuthState';
import { loginLimits } from './accounts/throttleRules';
import { type CloudOptions, type CloudPlatform, openCloud } from './cloud';
import { seedDemoData } from './seed/seedDemoData';
import { seedMarkerPath } from './seed/storeSeedMarker';

/**
 * The whole app with its documents in Firestore (the in-process emulator, or Google's) and its
 * accounts in Firebase Authentication (the Auth emulator).
 */
let firestore: TestFirestore;
let auth: AuthEmulator;
let platform: CloudPlatform;
let dataDir: string;

const open = (dir: string, options: Partial<CloudOptions> = {}) =>
  openCloud(
    join(dataDir, dir),
    { baseDomain: 'localhost', webDist: fakeWebDist(join(dataDir, 'web')), trustedProxyHops: 1 },
    {
      indexesFile: join(repoRoot, 'firestore.indexes.json'),
      firestore: { db: firestore.db, close: async () => undefined },
      loginLimits: { ...loginLimits, freeFailures: 3 },
      ...options,
    },
  );

beforeAll(async () => {
  [firestore, auth] = await Promise.all([openTestFirestore(), startAuthEmulator()]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  dataDir = mkdtempSync(join(tmpdir(), 'colmena-cloud-'));
  platform = await open('data');
  // The Auth emulator starts empty: on a persistent Firestore emulator, a marker from an earlier run must not skip the seed.
  await firestore.db
    .doc(`tenants/${seedMarkerPath.tenant}/${seedMarkerPath.collection}/${seedMarkerPath.id}`)
    .delete();
  await seedDemoData({ ...platform.deps, marker: platform.marker }, seedDir);
}, 120_000);
afterAll(async () => {
  await platform?.close();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await Promise.all([firestore?.close(), auth?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

const request = (path: string, init: RequestInit = {}, deps = platform.deps) => {
  const headers = new Headers(init.headers);
  headers.set('host', 'demo.localhost:8080');
  return createApp(deps).request(`http://demo.localhost:8080${path}`, { ...init, headers });
};

const login = (password: string, address: string, deps = platform.deps) =>
  request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email: 'admin@demo.test', password }),
    },
    deps,
  );

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

    const signedIn = await login('Colmena2026', '198.51.100.1');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
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

  it('opens no SQLite file: its state is in Firestore, only files are on the instance', async () => {
    const everything = readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
    expect(everything.filter((name) => /\.db(-wal|-shm)?$/.test(name))).toEqual([]);
  });

  it('needs an API key for Google’s Identity Toolkit', async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(open('nokey')).rejects.toThrow(/FIREBASE_API_KEY/);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    }
  });
});

describe('cloud accounts (Firebase Authentication, state in Firestore)', () => {
  it('signs in against Firebase Authentication', async () => {
    expect(platform.deps.accounts).toBeInstanceOf(FirebaseAccounts);
    const account = await platform.deps.accounts.findByEmail('demo', 'admin@demo.test');
    const user = await fetch(
      `http://${auth.host}/identitytoolkit.googleapis.com/v1/projects/demo-colmena/accounts:lookup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: [account?.uid] }),
      },
    );
    expect(((await user.json()) as { users: { email: string }[] }).users[0]?.email).toBe(
      'demo+admin@demo.test',
    );
  });

  it('two instances share sign-outs and login failures through Firestore', async () => {
    const other = await open('other-instance');
    try {
      const signedIn = await login('Colmena2026', '198.51.100.2');
      const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
      const me = async (deps = platform.deps) => {
        const answer = await request('/api/auth/me', { headers: { cookie } }, deps);
        return ((await answer.json()) as { user: { email?: string } | null }).user;
      };
      expect(await me(other.deps)).toMatchObject({ email: 'admin@demo.test' });
      expect((await request('/api/auth/logout', { method: 'POST', headers: { cookie } })).status).toBe(204);
      expect(await me(other.deps)).toBeNull();
      expect(
        (await firestore.db.collection(`tenants/demo/${authStateCollections.revokedTokens}`).get()).size,
      ).toBe(1);

      for (let i = 0; i < 3; i++) expect((await login('wrong-password', '198.51.100.3')).status).toBe(401);
      expect((await login('Colmena2026', '198.51.100.3', other.deps)).status).toBe(429);
      // The owner elsewhere is not held up by failures from another address.
      expect((await login('Colmena2026', '198.51.100.4', other.deps)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('cloud state two instances share (Firestore)', () => {
  const signIn = async (deps: CloudPlatform['deps'], address: string) => {
    const signedIn = await login('Colmena2026', address, deps);
    expect(signedIn.status).toBe(200);
    return signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
  };

  it('one seed marker, one live secret, one outbox', async () => {
    const other = await open('third-instance');
    try {
      expect(await other.marker.isSeeded()).toBe(true);
      expect(Buffer.from(other.liveSecret).equals(Buffer.from(platform.liveSecret))).toBe(true);

      const reset = await request('/api/auth/reset/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
        body: JSON.stringify({ email: 'manager@demo.test' }),
      });
      expect(reset.status).toBe(200);
      const cookie = await signIn(other.deps, '198.51.100.21');
      const outbox = await request('/api/admin/outbox', { headers: { cookie } }, other.deps);
      expect(outbox.status).toBe(200);
      const { mails } = (await outbox.json()) as { mails: { to: string; text: string }[] };
      expect(mails[0]).toMatchObject({ to: 'manager@demo.test', text: expect.stringMatching(/\d{6}/) });
    } finally {
      await other.close();
    }
  });

  it('a company’s index declared on one instance serves its queries on the other', async () => {
    const other = await open('fourth-instance');
    try {
      // A collection of its own, so a rerun on a persistent emulator starts undeclared.
      const collection = `obras${Date.now().toString(36)}`;
      const query = {
        collection,
        where: [['Estado', '==', 'x']] as const,
        orderBy: ['Name', 'desc'] as const,
      };
      const run = (deps: CloudPlatform['deps']) =>
        deps.store.query('demo', { ...query, where: [...query.where] });
      await expect(run(other.deps)).rejects.toMatchObject({ code: 'query_requires_index' });
      await platform.deps.indexes.add('demo', {
        collectionGroup: collection,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'Estado', order: 'ASCENDING' },
          { fieldPath: 'Name', order: 'DESCENDING' },
        ],
      });
      // At once: before refusing, the other instance reads the company's declarations again.
      await expect(run(other.deps)).resolves.toEqual([]);
      expect(other.indexes.ownedBy('demo')).toHaveLength(platform.indexes.ownedBy('demo').length);
    } finally {
      await other.close();
    }
  });
});
