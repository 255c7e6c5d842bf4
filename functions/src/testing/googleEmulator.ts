import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './serverProcess';

/**
 * Google's own Firestore emulator (Debian package google-cloud-cli-firestore-emulator), started
 * for the tests that need what the in-process stand-in lacks: transactions that isolate and
 * conflict, as between two Cloud Functions instances. FIRESTORE_EMULATOR_BINARY names another
 * binary; null from googleEmulatorBinary() means the machine has none.
 */
const knownBinaries = [
  process.env.FIRESTORE_EMULATOR_BINARY,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];

export function googleEmulatorBinary(): string | null {
  return knownBinaries.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export interface GoogleEmulator {
  host: string;
  stop(): Promise<void>;
}

async function ready(host: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`Firestore emulator exited with ${child.exitCode}`);
    const answer = await fetch(`http://${host}/`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Firestore emulator did not answer on ${host} within ${timeoutMs} ms`);
}

export async function startGoogleEmulator(binary: string, timeoutMs = 60_000): Promise<GoogleEmulator> {
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  // Its own process group, so stopping it also stops the Java process the script starts.
  const child = spawn(binary, ['start', '--host=127.0.0.1', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const kill = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', kill);
  try {
    await ready(host, child, timeoutMs);
  } catch (error) {
    kill();
    throw error;
  }
  return {
    host,
    async stop() {
      process.off('exit', kill);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      kill();
      await exited;
    },
  };
}
