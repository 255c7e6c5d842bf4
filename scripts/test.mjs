// `npm test`: install what is missing (Chromium included), then lint, types, unit + integration, build, browser tests, the attack suite, the core browser journeys on the Firebase emulators.
import { join } from 'node:path';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureChromium } from './lib/ensureChromium.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { journeyParity } from './lib/journeyParity.mjs';
import { repoRoot } from './lib/paths.mjs';
import { mustRun } from './lib/run.mjs';

const reports = join(repoRoot, 'e2e', 'output');
const embeddedReport = join(reports, 'npm-test-embedded.json');
const emulatorReport = join(reports, 'npm-test-emulators.json');

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
    mustRun(
      'browser',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', 'desktop', '--project', 'phone'],
      { cwd: repoRoot, env: { ...process.env, E2E_JSON: embeddedReport } },
    ),
  );
  await step('security', () =>
    mustRun('attack suite', 'node', ['scripts/security.mjs', '--prepared'], { cwd: repoRoot }),
  );
  // Issue 9: the core journeys again through the Firebase emulators (Hosting, Functions, Auth,
  // Firestore), then the parity figure: the same journeys counted on both deployments. Last, so
  // that a failure here hides no other step's result.
  await step('browser on the emulators', async () => {
    await mustRun(
      'browser on the emulators',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.emulators.config.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, E2E_JSON: emulatorReport },
      },
    );
    const parity = journeyParity(embeddedReport, emulatorReport);
    console.error(
      `\n[colmena test] parity: ${parity.journeys} journeys; ${parity.onEmbedded} passed on npm start, ${parity.onEmulators} passed on the emulators`,
    );
    if (parity.differing.length > 0) {
      throw new Error(`journeys that pass on one deployment only:\n  ${parity.differing.join('\n  ')}`);
    }
  });
  console.error(`\n[colmena test] all green in ${((Date.now() - started) / 1000).toFixed(0)} s`, timings);
} catch (error) {
  console.error(
    `\n[colmena test] FAILED: ${error instanceof Error ? error.message : String(error)}`,
    timings,
  );
  process.exit(1);
}
