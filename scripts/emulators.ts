// `npm run emulators`: the cloud deployment on this machine, one command. Builds what is
// missing; starts Firestore (Google's emulator where installed, else the JS stand-in, saying
// which), then Auth, Functions and Hosting (firebase-tools, project demo-colmena: no login, and
// firebase-tools never starts Firestore itself, so its Java-21 check is not met); seeds the demo
// tenants into the emulators; prints where to click; Ctrl-C stops everything. Files go to a
// Cloud Storage bucket through the real client, served by a loopback stand-in of the Storage
// JSON API (in memory, like the emulators' data): Google's Storage emulator needs Java 21 and
// a rules jar it downloads.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { openCloud } from '../functions/src/platform/cloud';
import { seedDemoData } from '../functions/src/platform/seed/seedDemoData';
import { bannerLines } from '../functions/src/printBanner';
import { startFakeCloudStorage } from '../functions/src/testing/fakeCloudStorage';
import { googleEmulatorBinary, startGoogleEmulator } from '../functions/src/testing/googleEmulator';
import { startInProcessEmulator } from '../functions/src/testing/inProcessEmulator';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot } from './lib/paths.mjs';

const project = 'demo-colmena';
const firebaseJson = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
  emulators: Record<string, { port?: number }>;
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  functions: { codebase?: string }[];
};
const hostingPort = firebaseJson.emulators.hosting?.port ?? 5000;
const functionsOrigin = `http://127.0.0.1:${firebaseJson.emulators.functions?.port ?? 5001}`;
// Pages open the live stream on the api function's own URL, as in the cloud (Hosting buffers a
// rewritten function's answer there): the emulator's URL of it.
const liveStreamUrl = `${functionsOrigin}/${project}/europe-west1/api/api/live/direct`;

/**
 * firebase.json with the Functions emulator's origin beside the cloud's in the pages' CSP
 * connect-src, so the pages may reach the stream at liveStreamUrl. Written beside firebase.json
 * (firebase-tools takes the directory of its config as the project's), ignored by git.
 */
function emulatorConfig(): string {
  const config = structuredClone(firebaseJson);
  for (const rule of config.hosting.headers)
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy')
        header.value = header.value.replace("connect-src 'self'", `connect-src 'self' ${functionsOrigin}`);
  const path = join(repoRoot, '.firebase.emulators.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}
const authHost = `127.0.0.1:${firebaseJson.emulators.auth?.port ?? 9099}`;
// Scratch space only: files are in the bucket.
const dataDir = join(repoRoot, '.data', 'emulators');

const log = (line: string) => console.error(`[emulators] ${line}`);
const quiet = process.env.EMULATORS_QUIET === '1';

await ensureDeps();
await ensureBuilt();
mkdirSync(dataDir, { recursive: true });

const binary = googleEmulatorBinary();
const firestore = binary ? await startGoogleEmulator(binary) : await startInProcessEmulator();
log(
  binary
    ? `Firestore: Google's emulator (${binary}) on ${firestore.host}`
    : `Firestore: the JS stand-in @firestore-emulator/server on ${firestore.host} (Google's emulator is not installed: transactions do not isolate)`,
);

const storage = await startFakeCloudStorage();
const filesBucket = `${project}.firebasestorage.app`;
log(
  `Storage: bucket ${filesBucket} on a loopback stand-in of the Cloud Storage JSON API (${storage.endpoint})`,
);

const env = {
  ...process.env,
  FILES_BUCKET: filesBucket,
  FILES_STORAGE_ENDPOINT: storage.endpoint,
  FIRESTORE_EMULATOR_HOST: firestore.host,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  GCLOUD_PROJECT: project,
  DATA_DIR: dataDir,
  BASE_DOMAIN: process.env.BASE_DOMAIN ?? 'localhost',
  LIVE_STREAM_URL: liveStreamUrl,
  METADATA_SERVER_DETECTION: 'none',
};
Object.assign(process.env, env);

const firebase = spawn(
  process.execPath,
  [
    join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
    'emulators:start',
    '--config',
    emulatorConfig(),
    '--only',
    'auth,functions,hosting',
    '--project',
    project,
  ],
  // Its own process group: firebase-tools leaves its function workers (functionsEmulatorRuntime)
  // running after it exits, so the stop ends the whole group.
  { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);

/** Every process firebase-tools started, itself included, wherever it left them. */
function killGroup(signal: NodeJS.Signals) {
  try {
    if (firebase.pid) process.kill(-firebase.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  if (firebase.exitCode === null) {
    const exited = new Promise((resolve) => firebase.once('exit', resolve));
    firebase.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  killGroup('SIGKILL');
  await firestore.stop();
  await storage.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
firebase.on('exit', (code) => {
  if (!stopping) {
    log(`firebase-tools exited (${code})`);
    void stop(code ?? 1);
  }
});

const ready = new Promise<void>((resolve) => {
  let seen = '';
  firebase.stdout?.on('data', (chunk: Buffer) => {
    // EMULATORS_QUIET (the browser tests): firebase-tools' request log is only scanned, not shown.
    if (!quiet) process.stdout.write(chunk);
    seen = (seen + chunk.toString('utf8')).slice(-2000);
    if (seen.includes('All emulators ready')) resolve();
  });
});
await ready;

// Seeded through the cloud platform itself, into the emulators' data (the marker lives in
// Firestore, so a second run against the same data seeds nothing).
const platform = await openCloud(
  dataDir,
  { baseDomain: env.BASE_DOMAIN, webDist: join(repoRoot, 'web', 'dist') },
  {
    indexesFile: join(repoRoot, 'firestore.indexes.json'),
    projectId: project,
    filesBucket,
    storageEndpoint: storage.endpoint,
  },
);
try {
  const report = await seedDemoData(
    { ...platform.deps, marker: platform.marker },
    join(repoRoot, 'emulator-data'),
  );
  log(report.seeded ? `seeded ${report.tenants.join(', ')} (${report.accounts} accounts)` : 'already seeded');
} finally {
  await platform.close();
}

/** One request through Hosting to the api function, as the demo tenant's browser would send it. */
function companyRequest(): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: hostingPort,
        path: '/api/company',
        headers: { host: `demo.localhost:${hostingPort}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

// The Functions emulator serves one request per worker and starts a worker (loading the bundle,
// opening the platform: seconds) when none is free. A tab holds one with its live stream, so its
// first command would wait for a cold worker: a few are started now, together, and kept warm.
// More than one tab's worth: the emulators' proxies do not pass a closed connection on, so a
// stream the browser left keeps its worker until the stream's lifetime (50 s) ends it.
const warmWorkers = 6;
const warmed = await Promise.all(Array.from({ length: warmWorkers }, companyRequest));
log(`${warmed.filter((status) => status === 200).length} of ${warmWorkers} function workers warmed up`);

console.log(
  [
    `[emulators] ready: Hosting on port ${hostingPort}, Ctrl-C stops everything`,
    ...bannerLines(env.BASE_DOMAIN, hostingPort, true),
  ].join('\n'),
);
