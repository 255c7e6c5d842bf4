import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../app';
import type { AppConfig } from '../deps';
import { manualClock } from '../platform/clock';
import { openEmbedded } from '../platform/embedded';
import { sequentialIds } from '../platform/ids';
import { seedDemoData } from '../platform/seed/seedDemoData';
import { openCloudTestPlatform } from './cloudTestPlatform';

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
}

/**
 * The real app seeded with the demo data, on the embedded platform (real SQLite and files in a
 * temporary folder) or the cloud one (Firestore and Firebase Authentication emulators, a project
 * of its own, files in a Cloud Storage stand-in: cloudTestPlatform.ts),
 * with the same clock, ids and answer shape on both.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const platformName = options.platform ?? testPlatform;
  const dataDir = mkdtempSync(join(tmpdir(), 'colmena-test-'));
  const config: AppConfig = {
    baseDomain: 'localhost',
    webDist: fakeWebDist(join(dataDir, 'web')),
    // Tests play the proxy: one X-Forwarded-For hop is believed, as behind Firebase Hosting.
    trustedProxyHops: 1,
    ...options.config,
  };
  const clock = manualClock(new Date('2026-02-01T10:00:00.000Z'));
  const ids = sequentialIds('gen-');
  const platform =
    platformName === 'cloud'
      ? await openCloudTestPlatform(join(dataDir, 'data'), config, clock, ids).catch((error: unknown) => {
          rmSync(dataDir, { recursive: true, force: true });
          throw error;
        })
      : openEmbedded(join(dataDir, 'data'), config, clock, ids);
  if (options.seed !== false) await seedDemoData({ ...platform.deps, marker: platform.marker }, seedDir);
  const app = createApp(platform.deps);

  /** A request as a browser on `host` would send it (`demo.localhost:8080`, `localhost:8080`...). */
  const request = (host: string, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`http://${host}${path}`, { ...init, headers, body });
  };

  /** Signs in and returns the cookie header value to send back. */
  const signIn = async (host: string, email: string, password = demoPassword) => {
    const res = await request(host, '/api/auth/login', { method: 'POST', json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  const close = async () => {
    await platform.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    deps: platform.deps,
    platform: platformName,
    /** The platform's seed marker (SQLite table or Firestore document). */
    marker: platform.marker,
    /** Cloud only: the Firestore client beneath the store, to check what is stored exactly. */
    firestore: 'firestore' in platform ? platform.firestore : undefined,
    clock,
    dataDir,
    request,
    signIn,
    close,
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
