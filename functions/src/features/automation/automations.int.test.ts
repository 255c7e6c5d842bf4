import { automationRunsCollection, automationsCollection } from '@colmena/shared/automation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandsCollection, logsCollection } from '../../platform/commands/commandRecord';
import type { JobSpec } from '../../platform/jobs/Jobs';
import type { StoredDoc } from '../../platform/store/Store';
import { createTestApp, type TestApp, testPlatform } from '../../testing/testApp';
import {
  type AutomationEngine,
  type AutomationEngineOptions,
  installAutomationEngine,
} from './automationEngine';
import { startRun } from './runs/startRun';
import type { StepRunner } from './steps/StepRunner';
import { findStepRunner } from './steps/stepRunners';

const demo = 'demo.localhost:8080';

interface Outcome {
  id: string;
  status: 'applied' | 'rejected';
  result?: Record<string, unknown>;
  error?: string;
}

let t: TestApp;
let engine: AutomationEngine;
let cookies: Record<string, string>;
let n = 0;

async function open(options: AutomationEngineOptions = {}) {
  t = await createTestApp({ platform: 'embedded' });
  engine = installAutomationEngine(t.deps, { changeFeed: true, ...options });
  cookies = {
    admin: await t.signIn(demo, 'admin@demo.test'),
    manager: await t.signIn(demo, 'manager@demo.test'),
    employee: await t.signIn(demo, 'employee@demo.test'),
  };
}
afterEach(async () => {
  engine?.stop();
  await t?.close();
});

const send = async (who: string, type: string, payload: unknown): Promise<Outcome> => {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `auto-cmd-${++n}`, type, payload },
    headers: { cookie: cookies[who] ?? '' },
  });
  return (await res.json()) as Outcome;
};

const runs = () => t.deps.store.query('demo', { collection: automationRunsCollection });
const runsOf = async (automationId: string) => (await runs()).filter((r) => r.automationId === automationId);

/** Waits (real time) until `check` answers something truthy. */
async function until<T>(check: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const finishedRuns = (automationId: string, count = 1) =>
  until(async () => {
    const list = (await runsOf(automationId)).filter((r) =>
      ['succeeded', 'failed', 'cancelled'].includes(String(r.status)),
    );
    return list.length >= count ? list : undefined;
  });

/** "When a proyecto is created with Estado Abierto, write its class on it". */
const classifyOnCreate = {
  name: 'Clasificar proyectos',
  enabled: true,
  triggers: [
    {
      type: 'command',
      collection: 'proyectos',
      on: ['create'],
      filter: [{ field: 'Estado', op: '==', value: 'Abierto' }],
    },
  ],
  steps: [
    { name: 'label', kind: 'string', config: { op: 'template', text: 'Clase de {{trigger.document.Name}}' } },
    {
      name: 'write',
      kind: 'document',
      config: {
        action: 'update',
        collection: 'proyectos',
        docId: '{{trigger.docId}}',
        data: { Clase: '{{steps.label}}' },
      },
    },
  ],
};

describe.skipIf(testPlatform === 'cloud')('automations on the embedded server', () => {
  describe('definitions', () => {
    beforeEach(() => open());

    it('level 100 creates, updates and deletes; others are refused and nothing is kept', async () => {
      expect(
        await send('manager', 'automation.create', { automation: classifyOnCreate, docId: 'a1' }),
      ).toMatchObject({
        status: 'rejected',
        error: 'forbidden',
      });
      expect(await t.deps.store.get('demo', automationsCollection, 'a1')).toBeNull();
      expect(
        await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'a1' }),
      ).toMatchObject({
        status: 'applied',
        result: { docId: 'a1' },
      });
      const bad = { ...classifyOnCreate, steps: [{ name: 'x', kind: 'string', config: { op: 'nope' } }] };
      expect(await send('admin', 'automation.update', { docId: 'a1', automation: bad })).toMatchObject({
        status: 'rejected',
        error: 'invalid_change',
      });
      const badCron = { ...classifyOnCreate, triggers: [{ type: 'schedule', cron: '61 * * * *' }] };
      expect(await send('admin', 'automation.update', { docId: 'a1', automation: badCron })).toMatchObject({
        status: 'rejected',
        error: 'invalid_change',
      });
      expect((await t.deps.store.get('demo', automationsCollection, 'a1'))?.name).toBe(
        'Clasificar proyectos',
      );
      expect(await send('admin', 'automation.delete', { docId: 'a1' })).toMatchObject({ status: 'applied' });
      expect(await t.deps.store.get('demo', automationsCollection, 'a1')).toBeNull();
      expect(await t.deps.store.get('demo', `${automationsCollection}Deleted`, 'a1')).toMatchObject({
        name: 'Clasificar proyectos',
      });
    });

    it('level 100 reads automations and runs through the query API; a manager is refused', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'a1' });
      for (const collection of [automationsCollection, automationRunsCollection]) {
        const asAdmin = await t.request(demo, '/api/query', {
          method: 'POST',
          json: { collection },
          headers: { cookie: cookies.admin ?? '' },
        });
        expect(asAdmin.status).toBe(200);
        const asManager = await t.request(demo, '/api/query', {
          method: 'POST',
          json: { collection },
          headers: { cookie: cookies.manager ?? '' },
        });
        expect(asManager.status).toBe(403);
      }
      // No document command writes a run.
      expect(
        await send('admin', 'document.create', {
          collection: automationRunsCollection,
          data: { status: 'succeeded' },
        }),
      ).toMatchObject({
        status: 'rejected',
      });
    });
  });

  describe('on command', () => {
    beforeEach(() => open());

    it('a proyecto created in the demo company starts a run that writes its class on it, as the automation', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
      const created = await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Obra Norte', Estado: 'Abierto' },
      });
      expect(created.status).toBe('applied');
      const docId = String(created.result?.docId);
      const [run] = await finishedRuns('classify');
      expect(run).toMatchObject({
        status: 'succeeded',
        depth: 0,
        trigger: {
          type: 'command',
          input: { event: 'create', collection: 'proyectos', docId, document: { Name: 'Obra Norte' } },
        },
        steps: [
          { name: 'label', status: 'succeeded', output: 'Clase de Obra Norte' },
          { name: 'write', status: 'succeeded' },
        ],
      });
      expect(await t.deps.store.get('demo', 'proyectos', docId)).toMatchObject({
        Clase: 'Clase de Obra Norte',
      });
      // Logged as made by the automation and its run.
      const logs = await t.deps.store.query('demo', {
        collection: logsCollection,
        where: [['document', '==', docId]],
      });
      expect(logs.map((l) => l.user)).toContain(`automation:classify:${run?.FireId}`);
    });

    it('the filter and the event decide: another Estado, or a change, starts nothing', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
      const closed = await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Cerrada', Estado: 'Cerrado' },
      });
      await send('manager', 'document.merge', {
        collection: 'proyectos',
        docId: String(closed.result?.docId),
        data: { Name: 'x' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runsOf('classify')).toEqual([]);
    });

    it('a command seen twice starts one run (keyed by the command id)', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
      const created = await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Dos', Estado: 'Abierto' },
      });
      await finishedRuns('classify');
      const record = await t.deps.store.get('demo', commandsCollection, created.id);
      const again = await engine.onCommand('demo', {
        ...(record as unknown as { type: string; status: string; payload: unknown }),
        id: created.id,
      });
      expect(again).toEqual([(await runsOf('classify'))[0]?.FireId]);
      expect(await runsOf('classify')).toHaveLength(1);
    });

    it('a command committed while no engine listened starts its run once the engine is back (at least once)', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
      engine.stop();
      const created = await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Durante la caída', Estado: 'Abierto' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runsOf('classify')).toEqual([]);
      engine = installAutomationEngine(t.deps);
      const [run] = await finishedRuns('classify');
      expect(run).toMatchObject({
        status: 'succeeded',
        trigger: { input: { docId: created.result?.docId } },
      });
      // Started again, the engine does not run it twice.
      engine = installAutomationEngine(t.deps);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runsOf('classify')).toHaveLength(1);
    });

    it('an automation that writes what it listens to stops at the depth limit with automation_loop', async () => {
      const loop = {
        name: 'Bucle',
        enabled: true,
        triggers: [{ type: 'command', collection: 'proyectos', on: ['change'] }],
        steps: [
          {
            name: 'touch',
            kind: 'document',
            config: {
              action: 'update',
              collection: 'proyectos',
              docId: '{{trigger.docId}}',
              data: { Toques: '{{trigger.command.id}}' },
            },
          },
        ],
      };
      await send('admin', 'automation.create', { automation: loop, docId: 'loop' });
      const created = await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Bucle' },
      });
      await send('manager', 'document.merge', {
        collection: 'proyectos',
        docId: String(created.result?.docId),
        data: { Name: 'Bucle 2' },
      });
      const maxDepth = engine.limits.maxDepth;
      const all = await finishedRuns('loop', maxDepth + 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const final = await runsOf('loop');
      expect(final).toHaveLength(maxDepth + 2);
      expect(final.map((r) => r.depth).sort()).toEqual([...Array(maxDepth + 2).keys()]);
      const stopped = final.find((r) => r.depth === maxDepth + 1);
      expect(stopped).toMatchObject({ status: 'failed', steps: [] });
      expect(String(stopped?.error)).toMatch(/^automation_loop: /);
      expect(all.length).toBeGreaterThan(0);
    });

    it('nothing runs for a disabled automation', async () => {
      await send('admin', 'automation.create', {
        automation: { ...classifyOnCreate, enabled: false },
        docId: 'off',
      });
      await send('manager', 'document.create', {
        collection: 'proyectos',
        data: { Name: 'Nada', Estado: 'Abierto' },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runsOf('off')).toEqual([]);
      await expect(
        engine.startRun({ tenant: 'demo', automationId: 'off', trigger: { type: 'manual', input: {} } }),
      ).rejects.toMatchObject({ code: 'not_found' });
      await expect(
        engine.startRun({ tenant: 'gone', automationId: 'off', trigger: { type: 'manual', input: {} } }),
      ).rejects.toMatchObject({ code: 'unknown_company' });
    });

    it('a queued run whose automation is disabled before it starts is cancelled, its steps never run', async () => {
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'later' });
      // The run is written and its job held back, as a busy queue would hold it.
      let held: JobSpec | undefined;
      const holding = {
        ...t.deps,
        jobs: {
          enqueue: async (spec: JobSpec) => {
            held = spec;
            return { id: 'held', duplicate: false };
          },
        },
      };
      const { runId } = await startRun(holding, {
        tenant: 'demo',
        automationId: 'later',
        trigger: { type: 'manual', input: { docId: 'none' } },
      });
      expect(await t.deps.store.get('demo', automationRunsCollection, runId)).toMatchObject({
        status: 'queued',
      });
      await send('admin', 'automation.update', {
        docId: 'later',
        automation: { ...classifyOnCreate, enabled: false },
      });
      await t.deps.jobs.enqueue(held as JobSpec);
      const run = await until(async () => {
        const doc = await t.deps.store.get('demo', automationRunsCollection, runId);
        return doc && doc.status !== 'queued' ? doc : undefined;
      });
      expect(run).toMatchObject({ status: 'cancelled', error: 'automation_disabled', steps: [] });
    });
  });

  describe('schedule', () => {
    const weekly = {
      name: 'Lunes 8:00',
      enabled: true,
      triggers: [{ type: 'schedule', cron: '0 8 * * 1' }],
      steps: [{ name: 'hello', kind: 'string', config: { op: 'template', text: 'due {{trigger.dueAt}}' } }],
    };
    beforeEach(() => open());

    it('fires at its due time in Europe/Madrid under the injected clock, and once only across a restart', async () => {
      // 2026-02-01 is a Sunday; Monday 2026-02-02 08:00 Madrid is 07:00 UTC.
      await send('admin', 'automation.create', { automation: weekly, docId: 'weekly' });
      t.clock.advance(20 * 3600_000); // Monday 06:00 UTC
      await t.deps.jobs.tick();
      expect(await runsOf('weekly')).toEqual([]);
      t.clock.advance(3600_000 + 1000); // 07:00:01 UTC
      await t.deps.jobs.tick();
      const [run] = await finishedRuns('weekly');
      expect(run).toMatchObject({
        status: 'succeeded',
        trigger: { type: 'schedule', input: { dueAt: '2026-02-02T07:00:00.000Z' } },
        steps: [{ output: 'due 2026-02-02T07:00:00.000Z' }],
      });

      // A restart at the same moment: the stored next due time is next Monday.
      engine.stop();
      t = await t.restart();
      engine = installAutomationEngine(t.deps, { changeFeed: true });
      await t.deps.jobs.tick();
      t.clock.advance(60_000);
      await t.deps.jobs.tick();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await runsOf('weekly')).toHaveLength(1);

      // Down over the next due time: started once after the restart, not again.
      engine.stop();
      t = await t.restart();
      t.clock.advance(7 * 24 * 3600_000);
      engine = installAutomationEngine(t.deps, { changeFeed: true });
      await t.deps.jobs.tick();
      await t.deps.jobs.tick();
      const both = await finishedRuns('weekly', 2);
      expect(both.map((r) => (r.trigger as { input: { dueAt: string } }).input.dueAt).sort()).toEqual([
        '2026-02-02T07:00:00.000Z',
        '2026-02-09T07:00:00.000Z',
      ]);
    });

    it('a disabled or deleted automation has no schedule left', async () => {
      await send('admin', 'automation.create', { automation: weekly, docId: 'weekly' });
      await send('admin', 'automation.update', {
        docId: 'weekly',
        automation: { ...weekly, enabled: false },
      });
      await send('admin', 'automation.create', { automation: weekly, docId: 'weekly2' });
      await send('admin', 'automation.delete', { docId: 'weekly2' });
      t.clock.advance(8 * 24 * 3600_000);
      await t.deps.jobs.tick();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await runsOf('weekly')).toEqual([]);
      expect(await runsOf('weekly2')).toEqual([]);
    });
  });
});

describe.skipIf(testPlatform === 'cloud')('runs under limits', () => {
  /** A `string` step that waits `ms` (its text) and counts how many run at once. */
  function slowStrings() {
    let running = 0;
    let most = 0;
    const slow: StepRunner<never> = {
      kind: 'string',
      run: (async (config: { text: string }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, Number(config.text)));
        running -= 1;
        return config.text;
      }) as never,
    };
    return {
      runnerOf: (kind: string) => (kind === 'string' ? slow : findStepRunner(kind)),
      most: () => most,
    };
  }
  const waiting = (ms: number) => ({
    name: 'Espera',
    enabled: true,
    triggers: [{ type: 'manual' }],
    steps: [{ name: 'wait', kind: 'string', config: { op: 'template', text: String(ms) } }],
  });

  it('at most perTenantConcurrency runs of a company at once; all of them end', async () => {
    const slow = slowStrings();
    await open({ limits: { perTenantConcurrency: 2 }, runnerOf: slow.runnerOf });
    await send('admin', 'automation.create', { automation: waiting(80), docId: 'slow' });
    for (let i = 0; i < 6; i += 1)
      await engine.startRun({ tenant: 'demo', automationId: 'slow', trigger: { type: 'manual', input: {} } });
    const done = await finishedRuns('slow', 6);
    expect(done.every((r) => r.status === 'succeeded')).toBe(true);
    expect(slow.most()).toBe(2);
  });

  it('a run past its time limit fails as a timeout; it can be re-run by level 100', async () => {
    await open({ limits: { runTimeMs: 100 }, runnerOf: slowStrings().runnerOf });
    await send('admin', 'automation.create', { automation: waiting(2000), docId: 'late' });
    const { runId } = await engine.startRun({
      tenant: 'demo',
      automationId: 'late',
      trigger: { type: 'manual', input: { n: 1 } },
    });
    const [run] = await finishedRuns('late');
    expect(run).toMatchObject({ status: 'failed', steps: [{ name: 'wait', status: 'failed' }] });
    expect(String(run?.error)).toContain('timeout: the run took longer than its limit');

    expect(await send('manager', 'automation.rerun', { runId })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    const rerun = await send('admin', 'automation.rerun', { runId });
    expect(rerun.status).toBe('applied');
    const again = await until(async () => {
      const doc = await t.deps.store.get('demo', automationRunsCollection, String(rerun.result?.runId));
      return doc && doc.status === 'failed' ? doc : undefined;
    });
    expect(again).toMatchObject({ rerunOf: runId, trigger: { type: 'manual', input: { n: 1 } } });
    // A run that did not fail is not re-run.
    expect(await send('admin', 'automation.rerun', { runId: 'nope' })).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
  });
});

describe.skipIf(testPlatform === 'cloud')('manual runs and test-runs over HTTP', () => {
  beforeEach(() => open());
  const manual = {
    name: 'Resumen',
    enabled: true,
    triggers: [{ type: 'manual' }],
    steps: [
      { name: 'say', kind: 'string', config: { op: 'template', text: 'Hola {{trigger.document.Name}}' } },
    ],
  };

  it('staff run an automation with a manual trigger and see its recent runs; a client may not', async () => {
    await send('admin', 'automation.create', { automation: manual, docId: 'm1' });
    const res = await t.request(demo, '/api/automations/m1/run', {
      method: 'POST',
      json: { input: { document: { Name: 'Obra' } } },
      headers: { cookie: cookies.employee ?? '' },
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    await finishedRuns('m1');
    const list = await t.request(demo, '/api/automations/m1/runs', {
      headers: { cookie: cookies.employee ?? '' },
    });
    const { runs: recent } = (await list.json()) as { runs: Array<{ id: string; status: string }> };
    expect(recent).toEqual([expect.objectContaining({ id: runId, status: 'succeeded' })]);
    const client = await t.signIn(demo, 'client@demo.test');
    expect(
      (
        await t.request(demo, '/api/automations/m1/run', {
          method: 'POST',
          json: {},
          headers: { cookie: client },
        })
      ).status,
    ).toBe(403);
  });

  it('without a manual trigger only level 100 runs it', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'c1' });
    const asEmployee = await t.request(demo, '/api/automations/c1/run', {
      method: 'POST',
      json: {},
      headers: { cookie: cookies.employee ?? '' },
    });
    expect(asEmployee.status).toBe(403);
    const asAdmin = await t.request(demo, '/api/automations/c1/run', {
      method: 'POST',
      json: {},
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(asAdmin.status).toBe(202);
  });

  it('a test-run of a draft answers every step output and keeps no run', async () => {
    const draft = {
      ...manual,
      steps: [
        ...manual.steps,
        { name: 'upper', kind: 'string', config: { op: 'case', text: '{{steps.say}}', to: 'upper' } },
      ],
    };
    const res = await t.request(demo, '/api/automations/test', {
      method: 'POST',
      json: { automation: draft, input: { document: { Name: 'Obra' } } },
      headers: { cookie: cookies.admin ?? '' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; steps: StoredDoc[] };
    expect(body.status).toBe('succeeded');
    expect(body.steps.map((s) => s.output)).toEqual(['Hola Obra', 'HOLA OBRA']);
    expect(await runs()).toEqual([]);
    const asManager = await t.request(demo, '/api/automations/test', {
      method: 'POST',
      json: { automation: draft },
      headers: { cookie: cookies.manager ?? '' },
    });
    expect(asManager.status).toBe(403);
  });
});

describe('on command, as the cloud trigger delivers it (both platforms)', () => {
  it('a recorded command handed to onCommand twice starts one run, which the jobs run', async () => {
    t = await createTestApp();
    engine = installAutomationEngine(t.deps, { changeFeed: false });
    cookies = {
      admin: await t.signIn(demo, 'admin@demo.test'),
      manager: await t.signIn(demo, 'manager@demo.test'),
    };
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    const created = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Nube', Estado: 'Abierto' },
    });
    const record = await t.deps.store.get('demo', commandsCollection, created.id);
    const delivery = {
      ...(record as unknown as { type: string; status: string; payload: unknown }),
      id: created.id,
    };
    const [first] = await engine.onCommand('demo', delivery);
    expect(await engine.onCommand('demo', delivery)).toEqual([first]);
    const run = await until(async () => {
      await t.deps.jobs.tick();
      const doc = await t.deps.store.get('demo', automationRunsCollection, String(first));
      return doc?.status === 'succeeded' ? doc : undefined;
    }, 20_000);
    expect(run).toMatchObject({ trigger: { type: 'command', input: { docId: created.result?.docId } } });
    expect(await t.deps.store.get('demo', 'proyectos', String(created.result?.docId))).toMatchObject({
      Clase: 'Clase de Nube',
    });
    expect(await runsOf('classify')).toHaveLength(1);
  });
});
