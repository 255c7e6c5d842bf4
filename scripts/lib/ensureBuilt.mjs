import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot, serverBundle, webDist } from './paths.mjs';
import { mustRun } from './run.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function isStale(output, sourceDirs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(resolve(repoRoot, dir)) > built);
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  if (force || isStale(join(webDist, 'index.html'), ['web', 'shared/src'])) {
    console.error('[colmena] building the web app...');
    await mustRun('web build', 'npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot });
  }
  if (force || isStale(serverBundle, ['functions/src', 'shared/src'])) {
    console.error('[colmena] building the server...');
    await mustRun('server build', 'npm', ['run', 'build', '-w', 'functions'], { cwd: repoRoot });
  }
}
