import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, getAs } from './testing/serverProcess';
import { repoRoot } from './testing/testApp';

async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  output: () => string,
): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen in time:\n${output()}`);
}

// `npm run dev` (scripts/dev.mjs): Vite on PORT proxying the API, whose server restarts on change.
describe('the developer loop', () => {
  let child: ChildProcess;
  let dataDir: string;
  let port: number;
  let output = '';
  const serverEntry = join(repoRoot, 'functions/src/server.ts');
  const serverSource = readFileSync(serverEntry, 'utf8');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'colmena-dev-'));
    port = await freePort();
    const apiPort = await freePort();
    child = spawn(process.execPath, [join(repoRoot, 'scripts/dev.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
  });

  afterAll(() => {
    writeFileSync(serverEntry, serverSource);
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app with hot reload, the API through it, and restarts the API on change', async () => {
    const host = `demo.localhost:${port}`;
    const page = await eventually(
      'the app page',
      async () => {
        const res = await getAs(host, port, '/');
        return res.status === 200 ? res.body : undefined;
      },
      () => output,
    );
    expect(page).toContain('/@vite/client');
    const company = await eventually(
      'the API through the dev server',
      async () => {
        const res = await getAs(host, port, '/api/company');
        return res.status === 200 ? (JSON.parse(res.body) as { id: string }) : undefined;
      },
      () => output,
    );
    expect(company.id).toBe('demo');

    const startsBefore = output.split('admin@demo.test').length;
    writeFileSync(serverEntry, `${serverSource}\n`);
    await eventually(
      'the API restart',
      async () => (output.split('admin@demo.test').length > startsBefore ? true : undefined),
      () => output,
    );
    writeFileSync(serverEntry, serverSource);
  }, 120_000);
});
