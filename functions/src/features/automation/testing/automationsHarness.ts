import { automationRunsCollection } from '@colmena/shared/automation';
import type { OutboundHttp } from '../../../platform/outbound/OutboundHttp';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import {
  type AutomationEngine,
  type AutomationEngineOptions,
  automationEngineOf,
  installAutomationEngine,
} from '../automationEngine';

/**
 * What the automation int tests share (one file per trigger): the demo app with an engine of
 * the test's options, signed-in staff, commands over HTTP, and waits on runs. `app` is filled in
 * by `open` and read by the tests; `closeApp` goes in their afterEach.
 */
export const demo = 'demo.localhost:8080';

export interface Outcome {
  id: string;
  status: 'applied' | 'rejected';
  result?: Record<string, unknown>;
  error?: string;
}

export interface AutomationsApp {
  t: TestApp;
  engine: AutomationEngine;
  cookies: Record<string, string>;
}

export const app = {} as AutomationsApp;
let n = 0;

/** `outbound`: the guarded client the runs use (a test letting its loopback provider through). */
export async function open(options: AutomationEngineOptions = {}, outbound?: OutboundHttp) {
  app.t = await createTestApp({ platform: 'embedded' });
  const deps = outbound ? { ...app.t.deps, outbound } : app.t.deps;
  // The app's own engine (createApp) is stopped, so only this one listens.
  automationEngineOf(app.t.deps)?.stop();
  app.engine = installAutomationEngine(deps, { changeFeed: true, ...options });
  app.cookies = {
    admin: await app.t.signIn(demo, 'admin@demo.test'),
    manager: await app.t.signIn(demo, 'manager@demo.test'),
    employee: await app.t.signIn(demo, 'employee@demo.test'),
  };
}

export async function closeApp() {
  app.engine?.stop();
  await app.t?.close();
}

export const send = async (who: string, type: string, payload: unknown): Promise<Outcome> => {
  const res = await app.t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `auto-cmd-${++n}`, type, payload },
    headers: { cookie: app.cookies[who] ?? '' },
  });
  return (await res.json()) as Outcome;
};

export const runs = () => app.t.deps.store.query('demo', { collection: automationRunsCollection });
export const runsOf = async (automationId: string) =>
  (await runs()).filter((r) => r.automationId === automationId);

/** Waits (real time) until `check` answers something truthy. */
export async function until<T>(check: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const finishedRuns = (automationId: string, count = 1) =>
  until(async () => {
    const list = (await runsOf(automationId)).filter((r) =>
      ['succeeded', 'failed', 'cancelled'].includes(String(r.status)),
    );
    return list.length >= count ? list : undefined;
  });

/** "When a proyecto is created with Estado En curso (a choice the demo declares), write its class on it". */
export const classifyOnCreate = {
  name: 'Clasificar proyectos',
  enabled: true,
  triggers: [
    {
      type: 'command',
      collection: 'proyectos',
      on: ['create'],
      filter: [{ field: 'Estado', op: '==', value: 'En curso' }],
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
