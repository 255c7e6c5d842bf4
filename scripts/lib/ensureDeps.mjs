import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from './paths.mjs';
import { mustRun } from './run.mjs';

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json, so a fresh
 * clone needs nothing but Node and npm. `npm install` (not `npm ci`): npm 11 writes lockfiles
 * without the optional binaries of other platforms (Biome's) and `npm ci` then refuses them as
 * out of sync; `npm install` installs exactly the locked versions and leaves the lockfile as is.
 */
export async function ensureDeps() {
  const lock = resolve(repoRoot, 'package-lock.json');
  const marker = resolve(repoRoot, 'node_modules/.package-lock.json');
  const sqliteBinding = resolve(repoRoot, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  const fresh =
    existsSync(marker) && existsSync(sqliteBinding) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.error('[colmena] installing dependencies (npm install)...');
  await mustRun('npm install', 'npm', ['install', '--no-audit', '--no-fund'], { cwd: repoRoot });
}
