import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp } from '../app';
import type { AppConfig, AppDeps } from '../deps';
import { type Clock, manualClock } from '../platform/clock';
import { openEmbedded } from '../platform/embedded';
import type { Files } from '../platform/files/Files';
import { type Ids, sequentialIds } from '../platform/ids';
import type { SeedMarker } from '../platform/seed/SeedMarker';
import { seedDemoData } from '../platform/seed/seedDemoData';
import { type CloudTestData, createCloudTestData, openCloudTestPlatform } from './cloudTestPlatform';

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
export const seedDir = join(repoRoot, 'emulator-data');
export const demoPassword = 'Colmena2026';

/** A stand-in for web/dist so page tests do not depend on a web build. */
export function fakeWebDist(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="app"></div>');
  writeFileSync(join(dir, 'landing.html'), '<!doctype html><title>landing</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

export type TestPlatform = 'embedded' | 'cloud';

/**
 * The platform test apps run on unless told: TEST_PLATFORM=cloud in the `functions-cloud`
 * vitest project (vitest.config.ts), which runs every integration test again on it.
 */
export function testPlatformFromEnv(env: NodeJS.ProcessEnv = process.env): TestPlatform {
  const value = env.TEST_PLATFORM;
  if (value === undefined || value === '' || value === 'embedded') return 'embedded';
  if (value === 'cloud') return 'cloud';
  throw new Error(`TEST_PLATFORM must be embedded or cloud, got "${value}"`);
}

/** This run's platform, for `describe.skipIf(testPlatform === 'cloud')` on what only one has. */
export const testPlatform: TestPlatform = testPlatformFromEnv();

/**
 * The `__session` value a sign-in sets, as a RegExp source: 32 random bytes in base64url on the
 * embedded platform; a Firebase session cookie (a JWT, unsigned on the Auth emulator) on cloud.
 */
export function sessionTokenPattern(platform: TestPlatform): string {
  return platform === 'cloud' ? String.raw`[\w-]+\.[\w-]+\.[\w-]*` : String.raw`[\w-]{43}`;
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  /** Default: testPlatform (TEST_PLATFORM). */
  platform?: TestPlatform;
  /** Files other than the platform's (signed uploads: a bucket stand-in that checks signatures). */
  files?: Files;
}

/** A test app: the real app on one platform, and what tests reach beside HTTP. */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  platform: TestPlatform;
  /** The platform's seed marker (SQLite table or Firestore document). */
  marker: SeedMarker;
  /** Cloud only: the Firestore client beneath the store, to check what is stored exactly. */
  firestore: Firestore | undefined;
  clock: ManualClock;
  dataDir: string;
  /** A request as a browser on `host` would send it (`demo.localhost:8080`, `localhost:8080`...). */
  request(host: string, path: string, init?: RequestInit & { json?: unknown }): Response | Promise<Response>;
  /** Signs in and returns the cookie header value to send back. */
  signIn(host: string, email: string, password?: string): Promise<string>;
  /**
   * Closes this app's platform and opens it again on the same data, as a restarted server (or
   * the next cloud instance) would: the test app answered owns the data from then on.
   */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

/** The clock of a test app, moved by hand. */
type ManualClock = Clock & { advance(ms: number): void };

/** What a test app's platform instances share: its data, config, clock and ids. */
interface TestData {
  platform: TestPlatform;
  dataDir: string;
  config: AppConfig;
  clock: ManualClock;
  ids: Ids;
  cloud: CloudTestData | undefined;
  files: Files | undefined;
  dispose(): Promise<void>;
}

/**
 * The real app seeded with the demo data, on the embedded platform (real SQLite and files in a
 * temporary folder) or the cloud one (Firestore and Firebase Authentication emulators, a project
 * of its own, files in a Cloud Storage stand-in: cloudTestPlatform.ts), with the same clock, ids
 * and answer shape on both.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const platform = options.platform ?? testPlatform;
  const dataDir = mkdtempSync(join(tmpdir(), 'colmena-test-'));
  const config: AppConfig = {
    baseDomain: 'localhost',
    webDist: fakeWebDist(join(dataDir, 'web')),
    // Tests play the proxy: one X-Forwarded-For hop is believed, as behind Firebase Hosting.
    trustedProxyHops: 1,
    ...options.config,
  };
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const cloud = platform === 'cloud' ? await createCloudTestData().catch(fail) : undefined;
  const data: TestData = {
    platform,
    dataDir,
    config,
    clock: manualClock(new Date('2026-02-01T10:00:00.000Z')),
    ids: sequentialIds('gen-'),
    cloud,
    files: options.files,
    async dispose() {
      await cloud?.dispose();
      removeDir();
    },
  };
  const t = await openTestApp(data).catch(async (error: unknown) => {
    await data.dispose();
    throw error;
  });
  if (options.seed !== false) await seedDemoData({ ...t.deps, marker: t.marker }, seedDir);
  return t;

  function fail(error: unknown): never {
    removeDir();
    throw error;
  }
}

async function openTestApp(data: TestData): Promise<TestApp> {
  const { dataDir, config, clock, ids } = data;
  const cloud =
    data.cloud && (await openCloudTestPlatform(data.cloud, join(dataDir, 'data'), config, clock, ids));
  const opened = cloud ?? openEmbedded(join(dataDir, 'data'), config, clock, ids);
  const platform = data.files ? { ...opened, deps: { ...opened.deps, files: data.files } } : opened;
  const app = createApp(platform.deps);

  const request: TestApp['request'] = (host, path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`http://${host}${path}`, { ...init, headers, body });
  };

  const signIn: TestApp['signIn'] = async (host, email, password = demoPassword) => {
    const res = await request(host, '/api/auth/login', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  let closed: Promise<void> | undefined;
  let ownsData = true;
  const closePlatform = () => {
    closed ??= platform.close();
    return closed;
  };
  return {
    app,
    deps: platform.deps,
    platform: data.platform,
    marker: platform.marker,
    firestore: cloud?.firestore,
    clock,
    dataDir,
    request,
    signIn,
    async restart() {
      ownsData = false;
      await closePlatform();
      return openTestApp(data);
    },
    async close() {
      await closePlatform();
      if (ownsData) await data.dispose();
      ownsData = false;
    },
  };
}
