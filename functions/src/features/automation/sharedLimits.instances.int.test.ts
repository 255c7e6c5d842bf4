import { automationRunsCollection, automationsCollection } from '@colmena/shared/automation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import type { Job } from '../../platform/jobs/Jobs';
import { limitRecordId, limitRecordsSpace, storeLimitRecords } from '../../platform/limits/storeLimitRecords';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { automationEngineOf } from './automationEngine';
import { embeddedRunLimits } from './engine/limits';
import { sharedTenantSlots } from './engine/sharedTenantSlots';
import { runAutomationJob } from './runs/runAutomationJob';
import { startRun } from './runs/startRun';
import type { StepRunner } from './steps/StepRunner';
import { signWebhook } from './webhooks/webhookSignature';

/**
 * Issue 9 point 3 and issue 15 point 5: the webhook rate, the webhook replay memory and the
 * per-company run concurrency hold across instances. Two instances over one store, as Cloud
 * Functions instances over Firestore: each builds its own app and its own limits adapter
 * (nothing shared in memory), and only the store is common. Runs on SQLite (`functions`) and on
 * Google's Firestore emulator (`functions-cloud`), whose transactions isolate.
 */
const demo = 'demo.localhost:8080';
const tenant = 'demo';
const hookId = 'hookShared1';
const burst = 4;

let t: TestApp;
let secret: string;
const instances: Array<{ deps: AppDeps; app: ReturnType<typeof createApp> }> = [];

/** A new instance over the test app's store: its own app, its own limits adapter. */
function instance(): { deps: AppDeps; app: ReturnType<typeof createApp> } {
  const deps: AppDeps = { ...t.deps, limitRecords: storeLimitRecords(t.deps.store) };
  const made = { deps, app: createApp(deps) };
  instances.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ config: { webhookRate: { perMinute: 1, burst } } });
  await t.deps.store.transaction(tenant, (tx) =>
    tx.set(automationsCollection, hookId, {
      name: 'Formulario externo (dos instancias)',
      enabled: true,
      triggers: [{ type: 'webhook' }],
      steps: [{ name: 'name', kind: 'string', config: { op: 'trim', text: '{{trigger.body.Name}}' } }],
    }),
  );
  const admin = await t.signIn(demo, 'admin@demo.test');
  const res = await t.request(demo, `/api/automations/${hookId}/webhook-secret`, {
    method: 'POST',
    headers: { cookie: admin, 'x-requested-with': 'test' },
  });
  expect(res.status).toBe(200);
  secret = ((await res.json()) as { secret: string }).secret;
  instance();
  instance();
}, 120_000);

afterAll(async () => {
  for (const { deps } of instances) automationEngineOf(deps)?.stop();
  await t?.close();
});

const seconds = () => String(Math.floor(t.clock.now().getTime() / 1000));

/** A signed request as a caller sends it; `send(i)` posts it to instance i. */
function signedRequest(data: unknown) {
  const raw = JSON.stringify(data);
  const timestamp = seconds();
  const headers = {
    host: demo,
    'content-type': 'application/json',
    'x-colmena-timestamp': timestamp,
    'x-colmena-signature': signWebhook(secret, timestamp, new TextEncoder().encode(raw)),
  };
  return (i: number) =>
    instances[i]?.app.request(`http://${demo}/hooks/${hookId}`, { method: 'POST', headers, body: raw }) ??
    Promise.reject(new Error(`no instance ${i}`));
}

const runsOfHook = async () =>
  (await t.deps.store.query(tenant, { collection: automationRunsCollection })).filter(
    (run) => run.automationId === hookId,
  ).length;

describe('webhooks across two instances over one store', () => {
  it('a replayed request is refused by the other instance, and starts nothing there', async () => {
    const before = await runsOfHook();
    const send = signedRequest({ Name: 'Reforma replay' });
    expect((await send(0)).status).toBe(202);
    const replay = await send(1);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe('Replayed webhook request');
    // And back on the first one.
    expect((await send(0)).status).toBe(401);
    expect(await runsOfHook()).toBe(before + 1);
  });

  it('the rate limit counts the requests of both: past the burst, 429 on either', async () => {
    // A minute on: the bucket (1 a minute, burst 4) is full again whatever the test above took.
    t.clock.advance(burst * 60_000);
    const before = await runsOfHook();
    const statuses: number[] = [];
    const retryAfter: Array<string | null> = [];
    for (let n = 0; n < burst * 2; n++) {
      // Alternating: each instance alone would have let its `burst` through.
      const res = await signedRequest({ Name: `Reforma ${n}` })(n % 2);
      statuses.push(res.status);
      if (res.status === 429) retryAfter.push(res.headers.get('retry-after'));
    }
    expect(statuses).toEqual([...Array(burst).fill(202), ...Array(burst).fill(429)]);
    expect(retryAfter.every((value) => Number(value) > 0)).toBe(true);
    expect(await runsOfHook()).toBe(before + burst);
  });

  it('in parallel too: exactly the burst passes, however the requests split', async () => {
    t.clock.advance(burst * 60_000);
    const sends = Array.from({ length: burst * 3 }, (_, n) => signedRequest({ Name: `Paralelo ${n}` }));
    const statuses = await Promise.all(
      sends.map((send, n) => Promise.resolve(send(n % 2)).then((res) => res.status)),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(burst);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst * 2);
  });

  it('expired records are swept from the store', async () => {
    const records = storeLimitRecords(t.deps.store, { sweepEveryMs: 0 });
    const now = t.clock.now().getTime();
    await records.change('sweep-me', now, () => ({ next: { at: now }, keepUntil: now + 1000, result: 0 }));
    await records.change('keep-me', now, () => ({ next: { at: now }, keepUntil: now + 60_000, result: 0 }));
    const stored = (key: string) =>
      t.deps.store.get(limitRecordsSpace.tenant, limitRecordsSpace.collection, limitRecordId(key));
    expect(await stored('sweep-me')).not.toBeNull();
    // The next change, 2 s later, sweeps what ended by then (in the background: waited for here).
    await records.change('other', now + 2000, () => ({ next: null, result: 0 }));
    await expect.poll(() => stored('sweep-me'), { timeout: 10_000 }).toBeNull();
    expect(await stored('keep-me')).not.toBeNull();
  });
});

describe('the per-company run concurrency across two instances', () => {
  const limit = 2;
  const perInstance = 3;
  let running = 0;
  let most = 0;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  /** A step that holds its run until the gate opens, counting the runs inside at once. */
  const holding = {
    kind: 'string',
    run: async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return 'done';
    },
  } as unknown as StepRunner<never>;

  it(`${limit} runs of a company at once, however many instances hold its jobs; the others wait and then run`, async () => {
    const leaseMs = embeddedRunLimits.runTimeMs + 60_000;
    // Each instance: its own slots over its own adapter, as the engine makes them.
    const handlers = [0, 1].map(() =>
      runAutomationJob({
        ...t.deps,
        limits: { ...embeddedRunLimits, perTenantConcurrency: limit },
        slots: sharedTenantSlots(storeLimitRecords(t.deps.store), t.clock, {
          limit,
          leaseMs,
          maxPollMs: 100,
        }),
        runnerOf: () => holding,
      }),
    );
    // Runs written as a trigger writes them; their jobs are handed to the instances below.
    const noQueue = { ...t.deps, jobs: { enqueue: async () => ({ id: 'none', duplicate: false }) } };
    const jobs: Array<Promise<void>> = [];
    const runIds: string[] = [];
    for (let n = 0; n < perInstance * 2; n++) {
      const { runId } = await startRun(noQueue, {
        tenant,
        automationId: hookId,
        trigger: { type: 'manual', input: { n }, dedupeKey: `concurrency-${n}` },
      });
      runIds.push(runId);
      const job: Job = {
        id: `job-${n}`,
        tenant,
        kind: 'automation.run',
        payload: { runId, automationId: hookId },
        attempt: 1,
      };
      const handler = handlers[n % 2];
      if (handler) jobs.push(handler(job));
    }
    await expect.poll(() => running, { timeout: 20_000 }).toBe(limit);
    // Time for a third to get in, were the limit per instance.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(most).toBe(limit);

    open();
    await Promise.all(jobs);
    expect(most).toBe(limit);
    const statuses = await Promise.all(
      runIds.map(async (id) => (await t.deps.store.get(tenant, automationRunsCollection, id))?.status),
    );
    expect(statuses).toEqual(Array(perInstance * 2).fill('succeeded'));
  }, 60_000);

  it("a lease whose instance died frees the company's place when it ends", async () => {
    const leaseMs = 10_000;
    const options = { limit: 1, leaseMs, maxPollMs: 50 };
    const lost = sharedTenantSlots(storeLimitRecords(t.deps.store), t.clock, options);
    const other = sharedTenantSlots(storeLimitRecords(t.deps.store), t.clock, options);
    await lost.acquire('lease-test'); // never given back: its instance is gone
    let got = false;
    const waiting = other.acquire('lease-test').then((release) => {
      got = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(got).toBe(false);
    t.clock.advance(leaseMs);
    (await waiting)();
    expect(got).toBe(true);
  }, 30_000);
});
