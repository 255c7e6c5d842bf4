// `npm run bench`: builds what is missing, runs every bench/*.bench.ts in its own process
// (so one bench's heap and JIT never colour another's numbers) and prints ONE JSON object
// on stdout. Progress and build output go to stderr. The result is also kept in
// bench/output/latest.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');

/** @param {string} message */
function progress(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/**
 * @param {string} workspace
 * @param {string[]} outputs files the build must produce
 */
function ensureBuilt(workspace, outputs) {
  if (outputs.every((file) => existsSync(join(root, file)))) return;
  progress(`building ${workspace}…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  const missing = outputs.filter((file) => !existsSync(join(root, file)));
  if (build.status !== 0 || missing.length > 0) {
    throw new Error(`build of ${workspace} failed (missing: ${missing.join(', ') || 'none'})`);
  }
}

/**
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
function runBench(file) {
  progress(`running ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', process.stderr],
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${file} exited with ${run.signal ?? run.status}`);
  const lines = run.stdout.trim().split('\n');
  const parsed = JSON.parse(lines[lines.length - 1] ?? '');
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} printed no JSON object`);
  }
  return parsed;
}

function main() {
  const started = Date.now();
  ensureBuilt('web', ['web/dist/index.html', 'web/dist/landing.html']);
  // BENCH_SERVER_SCRIPT (see bench/harness/paths.ts) benches another, already built server.
  if (!process.env.BENCH_SERVER_SCRIPT) ensureBuilt('functions', ['functions/dist/server.mjs']);

  const cpuList = cpus();
  /** @type {Record<string, unknown>} */
  const result = {
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
  };
  /** @type {Record<string, string>} */
  const failures = {};
  const files = readdirSync(benchDir)
    .filter((name) => name.endsWith('.bench.ts'))
    .sort();
  for (const file of files) {
    try {
      Object.assign(result, runBench(file));
    } catch (error) {
      failures[file] = error instanceof Error ? error.message : String(error);
      progress(`FAILED ${file}: ${failures[file]}`);
    }
  }
  if (Object.keys(failures).length > 0) result.failures = failures;
  result.totalSeconds = Math.round((Date.now() - started) / 100) / 10;
  result.at = new Date().toISOString();

  const json = JSON.stringify(result, null, 2);
  mkdirSync(join(benchDir, 'output'), { recursive: true });
  writeFileSync(join(benchDir, 'output', 'latest.json'), `${json}\n`);
  process.stdout.write(`${json}\n`);
  if (Object.keys(failures).length > 0) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  progress(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
