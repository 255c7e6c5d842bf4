import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { readCompanySecret } from './companySecrets';

/**
 * Write-only secrets: once set, no answer of a whole session's worth of API calls (the company,
 * every readable collection with the logs and the command log, command answers and errors,
 * the compat read, the index export) holds one of them, while the server can still read them.
 */
const demo = 'demo.localhost:8080';
const secrets = {
  key: 'drop-app-key-7Qx1Lm0sZ',
  DropToken: 'sl.drop-token-Hq83Kd92Jd7ZpQ',
  DropK: 'dropk-value-71PzQm',
  DropS: 'drops-value-54KdLs',
  DropR: 'dropr-refresh-Zx81Lq',
  CloudinaryProfile: '{"cloudName":"colmena-cld-9FhQ","uploadPreset":"preset-Lp01"}',
  WhatsAppToken: 'EAAG-whatsapp-token-00YqLz',
  OpenAIKey: 'sk-proj-openai-key-4bTz9Q1xWm',
};
/** Each secret, and a tell-tale inner part of it (a secret must not leak in pieces either). */
const needles = Object.values(secrets).flatMap((value) => [value, value.slice(2, -4)]);

let app: TestApp;
let admin: string;
let manager: string;
const answers: { what: string; body: string }[] = [];

/** Keeps every answer body to grep at the end. */
const call = async (what: string, path: string, init: RequestInit & { json?: unknown } = {}) => {
  const res = await app.request(demo, path, init);
  const body = await res.text();
  answers.push({ what, body });
  return { status: res.status, body };
};
const command = (id: string, type: string, payload: unknown, cookie = admin) =>
  call(`command ${id}`, '/api/commands', {
    method: 'POST',
    json: { id, type, payload },
    headers: { cookie },
  });

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  manager = await app.signIn(demo, 'manager@demo.test');
});
afterAll(() => app.close());

describe('company.secrets.set', () => {
  it('sets every secret; the answer shows set and the last 4 characters only', async () => {
    const { body } = await command('secrets-1', 'company.secrets.set', secrets);
    expect(JSON.parse(body)).toMatchObject({
      status: 'applied',
      result: {
        secrets: {
          DropToken: { set: true, last4: '7ZpQ' },
          DropK: { set: true, last4: 'PzQm' },
        },
      },
    });
  });

  it('the server reads them back in plain text; the company document holds none', async () => {
    for (const [name, value] of Object.entries(secrets))
      expect(await readCompanySecret(app.deps.store, 'demo', name as keyof typeof secrets)).toBe(value);
    const company = JSON.stringify(await app.deps.store.getCompany('demo'));
    for (const needle of needles) expect(company).not.toContain(needle);
  });

  it('level 100 sees each secret as set / not set with its last 4 characters', async () => {
    await command('secrets-2', 'company.secrets.set', { OpenAIKey: null });
    const { body } = await call('company (admin)', '/api/company', { headers: { cookie: admin } });
    expect(JSON.parse(body).secrets).toEqual({
      key: { set: true, last4: 'm0sZ' },
      DropToken: { set: true, last4: '7ZpQ' },
      DropK: { set: true, last4: 'PzQm' },
      DropS: { set: true, last4: 'KdLs' },
      DropR: { set: true, last4: '81Lq' },
      CloudinaryProfile: { set: true, last4: '01"}' },
      WhatsAppToken: { set: true, last4: 'YqLz' },
      OpenAIKey: { set: false },
    });
    await command('secrets-3', 'company.secrets.set', { OpenAIKey: secrets.OpenAIKey });
  });

  it('others learn nothing of them, not even whether they are set', async () => {
    const asManager = await call('company (manager)', '/api/company', { headers: { cookie: manager } });
    const asVisitor = await call('company (visitor)', '/api/company');
    expect(JSON.parse(asManager.body)).not.toHaveProperty('secrets');
    expect(JSON.parse(asVisitor.body)).not.toHaveProperty('secrets');
  });

  it.each([
    ['a manager', { DropToken: secrets.DropToken }, 'forbidden'],
    [
      'an unknown name next to a secret',
      { DropToken: secrets.DropToken, Password: secrets.DropK },
      'invalid_change',
    ],
    ['a number', { DropS: 5, DropR: secrets.DropR }, 'invalid_change'],
  ])('is refused for %s, nothing changed, the secret not echoed', async (name, payload, error) => {
    const before = await app.deps.store.get('demo', '~secrets', 'company');
    const { body } = await command(
      `secrets-bad-${error}-${answers.length}`,
      'company.secrets.set',
      payload,
      name === 'a manager' ? manager : admin,
    );
    expect(JSON.parse(body)).toMatchObject({ status: 'rejected', error });
    expect(await app.deps.store.get('demo', '~secrets', 'company')).toEqual(before);
  });

  it('a retry under the same id answers the first outcome, a reuse by another type is refused', async () => {
    await command('secrets-1', 'company.secrets.set', secrets);
    const reused = await command('secrets-1', 'company.update', { Name: secrets.DropK });
    expect(reused.status).toBe(409);
  });

  it('a whole session of reads answers no secret', async () => {
    const collections = [
      'proyectos',
      'diarios',
      'incidencias',
      'seguimientos',
      'obras',
      'agenda',
      'widgets',
      'colors',
      'messages',
      'tasksMessages',
      'packs',
      'logs',
      'commands',
      'meta',
      'proyectosDeleted',
      '~secrets',
      'secrets',
      'tenants',
    ];
    for (const collection of collections) {
      for (const cookie of [admin, manager]) {
        await call(`query ${collection}`, '/api/query', {
          method: 'POST',
          json: { collection },
          headers: { cookie },
        });
        await call(`compat ${collection}`, `/firestore/v1/collections/${collection}`, {
          headers: { cookie },
        });
      }
    }
    await call('one command record', '/api/query', {
      method: 'POST',
      json: { collection: 'commands', docId: 'secrets-1' },
      headers: { cookie: admin },
    });
    await call('widgets', '/api/widgets?place=company', { headers: { cookie: admin } });
    await call('indexes', '/api/indexes', { headers: { cookie: admin } });
    await call('index export', '/api/indexes/export', { headers: { cookie: admin } });
    await call('me', '/api/auth/me', { headers: { cookie: admin } });
    await call('public key', '/demo/publickey/v1');
    await call('public data', '/api/public/data');
    // The stored record and its log entry are there, and readable by level 100.
    const records = answers.filter(
      (a) => a.what === 'query commands' && a.body.includes('company.secrets.set'),
    );
    expect(records.length).toBeGreaterThan(0);
    expect(answers.some((a) => a.what === 'query logs' && a.body.includes('"secrets"'))).toBe(true);

    const leaks = answers.filter(({ body }) => needles.some((needle) => body.includes(needle)));
    expect(leaks.map((a) => a.what)).toEqual([]);
    expect(answers.length).toBeGreaterThan(70);
  });
});
