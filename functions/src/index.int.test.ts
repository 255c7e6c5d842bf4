import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './platform/clock';
import { type CloudPlatform, openCloud } from './platform/cloud';
import { randomIds } from './platform/ids';
import { FirestoreJobs } from './platform/jobs/firestore/FirestoreJobs';
import { seedDemoData } from './platform/seed/seedDemoData';
import { openFirestore } from './platform/store/firestore/openFirestore';
import { type AuthEmulator, startAuthEmulator } from './testing/authEmulator';
import { type FakeCloudStorage, startFakeCloudStorage } from './testing/fakeCloudStorage';
import { type InProcessEmulator, startInProcessEmulator } from './testing/inProcessEmulator';
import { serveTaskFunction, startTasksEmulator } from './testing/tasksEmulator';
import { fakeWebDist, repoRoot, seedDir } from './testing/testApp';

/**
 * The deployable Cloud Functions bundle, as firebase.json deploys it: built by build.mjs, read
 * by the SDK's own discovery (what `firebase deploy` runs), and serving the app through its
 * exported `api` handler, on the in-process Firestore emulator and the Auth emulator.
 */
const run = promisify(execFile);
// Inside the repository's node_modules, so the bundle finds its external packages as lib/ does.
const libDir = join(repoRoot, 'node_modules', '.cache', `colmena-functions-lib-${process.pid}`);
const env = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'DATA_DIR',
  'BASE_DOMAIN',
  'FIREBASE_CONFIG',
  'GCLOUD_PROJECT',
  'FILES_STORAGE_ENDPOINT',
  'CLOUD_TASKS_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
] as const;
const bucket = 'demo-colmena.firebasestorage.app';
const saved = Object.fromEntries(env.map((name) => [name, process.env[name]]));

let auth: AuthEmulator;
let firestore: InProcessEmulator;
let storage: FakeCloudStorage;
let dataDir: string;
let server: Server;
let base: string;
let close = async () => {};
let entry: {
  api: (req: IncomingMessage, res: ServerResponse) => unknown;
  hooks: (req: IncomingMessage, res: ServerResponse) => unknown;
  jobsTick: { run(event: { scheduleTime: string }): Promise<void> | void };
  jobsRun: ((req: IncomingMessage, res: ServerResponse) => unknown) & {
    __endpoint: { taskQueueTrigger: object };
  };
  openCloudFromEnv(): Promise<CloudPlatform>;
  region: string;
};

/** What the Functions Framework does before our handler: the body is read into req.rawBody. */
function functionsFramework(handler: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    Object.assign(req, { rawBody: Buffer.concat(chunks) });
    await handler(req, res);
  });
}

beforeAll(async () => {
  const build = run(process.execPath, [join(repoRoot, 'functions', 'build.mjs')], {
    env: { ...process.env, FUNCTIONS_BUILD: 'cloud', FUNCTIONS_LIB_DIR: libDir },
  });
  [auth, firestore, storage] = await Promise.all([
    startAuthEmulator(),
    startInProcessEmulator(),
    startFakeCloudStorage(),
    build,
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'colmena-functions-'));
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    DATA_DIR: join(dataDir, 'instance'),
    BASE_DOMAIN: 'colmena.test',
    // What Cloud Functions for Firebase set: the project's default bucket holds the files.
    FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-colmena', storageBucket: bucket }),
    GCLOUD_PROJECT: 'demo-colmena',
    FILES_STORAGE_ENDPOINT: storage.endpoint,
  });
  process.env.METADATA_SERVER_DETECTION ??= 'none';

  // The demo tenant and its accounts, written as the deployment would find them.
  const seeding = await openCloud(
    join(dataDir, 'seed'),
    { baseDomain: 'colmena.test', webDist: fakeWebDist(join(dataDir, 'web')) },
    {
      indexesFile: join(repoRoot, 'firestore.indexes.json'),
      filesBucket: bucket,
      storageEndpoint: storage.endpoint,
    },
  );
  await seedDemoData({ ...seeding.deps, marker: seeding.marker }, seedDir);
  await seeding.close();

  entry = (await import(pathToFileURL(join(libDir, 'index.js')).href)) as typeof entry;
  server = functionsFramework(entry.api);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((done) => server.close(() => done()));
}, 180_000);

afterAll(async () => {
  await close();
  for (const name of env) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  firestore?.stop();
  await auth?.stop();
  await storage?.stop();
  rmSync(libDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** A request as Firebase Hosting forwards it: to the function's own host, the company's in X-Forwarded-Host. */
const viaHosting = (path: string, init: RequestInit = {}, host = 'demo.colmena.test') =>
  fetch(`${base}${path}`, {
    ...init,
    headers: {
      host: 'europe-west1-colmena.cloudfunctions.net',
      'x-forwarded-host': host,
      'x-forwarded-for': '203.0.113.7',
      ...init.headers,
    },
  });

describe('the Cloud Functions bundle (lib/)', () => {
  it('declares the api function firebase.json rewrites to, for the SDK’s deploy-time discovery', async () => {
    const manifest = join(dataDir, 'functions.yaml');
    await run(join(repoRoot, 'node_modules', '.bin', 'firebase-functions'), [libDir], {
      cwd: libDir,
      env: {
        PATH: process.env.PATH,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifest,
      },
    });
    const firebase = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
    const rewrite = firebase.hosting.rewrites.find((r: { source: string }) => r.source === '/api/**');
    const { endpoints } = JSON.parse(readFileSync(manifest, 'utf8'));
    // Every function the product has: a new one is added here, and a lost one fails.
    expect(Object.keys(endpoints).sort()).toEqual(
      [rewrite.function.functionId, 'hooks', 'jobsRun', 'jobsTick', 'onCommand'].sort(),
    );
    expect(endpoints.jobsTick).toMatchObject({
      platform: 'gcfv2',
      region: [rewrite.function.region],
      scheduleTrigger: { schedule: 'every 1 minutes', timeZone: 'Europe/Madrid' },
      timeoutSeconds: 540,
      entryPoint: 'jobsTick',
    });
    // The queue stored jobs are dispatched to (the platform names it: jobsRunFunction, region).
    expect(endpoints.jobsRun).toMatchObject({
      platform: 'gcfv2',
      region: [rewrite.function.region],
      taskQueueTrigger: { retryConfig: { maxAttempts: 3 }, rateLimits: { maxConcurrentDispatches: 50 } },
      timeoutSeconds: 540,
      entryPoint: 'jobsRun',
    });
    // Automation command triggers: every command a company records (issue 15).
    expect(endpoints.onCommand).toMatchObject({
      platform: 'gcfv2',
      region: [rewrite.function.region],
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.created',
        eventFilterPathPatterns: { document: 'tenants/{tenant}/commands/{commandId}' },
        retry: true,
      },
      entryPoint: 'onCommand',
    });
    expect(endpoints.api).toMatchObject({
      platform: 'gcfv2',
      region: [rewrite.function.region],
      httpsTrigger: { invoker: ['public'] },
      entryPoint: 'api',
    });
    expect(endpoints.hooks).toMatchObject({
      platform: 'gcfv2',
      region: [rewrite.function.region],
      httpsTrigger: { invoker: ['public'] },
      entryPoint: 'hooks',
    });
  });

  it('installs only published packages at deploy, pinned as functions/package.json pins them', () => {
    const lib = JSON.parse(readFileSync(join(libDir, 'package.json'), 'utf8'));
    const functions = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8'));
    expect(lib).toMatchObject({ type: 'module', main: 'index.js' });
    expect(Object.keys(lib.dependencies).sort()).toEqual(
      [
        '@google-cloud/firestore',
        '@google-cloud/storage',
        'firebase-admin',
        'firebase-functions',
        'sharp',
      ].sort(),
    );
    for (const [name, version] of Object.entries(lib.dependencies))
      expect(version).toBe(functions.dependencies[name]);
    expect(readFileSync(join(libDir, 'firestore.indexes.json'), 'utf8')).toBe(
      readFileSync(join(repoRoot, 'firestore.indexes.json'), 'utf8'),
    );
  });
  it('holds no SQLite code: the cloud keeps its state in Firestore (platform/cloud.ts)', () => {
    const bundle = readFileSync(join(libDir, 'index.js'), 'utf8');
    expect(bundle).not.toMatch(/["']better-sqlite3["']/);
    expect(bundle).not.toMatch(/CREATE TABLE/i);
  });
});

describe('the exported jobsTick function', () => {
  it('ticks the jobs every instance shares in Firestore', async () => {
    const firestore = openFirestore();
    try {
      const jobs = new FirestoreJobs(firestore.db, systemClock, randomIds);
      // No handler of this kind exists: a job the tick took is marked dead, which shows it ran.
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'test.unknownKind', payload: {} });
      expect((await jobs.status(id))?.state).toBe('queued');
      await entry.jobsTick.run({ scheduleTime: new Date().toISOString() });
      expect(await jobs.status(id)).toMatchObject({
        state: 'dead',
        lastError: 'no handler for test.unknownKind',
      });
    } finally {
      await firestore.close();
    }
  });
});

describe('the exported jobsRun function', () => {
  it('runs a job the platform dispatched through the Cloud Tasks emulator, with no tick', async () => {
    const tasks = await startTasksEmulator();
    const jobsRun = await serveTaskFunction(entry.jobsRun);
    // What the emulator suite gives the functions: where the Cloud Tasks emulator is, and that
    // calls come from it (a task queue function checks no token there).
    process.env.CLOUD_TASKS_EMULATOR_HOST = tasks.host;
    process.env.FUNCTIONS_EMULATOR = 'true';
    let platform: CloudPlatform | undefined;
    try {
      await tasks.addQueue({
        project: 'demo-colmena',
        region: entry.region,
        functionName: 'jobsRun',
        url: jobsRun.url,
        trigger: entry.jobsRun.__endpoint.taskQueueTrigger,
      });
      // The platform the api function opens, as it would enqueue a job for a request.
      platform = await entry.openCloudFromEnv();
      const { jobs } = platform.deps;
      const enqueued = Date.now();
      // No handler of this kind exists: a job that ran is marked dead, which shows it ran.
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'test.unknownKind', payload: {} });
      await expect
        .poll(() => jobs.status(id), { timeout: 10_000, interval: 50 })
        .toMatchObject({ state: 'dead', attempts: 1, lastError: 'no handler for test.unknownKind' });
      // The emulator looks at its queues every second; the scheduled tick comes every minute.
      expect(Date.now() - enqueued).toBeLessThan(5_000);
      // A tick after it finds nothing to run.
      expect(await jobs.tick()).toBe(0);
    } finally {
      await platform?.close();
      delete process.env.CLOUD_TASKS_EMULATOR_HOST;
      delete process.env.FUNCTIONS_EMULATOR;
      await jobsRun.stop();
      await tasks.stop();
    }
  });
});

describe('the exported api handler', () => {
  it('answers GET /healthz', async () => {
    const res = await viaHosting('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers GET /api/company for the company Hosting forwarded, from Firestore', async () => {
    const res = await viaHosting('/api/company');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'demo', Name: 'Reformas La Colmena' });
    const unknown = await viaHosting('/api/company', {}, 'nope.colmena.test');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_company' });
  });

  it('serves the seeded logo from the bucket, not from an instance’s disk', async () => {
    expect(storage.objects(bucket)).toContain('demo/logo.svg');
    const res = await viaHosting('/api/files/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe(
      readFileSync(join(seedDir, 'tenants', 'demo', 'files', 'logo.svg'), 'utf8'),
    );
  });

  it('signs in with Firebase Authentication, the body read from rawBody', async () => {
    const login = await viaHosting('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Colmena2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^__session=./);
    const me = await viaHosting('/api/auth/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { email: 'admin@demo.test' } });
  });
});

describe('the exported hooks function (issue 15 webhook intake)', () => {
  it('takes a signed webhook for the company Hosting forwarded, starting its run in Firestore; unsigned is refused', async () => {
    const hooks = functionsFramework(entry.hooks);
    await new Promise<void>((done) => hooks.listen(0, '127.0.0.1', done));
    const hooksBase = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    const platform = await entry.openCloudFromEnv();
    try {
      await platform.deps.store.transaction('demo', async (tx) =>
        tx.set('automations', 'cloudHook', {
          name: 'Formulario externo',
          enabled: true,
          triggers: [{ type: 'webhook' }],
          steps: [{ name: 'nombre', kind: 'string', config: { op: 'trim', text: '{{trigger.body.Name}}' } }],
        }),
      );
      const login = await viaHosting('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'Colmena2026' }),
      });
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const drawn = await viaHosting('/api/automations/cloudHook/webhook-secret', {
        method: 'POST',
        headers: { cookie, 'x-requested-with': 'test' },
      });
      expect(drawn.status).toBe(200);
      const { secret } = (await drawn.json()) as { secret: string };

      const post = (headers: Record<string, string>, body: string) =>
        fetch(`${hooksBase}/hooks/cloudHook`, {
          method: 'POST',
          body,
          headers: {
            host: 'europe-west1-colmena.cloudfunctions.net',
            'x-forwarded-host': 'demo.colmena.test',
            'content-type': 'application/json',
            ...headers,
          },
        });
      const body = JSON.stringify({ Name: ' Obra desde la nube ' });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
      const res = await post(
        { 'x-colmena-timestamp': timestamp, 'x-colmena-signature': `sha256=${mac}` },
        body,
      );
      expect(res.status).toBe(202);
      const { runId } = (await res.json()) as { runId: string };
      expect(await platform.deps.store.get('demo', 'automationRuns', runId)).toMatchObject({
        automationId: 'cloudHook',
        trigger: { type: 'webhook', input: { body: { Name: ' Obra desde la nube ' } } },
      });
      const unsigned = await post({ 'x-colmena-timestamp': timestamp }, body);
      expect(unsigned.status).toBe(401);
    } finally {
      await platform.close();
      await new Promise<void>((done) => hooks.close(() => done()));
    }
  });
});
