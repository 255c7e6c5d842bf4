// `npm run test:security`: the attack suite. Runs its Vitest project, the mutation run over the
// write policy and its Chromium specs, then prints one line per figure with its target.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureChromium } from './lib/ensureChromium.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { mutationFigure } from './lib/mutationFigure.mjs';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const outDir = resolve(repoRoot, 'security/output');
const figuresFile = resolve(outDir, 'figures.jsonl');
// Where security/stryker.config.json has Stryker write its JSON report.
const mutationReport = resolve(outDir, 'stryker/mutation.json');
mkdirSync(outDir, { recursive: true });
rmSync(figuresFile, { force: true });
rmSync(mutationReport, { force: true });
const env = { ...process.env, SECURITY_FIGURES: figuresFile };

const alreadyPrepared = process.argv.includes('--prepared');
if (!alreadyPrepared) {
  await ensureDeps();
  await ensureChromium();
  await ensureBuilt({});
}

const parts = [
  ['vitest', ['vitest', 'run', '--project', 'security']],
  ['mutation', ['stryker', 'run', 'security/stryker.config.json']],
  ['browser', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', 'security']],
];
const failedParts = [];
for (const [name, args] of parts) {
  if (name === 'mutation' && !existsSync(resolve(repoRoot, 'security/stryker.config.json'))) continue;
  console.error(`\n[colmena security] ${name}...`);
  const code = await run('npx', args, { cwd: repoRoot, env });
  if (code !== 0) failedParts.push(name);
  if (name === 'mutation') appendFileSync(figuresFile, `${JSON.stringify(mutationFigure(mutationReport))}\n`);
}

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
console.log('\n== Attack suite ==');
for (const f of figures)
  console.log(`${f.ok ? 'held  ' : 'BROKEN'}  ${f.name}: ${f.value}  (target ${f.target})`);
const broken = figures.filter((f) => !f.ok);
if (broken.length > 0 || failedParts.length > 0) {
  console.error(
    `\n[colmena security] FAILED: ${broken.length} figure(s) off target; failing part(s): ${failedParts.join(', ') || 'none'}`,
  );
  process.exit(1);
}
console.log(`\n[colmena security] ${figures.length} figures, all on target`);
