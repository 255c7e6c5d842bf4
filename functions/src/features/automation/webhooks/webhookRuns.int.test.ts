import { automationRunsCollection, automationsCollection } from '@colmena/shared/automation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { signWebhook } from './webhookSignature';

const demo = 'demo.localhost:8080';

/** "An external form posts to a webhook that creates a project" (issue 15, done when). */
const formToProject = (synchronous: boolean) => ({
  name: 'Formulario externo crea proyecto',
  enabled: true,
  triggers: [{ type: 'webhook', synchronous }],
  steps: [
    {
      name: 'crear',
      kind: 'document',
      config: {
        action: 'create',
        collection: 'proyectos',
        data: {
          Name: '{{trigger.body.Name}}',
          // One the demo's proyectos declare (issue 12): a create with another is refused.
          Estado: 'Presupuesto',
          Presupuesto: '{{trigger.body.Presupuesto}}',
        },
      },
    },
  ],
});

let t: TestApp;
let ticking: ReturnType<typeof setInterval>;
beforeEach(async () => {
  t = await createTestApp();
  // The job ticker of the embedded server, at test speed: it runs the queued runs.
  ticking = setInterval(() => void t.deps.jobs.tick().catch(() => undefined), 50);
});
afterEach(async () => {
  clearInterval(ticking);
  await t.close();
});

async function hookWithSecret(id: string, synchronous: boolean): Promise<string> {
  await t.deps.store.transaction('demo', async (tx) =>
    tx.set(automationsCollection, id, formToProject(synchronous)),
  );
  const admin = await t.signIn(demo, 'admin@demo.test');
  const res = await t.request(demo, `/api/automations/${id}/webhook-secret`, {
    method: 'POST',
    headers: { cookie: admin, 'x-requested-with': 'test' },
  });
  return ((await res.json()) as { secret: string }).secret;
}

async function postSigned(id: string, secret: string, data: unknown) {
  const raw = new TextEncoder().encode(JSON.stringify(data));
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  return t.request(demo, `/hooks/${id}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-colmena-timestamp': timestamp,
      'x-colmena-signature': signWebhook(secret, timestamp, raw),
    },
  });
}

const projectsNamed = async (name: string) =>
  (await t.deps.store.query('demo', { collection: 'proyectos' })).filter((doc) => doc.Name === name);

describe('a signed webhook runs its automation (with the engine)', () => {
  it('202 {runId}; the run creates the project from the posted body, as the automation', async () => {
    const secret = await hookWithSecret('formHook', false);
    const res = await postSigned('formHook', secret, { Name: 'Reforma web 1', Presupuesto: 18000 });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    await vi.waitFor(
      async () => {
        expect(await t.deps.store.get('demo', automationRunsCollection, runId)).toMatchObject({
          status: 'succeeded',
        });
      },
      { timeout: 10_000, interval: 100 },
    );
    const [project] = await projectsNamed('Reforma web 1');
    expect(project).toMatchObject({ Estado: 'Presupuesto', Presupuesto: 18000 });
  });

  it('a synchronous automation answers 200 with the run’s outcome when it ends within 10 s', async () => {
    const secret = await hookWithSecret('formHookSync', true);
    const res = await postSigned('formHookSync', secret, { Name: 'Reforma web 2', Presupuesto: 9000 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { runId: string; status: string; output: { docId: string } };
    expect(body.status).toBe('succeeded');
    expect(await t.deps.store.get('demo', 'proyectos', body.output.docId)).toMatchObject({
      Name: 'Reforma web 2',
    });
  });

  it('an unsigned request creates nothing', async () => {
    await hookWithSecret('formHook', false);
    const res = await t.request(demo, '/hooks/formHook', {
      method: 'POST',
      body: JSON.stringify({ Name: 'Intruso' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await projectsNamed('Intruso')).toHaveLength(0);
    expect(await t.deps.store.query('demo', { collection: automationRunsCollection })).toHaveLength(0);
  });
});
