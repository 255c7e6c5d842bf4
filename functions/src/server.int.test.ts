import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders } from './platform/http/securityHeaders';
import { freePort, getAs } from './testing/serverProcess';
import { repoRoot } from './testing/testApp';

const bundle = join(repoRoot, 'functions/dist/server.mjs');

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<Response> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not answer in time:\n${output()}`);
}

describe('the built server (functions/dist/server.mjs)', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    // Built from another cwd on purpose: build.mjs must not depend on where it is run from.
    execFileSync(process.execPath, [join(repoRoot, 'functions/build.mjs')], { cwd: tmpdir(), stdio: 'pipe' });
    dataDir = mkdtempSync(join(tmpdir(), 'colmena-server-'));
    port = await freePort();
    child = spawn(process.execPath, [bundle], {
      cwd: tmpdir(),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: '', BASE_DOMAIN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz, serves the seeded demo tenant, and exits 0 on SIGTERM', async () => {
    const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, () => output);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const company = await getAs(`demo.localhost:${port}`, port, '/api/company');
    expect(company.status).toBe(200);
    expect(JSON.parse(company.body)).toMatchObject({ id: 'demo', Name: 'Reformas La Colmena' });
    // Served by node, the security headers go on the Node response (securityHeaders.ts): all of
    // them, and a route's own policy still replaces the default rather than adding a second one.
    for (const [name, value] of Object.entries(apiSecurityHeaders))
      expect(company.headers[name.toLowerCase()]).toBe(value);
    const logo = await getAs(`demo.localhost:${port}`, port, '/api/files/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-security-policy']).not.toBe(apiSecurityHeaders['Content-Security-Policy']);
    expect(logo.headers['content-security-policy']).toContain('sandbox');

    expect(output).toContain(`http://demo.localhost:${port}`);
    expect(output).toContain('admin@demo.test');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped');
  });
});

describe('the built server with SEED=none', () => {
  it('starts with no tenant at all, and exits 0 on SIGINT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'colmena-server-'));
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [bundle], {
      cwd: tmpdir(),
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'none', BASE_DOMAIN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, () => output);
      expect(health.status).toBe(200);
      for (const tenant of ['demo', 'develop']) {
        const company = await getAs(`${tenant}.localhost:${port}`, port, '/api/company');
        expect(company.status).toBe(404);
        expect(JSON.parse(company.body)).toMatchObject({ error: 'unknown_company' });
      }
      expect(output).not.toContain('admin@demo.test');
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
