import { readFileSync } from 'node:fs';

/** Every test of a Playwright JSON report as `file › title path` → status, for one project. */
function outcomes(reportPath, projectName) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const found = new Map();
  // Top-level suites are the files; nested ones are `describe` blocks.
  const walk = (suite, describes) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.projectName === projectName) found.set([spec.file, ...describes, spec.title].join(' › '), test.status);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...describes, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}

/**
 * Issue 9's parity figure: the journeys the emulator run holds, counted as passed on the
 * embedded server (`npm start`, desktop) and on the emulators. A journey that passes on one and
 * not the other is named, and makes the figure fail.
 */
export function journeyParity(embeddedReport, emulatorReport) {
  const embedded = outcomes(embeddedReport, 'desktop');
  const emulated = outcomes(emulatorReport, 'emulators');
  const passed = (status) => status === 'expected';
  let onEmbedded = 0;
  let onEmulators = 0;
  const differing = [];
  for (const [journey, status] of emulated) {
    const there = embedded.get(journey);
    if (passed(status)) onEmulators++;
    if (passed(there)) onEmbedded++;
    if (passed(status) !== passed(there)) differing.push(`${journey} (npm start: ${there ?? 'not run'}, emulators: ${status})`);
  }
  return { journeys: emulated.size, onEmbedded, onEmulators, differing };
}
