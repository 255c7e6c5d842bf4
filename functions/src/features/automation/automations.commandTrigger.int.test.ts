import { automationRunsCollection } from '@colmena/shared/automation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandsCollection, logsCollection } from '../../platform/commands/commandRecord';
import type { JobSpec } from '../../platform/jobs/Jobs';
import { createTestApp, testPlatform } from '../../testing/testApp';
import { installAutomationEngine } from './automationEngine';
import { startRun } from './runs/startRun';
import {
  app,
  classifyOnCreate,
  closeApp,
  demo,
  finishedRuns,
  open,
  runsOf,
  send,
  until,
} from './testing/automationsHarness';
import { commandCursors } from './triggers/commandCursor';

/** The on-command trigger (issue 15): the embedded change feed, dedupe, depth limit; and as the cloud delivers it. */
afterEach(closeApp);

describe.skipIf(testPlatform === 'cloud')('on command, on the embedded server', () => {
  beforeEach(() => open());

  it('a proyecto created in the demo company starts a run that writes its class on it, as the automation', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    const created = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Obra Norte', Estado: 'En curso' },
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
    expect(await app.t.deps.store.get('demo', 'proyectos', docId)).toMatchObject({
      Clase: 'Clase de Obra Norte',
    });
    // Logged as made by the automation and its run.
    const logs = await app.t.deps.store.query('demo', {
      collection: logsCollection,
      where: [['document', '==', docId]],
    });
    expect(logs.map((l) => l.user)).toContain(`automation:classify:${run?.FireId}`);
  });

  it('the filter and the event decide: another Estado, or a change, starts nothing', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    const closed = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Cerrada', Estado: 'Terminado' },
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
      data: { Name: 'Dos', Estado: 'En curso' },
    });
    await finishedRuns('classify');
    const record = await app.t.deps.store.get('demo', commandsCollection, created.id);
    const again = await app.engine.onCommand('demo', {
      ...(record as unknown as { type: string; status: string; payload: unknown }),
      id: created.id,
    });
    expect(again).toEqual([(await runsOf('classify'))[0]?.FireId]);
    expect(await runsOf('classify')).toHaveLength(1);
  });

  it('a command committed while no engine listened starts its run once the engine is back (at least once)', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    app.engine.stop();
    const created = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Durante la caída', Estado: 'En curso' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runsOf('classify')).toEqual([]);
    app.engine = installAutomationEngine(app.t.deps);
    const [run] = await finishedRuns('classify');
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: { input: { docId: created.result?.docId } },
    });
    // Started again, the engine does not run it twice.
    app.engine = installAutomationEngine(app.t.deps);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runsOf('classify')).toHaveLength(1);
  });

  it('reads only the head of a record that starts nothing, and still moves the cursor past it', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    // The engine again, over a store that counts the records its listeners parse.
    app.engine.stop();
    const parsed: string[] = [];
    const store = app.t.deps.store;
    const listen = store.onCommit?.bind(store);
    const counting = Object.assign(Object.create(store) as typeof store, {
      onCommit: (listener: Parameters<NonNullable<typeof store.onCommit>>[0]) =>
        listen?.((changes) =>
          listener(
            changes.map((change) => ({
              seq: change.seq,
              tenant: change.tenant,
              collection: change.collection,
              id: change.id,
              kind: change.kind,
              text: () => change.text(),
              document: () => {
                if (change.collection === commandsCollection) parsed.push(change.id);
                return change.document();
              },
            })),
          ),
        ) ?? (() => undefined),
    });
    app.engine = installAutomationEngine({ ...app.t.deps, store: counting });
    const defined = await send('admin', 'collection.define', {
      key: 'sinruns',
      name: 'Sin runs',
      fields: [{ key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText' }],
    });
    const created = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Con run', Estado: 'En curso' },
    });
    await finishedRuns('classify');
    // The create (and the run's own write, a change) are parsed; the definition is not.
    expect(parsed).toContain(created.id);
    expect(parsed).not.toContain(defined.id);
    // The cursor (saved within a second) is past both.
    const { seq } = (await app.t.deps.store.get('demo', commandsCollection, defined.id)) as unknown as {
      seq: number;
    };
    await until(async () => {
      const cursor = await app.t.deps.store.get(commandCursors.tenant, commandCursors.collection, 'demo');
      return typeof cursor?.seq === 'number' && cursor.seq > seq;
    });
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
    const maxDepth = app.engine.limits.maxDepth;
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
      data: { Name: 'Nada', Estado: 'En curso' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runsOf('off')).toEqual([]);
    await expect(
      app.engine.startRun({ tenant: 'demo', automationId: 'off', trigger: { type: 'manual', input: {} } }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      app.engine.startRun({ tenant: 'gone', automationId: 'off', trigger: { type: 'manual', input: {} } }),
    ).rejects.toMatchObject({ code: 'unknown_company' });
  });

  it('a queued run whose automation is disabled before it starts is cancelled, its steps never run', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'later' });
    // The run is written and its job held back, as a busy queue would hold it.
    let held: JobSpec | undefined;
    const holding = {
      ...app.t.deps,
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
    expect(await app.t.deps.store.get('demo', automationRunsCollection, runId)).toMatchObject({
      status: 'queued',
    });
    await send('admin', 'automation.update', {
      docId: 'later',
      automation: { ...classifyOnCreate, enabled: false },
    });
    await app.t.deps.jobs.enqueue(held as JobSpec);
    const run = await until(async () => {
      const doc = await app.t.deps.store.get('demo', automationRunsCollection, runId);
      return doc && doc.status !== 'queued' ? doc : undefined;
    });
    expect(run).toMatchObject({ status: 'cancelled', error: 'automation_disabled', steps: [] });
  });
});

describe('on command, as the cloud trigger delivers it (both platforms)', () => {
  it('a recorded command handed to onCommand twice starts one run, which the jobs run', async () => {
    app.t = await createTestApp();
    app.engine = installAutomationEngine(app.t.deps, { changeFeed: false });
    app.cookies = {
      admin: await app.t.signIn(demo, 'admin@demo.test'),
      manager: await app.t.signIn(demo, 'manager@demo.test'),
    };
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'classify' });
    const created = await send('manager', 'document.create', {
      collection: 'proyectos',
      data: { Name: 'Nube', Estado: 'En curso' },
    });
    const record = await app.t.deps.store.get('demo', commandsCollection, created.id);
    const delivery = {
      ...(record as unknown as { type: string; status: string; payload: unknown }),
      id: created.id,
    };
    const [first] = await app.engine.onCommand('demo', delivery);
    expect(await app.engine.onCommand('demo', delivery)).toEqual([first]);
    const run = await until(async () => {
      await app.t.deps.jobs.tick();
      const doc = await app.t.deps.store.get('demo', automationRunsCollection, String(first));
      return doc?.status === 'succeeded' ? doc : undefined;
    }, 20_000);
    expect(run).toMatchObject({ trigger: { type: 'command', input: { docId: created.result?.docId } } });
    expect(await app.t.deps.store.get('demo', 'proyectos', String(created.result?.docId))).toMatchObject({
      Clase: 'Clase de Nube',
    });
    expect(await runsOf('classify')).toHaveLength(1);
  });
});
