// The mutation run's figure for the attack suite: how many mutants of the write policy the
// tests killed, read from Stryker's JSON report (mutation-testing-report-schema).
import { existsSync, readFileSync } from 'node:fs';

/** Mutants a test caught: a failing test, or a run that hung (an endless loop is caught too). */
const detected = new Set(['Killed', 'Timeout']);
/** Mutants no test caught. Compile/runtime errors and ignored mutants are not counted. */
const undetected = new Set(['Survived', 'NoCoverage']);

/** `{name, value, target, ok}` for the report at `reportPath`; a missing report is a broken figure. */
export function mutationFigure(reportPath) {
  const name = 'write-policy mutants killed';
  const target = '100 %';
  if (!existsSync(reportPath)) return { name, value: 'no mutation report', target, ok: false };
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  let killed = 0;
  let valid = 0;
  for (const file of Object.values(report.files ?? {})) {
    for (const mutant of file.mutants ?? []) {
      if (detected.has(mutant.status)) killed += 1;
      if (detected.has(mutant.status) || undetected.has(mutant.status)) valid += 1;
    }
  }
  const score = valid === 0 ? 0 : Math.floor((killed / valid) * 10000) / 100;
  return { name, value: `${killed} of ${valid} (${score} %)`, target, ok: valid > 0 && killed === valid };
}
