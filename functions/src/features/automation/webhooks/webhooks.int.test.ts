import { automationRunsCollection, automationsCollection } from '@colmena/shared/automation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandsCollection } from '../../../platform/commands/commandRecord';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { maxWebhookBodyBytes } from './readBoundedBody';
import { signWebhook } from './webhookSignature';

const demo = 'demo.localhost:8080';
const automationId = 'hookAuto1';

/** An automation with a webhook trigger, written as automation.create would store it. */
const automation = (extra: Record<string, unknown> = {}) => ({
  name: 'Formulario externo crea proyecto',
  enabled: true,
  triggers: [{ type: 'webhook' }],
  steps: [{ name: 'make', kind: 'string', config: { op: 'template', text: '{{trigger.body.Name}}' } }],
  ...extra,
});

let t: TestApp;
let secret: string;
beforeEach(async () => {
  t = await createTestApp({ config: { webhookRate: { perMinute: 60, burst: 5 } } });
  await t.deps.store.transaction('demo', async (tx) =>
    tx.set(automationsCollection, automationId, automation()),
  );
  const admin = await t.signIn(demo, 'admin@demo.test');
  const res = await t.request(demo, `/api/automations/${automationId}/webhook-secret`, {
    method: 'POST',
    headers: { cookie: admin, 'x-requested-with': 'test' },
  });
  expect(res.status).toBe(200);
  secret = ((await res.json()) as { secret: string }).secret;
});
afterEach(() => t.close());

const seconds = () => String(Math.floor(t.clock.now().getTime() / 1000));
const body = (data: unknown) => new TextEncoder().encode(JSON.stringify(data));

function post(raw: Uint8Array | string, headers: Record<string, string>, id = automationId) {
  return t.request(demo, `/hooks/${id}`, {
    method: 'POST',
    body: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function signed(data: unknown, timestamp = seconds(), key = secret) {
  const raw = body(data);
  return post(raw, {
    'x-colmena-timestamp': timestamp,
    'x-colmena-signature': signWebhook(key, timestamp, raw),
  });
}

const runs = async () => (await t.deps.store.query('demo', { collection: automationRunsCollection })).length;
const commands = async () => (await t.deps.store.query('demo', { collection: commandsCollection })).length;

describe('webhook trigger POST /hooks/{automationId}', () => {
  it('the secret is shown once, 43 random characters after whsec_, and stored sealed, never in the record', async () => {
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const stored = JSON.stringify(await t.deps.store.query('demo', { collection: commandsCollection }));
    expect(stored).toContain('automation.webhookSecret.rotate');
    expect(stored).not.toContain(secret);
    const secrets = JSON.stringify(await t.deps.store.get('demo', '~secrets', 'company'));
    expect(secrets).not.toContain(secret);
    expect(secrets).toContain(secret.slice(-4));
  });

  it('a signed request starts a run: 202 {runId}, the run stored with the body as its input', async () => {
    const res = await signed({ Name: 'Obra Alcalá 12' });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    const run = await t.deps.store.get('demo', automationRunsCollection, runId);
    expect(run).toMatchObject({
      automationId,
      trigger: {
        type: 'webhook',
        input: { body: { Name: 'Obra Alcalá 12' }, contentType: 'application/json' },
      },
    });
  });

  it('the secret header instead of a signature is taken too, and a form body is read as its fields', async () => {
    const res = await post('Name=Obra+B&n=2', {
      'content-type': 'application/x-www-form-urlencoded',
      'x-colmena-timestamp': seconds(),
      'x-colmena-secret': secret,
    });
    expect(res.status).toBe(202);
    const { runId } = (await res.json()) as { runId: string };
    expect(await t.deps.store.get('demo', automationRunsCollection, runId)).toMatchObject({
      trigger: { input: { body: { Name: 'Obra B', n: '2' } } },
    });
  });

  it.each<[string, () => Response | Promise<Response>, number]>([
    ['unsigned', () => post(body({ a: 1 }), { 'x-colmena-timestamp': seconds() }), 401],
    ['no timestamp', () => post(body({ a: 1 }), { 'x-colmena-secret': secret }), 401],
    ['a wrong signature', () => signed({ a: 1 }, seconds(), 'whsec_wrong'), 401],
    [
      'a wrong secret',
      () => post(body({ a: 1 }), { 'x-colmena-timestamp': seconds(), 'x-colmena-secret': `${secret}x` }),
      401,
    ],
    [
      'a body changed after signing',
      async () => {
        const ts = seconds();
        return post(body({ a: 2 }), {
          'x-colmena-timestamp': ts,
          'x-colmena-signature': signWebhook(secret, ts, body({ a: 1 })),
        });
      },
      401,
    ],
    ['a timestamp 6 minutes old', () => signed({ a: 1 }, String(Number(seconds()) - 360)), 401],
    ['a timestamp 6 minutes ahead', () => signed({ a: 1 }, String(Number(seconds()) + 360)), 401],
    [
      'an automation that does not exist',
      async () => {
        const raw = body({ a: 1 });
        const ts = seconds();
        return post(
          raw,
          { 'x-colmena-timestamp': ts, 'x-colmena-signature': signWebhook(secret, ts, raw) },
          'nope',
        );
      },
      401,
    ],
    ['a body over 1 MB', () => signed({ pad: 'x'.repeat(maxWebhookBodyBytes) }), 413],
    [
      'a JSON body that is not JSON',
      async () => {
        const raw = new TextEncoder().encode('{nope');
        const ts = seconds();
        return post(raw, { 'x-colmena-timestamp': ts, 'x-colmena-signature': signWebhook(secret, ts, raw) });
      },
      400,
    ],
    ['a body no store keeps (an array in an array)', () => signed({ rows: [[1, 2]] }), 400],
  ])('refuses %s, storing nothing', async (_, send, status) => {
    const [runsBefore, commandsBefore] = [await runs(), await commands()];
    const res = await send();
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBeTypeOf('string');
    expect(await runs()).toBe(runsBefore);
    expect(await commands()).toBe(commandsBefore);
  });

  it('refuses a replayed request (same signature) with nothing stored, while a new one passes', async () => {
    const ts = seconds();
    const raw = body({ Name: 'una vez' });
    const headers = { 'x-colmena-timestamp': ts, 'x-colmena-signature': signWebhook(secret, ts, raw) };
    expect((await post(raw, headers)).status).toBe(202);
    const before = await runs();
    const replay = await post(raw, headers);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe('Replayed webhook request');
    expect(await runs()).toBe(before);
    expect((await signed({ Name: 'otra' })).status).toBe(202);
  });

  it('an unknown company answers a JSON 404 (no redirect), the bare host 404', async () => {
    const raw = body({ a: 1 });
    const ts = seconds();
    const headers = {
      'content-type': 'application/json',
      'x-colmena-timestamp': ts,
      'x-colmena-signature': signWebhook(secret, ts, raw),
    };
    const unknown = await t.request('nope.localhost:8080', `/hooks/${automationId}`, {
      method: 'POST',
      body: raw,
      headers,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_company' });
    const bare = await t.request('localhost:8080', `/hooks/${automationId}`, {
      method: 'POST',
      body: raw,
      headers,
    });
    expect(bare.status).toBe(404);
    expect(await runs()).toBe(0);
  });

  it('a disabled automation, or one without a webhook trigger, answers 404 and starts nothing', async () => {
    await t.deps.store.transaction('demo', async (tx) =>
      tx.set(automationsCollection, automationId, automation({ enabled: false })),
    );
    expect((await signed({ a: 1 })).status).toBe(404);
    await t.deps.store.transaction('demo', async (tx) =>
      tx.set(automationsCollection, automationId, automation({ triggers: [{ type: 'manual' }] })),
    );
    expect((await signed({ a: 2 })).status).toBe(404);
    expect(await runs()).toBe(0);
  });

  it('the automation and secret a request was checked against are not kept past a change (the next request sees it)', async () => {
    expect((await signed({ a: 1 })).status).toBe(202);
    await t.deps.store.transaction('demo', async (tx) =>
      tx.set(automationsCollection, automationId, automation({ enabled: false })),
    );
    expect((await signed({ a: 2 })).status).toBe(404);
    await t.deps.store.transaction('demo', async (tx) =>
      tx.set(automationsCollection, automationId, automation()),
    );
    expect((await signed({ a: 3 })).status).toBe(202);
    const old = secret;
    const admin = await t.signIn(demo, 'admin@demo.test');
    const rotated = await t.request(demo, `/api/automations/${automationId}/webhook-secret`, {
      method: 'POST',
      headers: { cookie: admin, 'x-requested-with': 'test' },
    });
    secret = ((await rotated.json()) as { secret: string }).secret;
    expect((await signed({ a: 4 }, seconds(), old)).status).toBe(401);
    expect((await signed({ a: 5 })).status).toBe(202);
    await t.deps.store.transaction('demo', async (tx) => tx.delete(automationsCollection, automationId));
    expect((await signed({ a: 6 })).status).toBe(404);
    expect(await runs()).toBe(3);
  });

  it('limits the rate per automation: past the burst 429 with Retry-After, nothing stored; tokens come back', async () => {
    for (let i = 0; i < 5; i++) expect((await signed({ i })).status).toBe(202);
    const over = await signed({ i: 5 });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await runs()).toBe(5);
    t.clock.advance(1000);
    expect((await signed({ i: 6 })).status).toBe(202);
  });

  it('rotating the secret stops the old one at once; level 100 only', async () => {
    const old = secret;
    const admin = await t.signIn(demo, 'admin@demo.test');
    const rotated = await t.request(demo, `/api/automations/${automationId}/webhook-secret`, {
      method: 'POST',
      headers: { cookie: admin, 'x-requested-with': 'test' },
    });
    secret = ((await rotated.json()) as { secret: string }).secret;
    expect(secret).not.toBe(old);
    expect((await signed({ a: 1 }, seconds(), old)).status).toBe(401);
    expect((await signed({ a: 1 })).status).toBe(202);

    const employee = await t.signIn(demo, 'employee@demo.test');
    const refused = await t.request(demo, `/api/automations/${automationId}/webhook-secret`, {
      method: 'POST',
      headers: { cookie: employee, 'x-requested-with': 'test' },
    });
    expect(refused.status).toBe(403);
    const none = await t.request(demo, '/api/automations/nope/webhook-secret', {
      method: 'POST',
      headers: { cookie: admin, 'x-requested-with': 'test' },
    });
    expect(none.status).toBe(404);
  });
});
