import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './serverProcess';

export const emulatorProject = 'demo-colmena';
const firebaseCli = resolve(import.meta.dirname, '../../../node_modules/firebase-tools/lib/bin/firebase.js');

export interface AuthEmulator {
  /** `127.0.0.1:<port>`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Deletes every account of the project. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The Firebase Auth emulator of firebase-tools (pure Node: no Java, nothing downloaded), on
 * free ports from a throwaway firebase.json, as its own process group so stop() ends it all.
 */
export async function startAuthEmulator(timeoutMs = 90_000): Promise<AuthEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'colmena-auth-emulator-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const emulators = {
    auth: { host: '127.0.0.1', port: auth },
    hub: { host: '127.0.0.1', port: hub },
    logging: { host: '127.0.0.1', port: logging },
    ui: { enabled: false },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }));
  const log = join(dir, 'emulator.log');
  writeFileSync(log, '');
  const child: ChildProcess = spawn(
    process.execPath,
    [firebaseCli, 'emulators:start', '--only', 'auth', '--project', emulatorProject],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' }));
  child.stderr?.on('data', (chunk: Buffer) => writeFileSync(log, chunk, { flag: 'a' }));
  const host = `127.0.0.1:${auth}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const output = readFileSync(log, 'utf8');
      await stop();
      throw new Error(`the Auth emulator exited with ${child.exitCode}:\n${output}`);
    }
    const ready = await fetch(`http://${host}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      const output = readFileSync(log, 'utf8');
      await stop();
      throw new Error(`the Auth emulator was not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    host,
    async clear() {
      const res = await fetch(`http://${host}/emulator/v1/projects/${emulatorProject}/accounts`, {
        method: 'DELETE',
      });
      if (!res.ok) throw new Error(`clearing the Auth emulator: HTTP ${res.status}`);
    },
    stop,
  };
}
