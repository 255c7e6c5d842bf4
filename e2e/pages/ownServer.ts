import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * The built server (npm run build) on a free port with its own data folder, for a spec that
 * needs data or limits of its own rather than the shared e2e server's. `env` adds to the
 * environment (SEED_DIR, SEED=none...).
 */
export async function startOwnServer(dataDir: string, env: Record<string, string> = {}): Promise<OwnServer> {
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(root, 'functions', 'dist', 'server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start in 30 s');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    port,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
