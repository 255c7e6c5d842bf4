import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { installAutomationEngine } from '../functions/src/features/automation/automationEngine';
import { runIdFor } from '../functions/src/features/automation/runs/runRecord';
import { allCommands } from '../functions/src/features/replay/allCommands';
import { type Clock, manualClock, systemClock } from '../functions/src/platform/clock';
import type { Actor } from '../functions/src/platform/commands/defineCommand';
import { commandSender } from '../functions/src/platform/commands/sendCommand';
import { type EmbeddedPlatform, openEmbedded } from '../functions/src/platform/embedded';
import { randomIds } from '../functions/src/platform/ids';
import { startJobTicker } from '../functions/src/platform/jobs/jobTicker';
import { seedDemoData } from '../functions/src/platform/seed/seedDemoData';
import { automationRunsCollection } from '../shared/src/automation';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { makeTempDir } from './harness/tempDir';

/**
 * Issue 15, on the embedded platform in process (SQLite, the real engine, jobs port and
 * ticker, `string` steps):
 * - `automationsSchedule`: 1,000 automations whose cron is due in the same minute; from the
 *   first tick past the due time, how long until every run has started (its document left
 *   `queued`) and ended; the process is then killed mid-burst in a second round (platform closed
 *   under its runs, opened again, as a restart) and every automation must have exactly one run
 *   per due time. Baseline in the same run: 1,000 no-op jobs enqueued at once on the same port.
 * - `automationsCommandLatency`: `document.create` commands one after another through THE
 *   runner; for each, from its applied outcome to its triggered run's document being written
 *   and to its run starting; p50/p95/p99/max. Baseline: the same commands' own latency.
 * Exits 1 when a target is missed: all 1,000 started within 10 s, none twice, p99 ≤ 200 ms.
 */

const automations = 1000;
const commandsMeasured = 400;
const admin: Actor = { uid: 'bench-admin', contactId: null, lvl: 100 };
const config = { baseDomain: 'localhost', webDist: join(repoRoot, 'web', 'dist') };
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const load = () => loadavg().map((n) => round(n, 2));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return round(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN,
    2,
  );
}
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: round(sorted.at(-1) ?? Number.NaN, 2),
  };
};

async function open(dataDir: string, clock: Clock, seed: boolean): Promise<EmbeddedPlatform> {
  const platform = openEmbedded(dataDir, config, clock, randomIds);
  if (seed)
    await seedDemoData({ ...platform.deps, marker: platform.marker }, join(repoRoot, 'emulator-data'));
  return platform;
}

async function runStates(platform: EmbeddedPlatform) {
  const runs = await platform.deps.store.query('demo', { collection: automationRunsCollection });
  const started = runs.filter((r) => r.status !== 'queued').length;
  const ended = runs.filter((r) => r.status === 'succeeded' || r.status === 'failed').length;
  const perAutomation = new Map<string, number>();
  for (const run of runs)
    perAutomation.set(String(run.automationId), (perAutomation.get(String(run.automationId)) ?? 0) + 1);
  return {
    runs: runs.length,
    started,
    ended,
    perAutomation,
    failed: runs.filter((r) => r.status === 'failed').length,
  };
}

/**
 * Run documents as the store commits them (no polling of 1,000s of documents beside the engine
 * on its one thread): a run's first write is `queued`, its second `running`, its third its end
 * (one step: its outcome is written with the end).
 */
function runTracker(platform: EmbeddedPlatform) {
  const writes = new Map<string, number>();
  const unsubscribe = platform.deps.store.onCommit?.((changes) => {
    for (const change of changes)
      if (change.collection === automationRunsCollection)
        writes.set(change.id, (writes.get(change.id) ?? 0) + 1);
  });
  const count = (least: number) => [...writes.values()].filter((n) => n >= least).length;
  return {
    written: () => count(1),
    started: () => count(2),
    ended: () => count(3),
    stop: () => unsubscribe?.(),
  };
}

/** Polls until `done` or the deadline; answers the time (ms from t0) it became true, or null. */
async function timeUntil(
  t0: number,
  done: () => Promise<boolean>,
  deadlineMs: number,
): Promise<number | null> {
  for (;;) {
    if (await done()) return round(performance.now() - t0);
    if (performance.now() - t0 > deadlineMs) return null;
    await sleep(20);
  }
}

async function scheduleBench() {
  const work = makeTempDir('colmena-bench-automations');
  // Monday 2026-03-02 07:59:30 UTC; the crons are due at 09:00 Madrid = 08:00 UTC.
  const clock = manualClock(new Date('2026-03-02T07:59:30.000Z'));
  try {
    let platform = await open(work.path, clock, true);
    let engine = installAutomationEngine(platform.deps);
    const send = commandSender(platform.deps, allCommands);
    progress(`creating ${automations} scheduled automations…`);
    for (let i = 0; i < automations; i += 1) {
      const outcome = await send(
        'demo',
        {
          id: `bench-auto-${i}`,
          type: 'automation.create',
          payload: {
            docId: `sched${i}`,
            automation: {
              name: `Informe ${i}`,
              enabled: true,
              triggers: [{ type: 'schedule', cron: '0 9 * * *' }],
              steps: [
                {
                  name: 'texto',
                  kind: 'string',
                  config: { op: 'template', text: 'Informe {{trigger.dueAt}}' },
                },
              ],
            },
          },
        },
        admin,
      );
      if (outcome.status !== 'applied') throw new Error(`automation.create: ${JSON.stringify(outcome)}`);
    }

    // Baseline: 1,000 no-op jobs at once on the same port.
    let noops = 0;
    platform.deps.jobs.handle('bench.noop', async () => {
      noops += 1;
    });
    const b0 = performance.now();
    for (let i = 0; i < automations; i += 1)
      await platform.deps.jobs.enqueue({ tenant: 'demo', kind: 'bench.noop', payload: {} });
    const baselineAllRanMs = await timeUntil(b0, async () => noops >= automations, 30_000);

    // Round 1: the due minute, the server's ticker running (every second).
    clock.advance(30_500);
    let ticker = startJobTicker(platform.deps.jobs, 1000);
    const tracked = runTracker(platform);
    const t0 = performance.now();
    await platform.deps.jobs.tick();
    const firstTickMs = round(performance.now() - t0);
    const allStartedMs = await timeUntil(t0, async () => tracked.started() >= automations, 60_000);
    const allEndedMs = await timeUntil(t0, async () => tracked.ended() >= automations, 120_000);
    tracked.stop();
    const round1 = await runStates(platform);

    // A restart at the same moment and a minute on: nothing due again.
    await ticker.stop();
    engine.stop();
    await platform.close();
    platform = await open(work.path, clock, false);
    engine = installAutomationEngine(platform.deps);
    ticker = startJobTicker(platform.deps.jobs, 1000);
    clock.advance(60_000);
    await platform.deps.jobs.tick();
    await sleep(1500);
    const afterRestart = await runStates(platform);

    // Round 2: the next day's due time, the process killed mid-burst and started again.
    clock.advance(24 * 3600_000);
    const k0 = performance.now();
    const killTracker = runTracker(platform);
    await platform.deps.jobs.tick();
    await timeUntil(k0, async () => killTracker.written() >= 100, 30_000);
    killTracker.stop();
    const atKill = await runStates(platform);
    const startedAtKill = atKill.started - automations;
    const endedAtKill = atKill.ended - automations;
    await ticker.stop();
    engine.stop();
    const quietErrors = console.error;
    console.error = () => undefined; // the runs cut off by the close complain; that is the point
    await platform.close();
    platform = await open(work.path, clock, false);
    console.error = quietErrors;
    engine = installAutomationEngine(platform.deps);
    ticker = startJobTicker(platform.deps.jobs, 1000);
    const r0 = performance.now();
    await platform.deps.jobs.tick();
    const round2EndedAfterRestartMs = await timeUntil(
      r0,
      async () => (await runStates(platform)).ended >= 2 * automations,
      120_000,
    );
    await sleep(1500);
    const round2 = await runStates(platform);
    await ticker.stop();
    engine.stop();
    await platform.close();

    const twice = (states: Awaited<ReturnType<typeof runStates>>, expected: number) =>
      [...states.perAutomation.values()].filter((n) => n !== expected).length;
    return {
      automations,
      baselineNoopJobsAllRanMs: baselineAllRanMs,
      firstTickMs,
      allStartedMs,
      allEndedMs,
      runsAfterRound1: round1.runs,
      failedRuns: round1.failed,
      runsAfterRestartSameMinute: afterRestart.runs,
      round2: {
        startedWhenKilled: startedAtKill,
        endedWhenKilled: endedAtKill,
        endedAfterRestartMs: round2EndedAfterRestartMs,
        runs: round2.runs,
        automationsWithOtherThanTwoRuns: twice(round2, 2),
      },
      target: { allStartedWithinMs: 10_000 },
      ok:
        allStartedMs !== null &&
        allStartedMs <= 10_000 &&
        round1.runs === automations &&
        afterRestart.runs === automations &&
        round2.runs === 2 * automations &&
        twice(round2, 2) === 0,
    };
  } finally {
    work.remove();
  }
}

async function commandLatencyBench() {
  const work = makeTempDir('colmena-bench-automation-commands');
  try {
    const platform = await open(work.path, systemClock, true);
    const engine = installAutomationEngine(platform.deps);
    const send = commandSender(platform.deps, allCommands);
    const created = await send(
      'demo',
      {
        id: 'bench-trigger-auto',
        type: 'automation.create',
        payload: {
          docId: 'onProject',
          automation: {
            name: 'Al crear un proyecto',
            enabled: true,
            triggers: [{ type: 'command', collection: 'proyectos', on: ['create'] }],
            steps: [
              { name: 'nombre', kind: 'string', config: { op: 'trim', text: '{{trigger.document.Name}}' } },
            ],
          },
        },
      },
      admin,
    );
    if (created.status !== 'applied') throw new Error(JSON.stringify(created));

    // When each run's document is first written and first leaves `queued`, seen from the store's feed.
    const written = new Map<string, number>();
    const started = new Map<string, number>();
    const unsubscribe = platform.deps.store.onCommit?.((changes) => {
      const now = performance.now();
      for (const change of changes) {
        if (change.collection !== automationRunsCollection) continue;
        if (!written.has(change.id)) written.set(change.id, now);
        else if (!started.has(change.id)) started.set(change.id, now);
      }
    });
    const applied = new Map<string, number>();
    const commandMs: number[] = [];
    const baselineMs: number[] = [];
    // Estados each collection declares (the demo's declared fields): another one is refused.
    const project = (n: number) => ({
      collection: 'proyectos',
      data: { Name: `  Obra ${n}  `, Estado: 'En curso' },
    });

    for (let i = 0; i < commandsMeasured + 20; i += 1) {
      const id = `bench-cmd-${i}`;
      const c0 = performance.now();
      const outcome = await send('demo', { id, type: 'document.create', payload: project(i) }, admin);
      const at = performance.now();
      if (outcome.status !== 'applied') throw new Error(JSON.stringify(outcome));
      if (i >= 20) {
        applied.set(
          runIdFor('demo', 'onProject', `command:${id}`, () => ''),
          at,
        );
        commandMs.push(at - c0);
      }
      await sleep(5);
    }
    await timeUntil(performance.now(), async () => started.size >= commandsMeasured + 20, 30_000);
    // Baseline: the same command into a collection no automation listens to.
    for (let i = 0; i < commandsMeasured; i += 1) {
      const c0 = performance.now();
      await send(
        'demo',
        {
          id: `bench-base-${i}`,
          type: 'document.create',
          payload: { collection: 'incidencias', data: { ...project(i).data, Estado: 'Abierta' } },
        },
        admin,
      );
      baselineMs.push(performance.now() - c0);
      await sleep(5);
    }
    unsubscribe?.();
    engine.stop();
    const toWritten: number[] = [];
    const toStarted: number[] = [];
    for (const [runId, at] of applied) {
      const w = written.get(runId);
      const s = started.get(runId);
      if (w !== undefined) toWritten.push(w - at);
      if (s !== undefined) toStarted.push(s - at);
    }
    await platform.close();
    const runStart = summary(toStarted);
    return {
      commands: commandsMeasured,
      runDocumentWrittenAfterAppliedMs: summary(toWritten),
      runStartedAfterAppliedMs: runStart,
      commandLatencyMs: summary(commandMs),
      baselineCommandLatencyMs: summary(baselineMs),
      target: { p99Ms: 200 },
      ok: runStart.count === commandsMeasured && runStart.p99 <= 200,
    };
  } finally {
    work.remove();
  }
}

async function main(): Promise<void> {
  const loadBefore = load();
  progress('automations: schedules…');
  const automationsSchedule = await scheduleBench();
  progress('automations: command trigger latency…');
  const automationsCommandLatency = await commandLatencyBench();
  const result = {
    automationsSchedule,
    automationsCommandLatency,
    automationsMachine: { loadBefore, loadAfter: load(), cpus: (await import('node:os')).cpus().length },
  };
  console.log(JSON.stringify(result, null, 2));
  if (!automationsSchedule.ok || !automationsCommandLatency.ok) process.exitCode = 1;
}

await main();
