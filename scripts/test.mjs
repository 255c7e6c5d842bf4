// `npm test`: install what is missing (Chromium included), then lint, types, unit + integration, build, browser tests, the attack suite.
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureChromium } from './lib/ensureChromium.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot } from './lib/paths.mjs';
import { mustRun } from './lib/run.mjs';

const started = Date.now();
const timings = {};
async function step(name, fn) {
  const t0 = Date.now();
  console.error(`\n[colmena test] ${name}...`);
  await fn();
  timings[name] = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
const npx = (args) => mustRun(args.join(' '), 'npx', args, { cwd: repoRoot });

try {
  await step('install', async () => {
    await ensureDeps();
    await ensureChromium();
  });
  await step('lint', () => npx(['biome', 'check', '.']));
  await step('types', () => mustRun('typecheck', 'npm', ['run', 'typecheck'], { cwd: repoRoot }));
  await step('build', () => ensureBuilt({ force: true }));
  // The security project runs once, in the attack suite's step. functions-cloud runs the
  // integration tests again on the cloud platform (emulators), in the same run so both cores stay busy.
  await step('unit + integration', () =>
    npx([
      'vitest',
      'run',
      '--project',
      'shared',
      '--project',
      'functions',
      '--project',
      'functions-cloud',
      '--project',
      'web',
    ]),
  );
  await step('browser', () =>
    npx([
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--project',
      'desktop',
      '--project',
      'phone',
    ]),
  );
  await step('security', () =>
    mustRun('attack suite', 'node', ['scripts/security.mjs', '--prepared'], { cwd: repoRoot }),
  );
  console.error(`\n[colmena test] all green in ${((Date.now() - started) / 1000).toFixed(0)} s`, timings);
} catch (error) {
  console.error(
    `\n[colmena test] FAILED: ${error instanceof Error ? error.message : String(error)}`,
    timings,
  );
  process.exit(1);
}
