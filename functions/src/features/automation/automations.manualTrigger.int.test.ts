import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../../platform/store/Store';
import { testPlatform } from '../../testing/testApp';
import {
  app,
  classifyOnCreate,
  closeApp,
  demo,
  finishedRuns,
  open,
  runs,
  send,
} from './testing/automationsHarness';

/** The manual trigger and the editor's test-run over HTTP (issue 15). */
afterEach(closeApp);

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
    const res = await app.t.request(demo, '/api/automations/m1/run', {
      method: 'POST',
      json: { input: { document: { Name: 'Obra' } } },
      headers: { cookie: app.cookies.employee ?? '' },
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    await finishedRuns('m1');
    const list = await app.t.request(demo, '/api/automations/m1/runs', {
      headers: { cookie: app.cookies.employee ?? '' },
    });
    const { runs: recent } = (await list.json()) as { runs: Array<{ id: string; status: string }> };
    expect(recent).toEqual([expect.objectContaining({ id: runId, status: 'succeeded' })]);
    const client = await app.t.signIn(demo, 'client@demo.test');
    expect(
      (
        await app.t.request(demo, '/api/automations/m1/run', {
          method: 'POST',
          json: {},
          headers: { cookie: client },
        })
      ).status,
    ).toBe(403);
  });

  it('without a manual trigger only level 100 runs it', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'c1' });
    const asEmployee = await app.t.request(demo, '/api/automations/c1/run', {
      method: 'POST',
      json: {},
      headers: { cookie: app.cookies.employee ?? '' },
    });
    expect(asEmployee.status).toBe(403);
    const asAdmin = await app.t.request(demo, '/api/automations/c1/run', {
      method: 'POST',
      json: {},
      headers: { cookie: app.cookies.admin ?? '' },
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
    const res = await app.t.request(demo, '/api/automations/test', {
      method: 'POST',
      json: { automation: draft, input: { document: { Name: 'Obra' } } },
      headers: { cookie: app.cookies.admin ?? '' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; steps: StoredDoc[] };
    expect(body.status).toBe('succeeded');
    expect(body.steps.map((s) => s.output)).toEqual(['Hola Obra', 'HOLA OBRA']);
    expect(await runs()).toEqual([]);
    const asManager = await app.t.request(demo, '/api/automations/test', {
      method: 'POST',
      json: { automation: draft },
      headers: { cookie: app.cookies.manager ?? '' },
    });
    expect(asManager.status).toBe(403);
  });
});
