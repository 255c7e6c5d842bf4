import { findStepKind } from '@colmena/shared/automation';
import { exportStepConfigSchema } from '@colmena/shared/automation/steps';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../testing/queryTestApp';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { stepServices } from '../../automation/engine/stepServices';
import { type StepContext, StepError, type StepServices } from '../../automation/steps/StepRunner';
import { findStepRunner } from '../../automation/steps/stepRunners';
import { pdfPagesText } from '../testing/readPdf';
import { automationExports } from './automationExports';

let t: TestApp;

/** As the engine makes an automation's commands (engine/automationActor.ts): level 100, named by automation and run. */
const automationActor = (automationId: string, runId: string) => ({
  uid: `automation:${automationId}:${runId}`,
  contactId: null,
  lvl: 100,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.store.transaction('demo', async (tx) => {
    tx.set('widgets', 'w-step-pdf', {
      place: 'project',
      keyOfCollection: 'proyectos',
      type: 'pdf',
      querysArray: [],
      settings: { report: 'document' },
    });
    tx.set('widgets', 'w-step-pptx', {
      place: 'company',
      keyOfCollection: 'ALLCOLLECTIONS',
      type: 'pptx',
      title: 'Resumen semanal',
      querysArray: [{ collection: 'proyectos' }],
      settings: { template: 'summary', groupField: 'Estado', grouping: 'value' },
    });
  });
}, 60_000);
afterAll(() => t?.close());

function context(services: Partial<StepServices>): StepContext {
  return {
    tenant: 'demo',
    automationId: 'a1',
    runId: 'r1',
    scope: {},
    services: services as StepServices,
    signal: new AbortController().signal,
    log: () => {},
  };
}

const run = (kind: string, config: unknown, services: Partial<StepServices>) => {
  const runner = findStepRunner(kind) as unknown as { run(c: unknown, x: StepContext): Promise<unknown> };
  return runner.run(config, context(services));
};

describe('pdf and pptx steps', () => {
  it('are registered on both halves with one config', () => {
    for (const kind of ['pdf', 'pptx']) {
      expect(findStepKind(kind)?.config).toBe(exportStepConfigSchema);
      expect(findStepRunner(kind)?.kind).toBe(kind);
    }
    expect(exportStepConfigSchema.safeParse({ widgetId: 'w', extra: 1 }).success).toBe(false);
  });

  it('pdf stores the document report as the automation and outputs its record', async () => {
    const exportFile = automationExports(t.deps, 'demo', automationActor('a1', 'r1'));
    const output = (await run(
      'pdf',
      { widgetId: 'w-step-pdf', collKey: 'proyectos', documentId: 'p-001' },
      { exportFile },
    )) as {
      id: string;
      url: string;
      name: string;
    };
    expect(output.name).toBe('Cambio de caldera y radiadores · Calle de Bravo Murillo 135.pdf');
    const record = await t.deps.store.get('demo', 'uploads', output.id);
    expect(record).toMatchObject({
      generated: true,
      user: 'automation:a1:r1',
      url: output.url,
      mime: 'application/pdf',
    });
    const file = await t.deps.files.read('demo', String(record?.filePath));
    expect((await pdfPagesText(file?.body ?? new Uint8Array())).join('\n')).toContain('Diarios (2)');
    // People who may read the project download it; the link is the record's.
    const admin = await t.signIn(demo, 'admin@demo.test');
    expect((await t.request(demo, output.url, { headers: { cookie: admin } })).status).toBe(200);
  });

  it('pptx stores the deck with its summary chart', async () => {
    const exportFile = automationExports(t.deps, 'demo', automationActor('a1', 'r2'));
    const output = (await run('pptx', { widgetId: 'w-step-pptx' }, { exportFile })) as { id: string };
    const record = await t.deps.store.get('demo', 'uploads', output.id);
    const zip = await JSZip.loadAsync(
      (await t.deps.files.read('demo', String(record?.filePath)))?.body ?? new Uint8Array(),
    );
    expect(Object.keys(zip.files).some((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))).toBe(true);
    expect(await zip.file('ppt/slides/slide1.xml')?.async('string')).toContain('Resumen semanal');
  });

  it('runs with the services the engine gives a run', async () => {
    const services = stepServices(t.deps, { tenant: 'demo', automationId: 'a9', runId: 'r9' });
    const output = (await run('pptx', { widgetId: 'w-step-pptx' }, services)) as { id: string };
    expect(await t.deps.store.get('demo', 'uploads', output.id)).toMatchObject({ user: 'automation:a9:r9' });
  });

  it('fails bad_config without the service, or for a widget that is not there', async () => {
    await expect(run('pdf', { widgetId: 'w-step-pdf' }, {})).rejects.toBeInstanceOf(StepError);
    const exportFile = automationExports(t.deps, 'demo', automationActor('a1', 'r3'));
    await expect(run('pdf', { widgetId: 'nope' }, { exportFile })).rejects.toThrow(/bad_config: not_found/);
  });
});
