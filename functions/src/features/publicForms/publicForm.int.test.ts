import { randomUUID } from 'node:crypto';
import { type ErrorCode, errorsEn } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { maxPublicSubmissionBytes } from './routes';

// Issue 13 point 4: a visitor submits a published form; nothing else is writable that way.

const demo = 'demo.localhost:8080';
/** `incidencias` is level 50's: no visitor, client or employee may create there but through the form. */
const target = 'incidencias';
const fields = [
  { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
  { key: 'Email', label: { es: 'Correo', en: 'E-mail' }, type: 'email' },
  { key: 'Horas', label: { es: 'Horas', en: 'Hours' }, type: 'integer', min: 0 },
  { key: 'Coste', label: { es: 'Coste', en: 'Cost' }, type: 'calculated', formula: 'Horas * 30' },
  { key: 'Nota', label: { es: 'Nota', en: 'Note' }, type: 'richText' },
];

let t: TestApp;
let admin: string;
let serial = 0;
/** A new address per test, so one test's posts never count against another's. */
const nextAddress = () => `203.0.113.${++serial}`;

async function command(type: string, payload: unknown) {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: randomUUID(), type, payload },
    headers: { cookie: admin, origin: `http://${demo}` },
  });
  const body = (await res.json()) as { status: string; result?: { docId?: string } };
  expect(body, `${type} ${JSON.stringify(payload)}`).toMatchObject({ status: 'applied' });
  return body.result ?? {};
}

const makeForm = async (patch: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => {
  const widget = {
    place: 'public',
    type: 'form',
    title: 'Solicitud',
    ready: true,
    settings: { fields, target: 'create', collection: target, ...settings },
    ...patch,
  };
  const { docId } = await command('widget.create', { widget });
  return docId as string;
};

const post = (path: string, body: unknown, address = nextAddress(), extra: Record<string, string> = {}) =>
  t.request(demo, `/api/public/forms/${path}`, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': address, origin: `http://${demo}`, ...extra },
  });

const stored = async () =>
  (await t.deps.store.query(demo.split('.')[0] ?? '', { collection: target })).length;

/** A refusal with its catalogue code and text (the same answer whether the form is read or remembered). */
const refused = async (res: Response, status: number, error: ErrorCode) => {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ error, message: errorsEn[error] });
};

/** Rejected public-form commands recorded: a refused submission must leave none (nothing is recorded). */
const rejectedSubmissions = async () =>
  (
    await t.deps.store.query('demo', { collection: 'commands', where: [['status', '==', 'rejected']] })
  ).filter((record) => record.type === 'form.submitPublic').length;

let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(demo, 'admin@demo.test');
  formId = await makeForm();
});
afterAll(() => t.close());

describe('a published form', () => {
  it('shows its fields to anyone, without a session', async () => {
    const res = await t.request(demo, `/api/public/forms/${formId}/${formId}`);
    expect(res.status).toBe(200);
    const view = (await res.json()) as { title: string; fields: { key: string }[] };
    expect(view.title).toBe('Solicitud');
    expect(view.fields.map((f) => f.key)).toEqual(['Name', 'Email', 'Horas', 'Coste', 'Nota']);
  });

  it('stores exactly the typed values, its formula computed by the server, logged as the form', async () => {
    const before = await stored();
    const res = await post(`${formId}/${formId}`, {
      values: { Name: 'Ana Ruiz', Email: 'ana@example.com', Horas: 3, Coste: 1_000_000, Nota: '' },
      website: '',
    });
    expect(res.status).toBe(201);
    const { docId } = (await res.json()) as { docId: string };
    const doc = await t.deps.store.get('demo', target, docId);
    expect(doc).toMatchObject({ Name: 'Ana Ruiz', Email: 'ana@example.com', Horas: 3, Coste: 90 });
    // Besides what the store adds (FireId, collection, a project's JournalsCount), the typed fields only.
    const {
      FireId: _id,
      collection: _c,
      JournalsCount: _j,
      ...body
    } = doc ?? ({} as Record<string, unknown>);
    expect(Object.keys(body).sort()).toEqual(['Coste', 'CreatedAt', 'Email', 'Horas', 'Name']);
    expect(await stored()).toBe(before + 1);
    const logs = await t.deps.store.query('demo', { collection: 'logs', where: [['document', '==', docId]] });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', user: `publicForm:${formId}`, collection: target });
  });
});

describe('abuse is refused with the catalogue and nothing is stored', () => {
  it.each([
    ['a field the form does not have', { values: { Name: 'A', Precio: 1 } }],
    ['the collection named in the values', { values: { Name: 'A', collection: 'proyectos' } }],
    ['another collection beside the values', { values: { Name: 'A' }, collection: 'proyectos' }],
    ['a document id beside the values', { values: { Name: 'A' }, docId: 'mine' }],
    ['a value of the wrong type', { values: { Name: 'A', Horas: 'tres' } }],
    ['a required field left out', { values: { Email: 'a@b.es' } }],
    ['the honeypot filled', { values: { Name: 'A' }, website: 'http://spam.example' }],
    ['no values', { Name: 'A' }],
  ])('%s: 400 invalid_change', async (_case, body) => {
    const before = await stored();
    await refused(await post(`${formId}/${formId}`, body), 400, 'invalid_change');
    expect(await stored()).toBe(before);
    expect(await rejectedSubmissions()).toBe(0);
  });

  it('a megabyte of text: 413 invalid_change', async () => {
    const before = await stored();
    const body = { values: { Name: 'A', Nota: 'x'.repeat(1_000_000) } };
    expect(JSON.stringify(body).length).toBeGreaterThan(maxPublicSubmissionBytes);
    await refused(await post(`${formId}/${formId}`, body), 413, 'invalid_change');
    // Below the size limit a rich text over its own limit is refused by the field kit.
    await refused(
      await post(`${formId}/${formId}`, { values: { Name: 'A', Nota: 'x'.repeat(100_001) } }),
      400,
      'invalid_change',
    );
    expect(await stored()).toBe(before);
  });

  it('100 posts in a minute from one address: 10 stored, the rest 429 too_many_requests', async () => {
    const before = await stored();
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await post(`${formId}/${formId}`, { values: { Name: `Bot ${i}` } }, address);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: string }).error).toBe('too_many_requests');
      }
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await stored()).toBe(before + 10);
    // Another address is not held back; the first is again after the minute.
    expect((await post(`${formId}/${formId}`, { values: { Name: 'Otra' } })).status).toBe(201);
    t.clock.advance(60_000);
    expect((await post(`${formId}/${formId}`, { values: { Name: 'Otra vez' } }, address)).status).toBe(201);
  });

  it('other collections cannot be reached: the form actor’s command is the server’s only', async () => {
    const res = await t.request(demo, '/api/commands', {
      method: 'POST',
      json: {
        id: randomUUID(),
        type: 'form.submitPublic',
        payload: { widgetId: formId, formId, data: { Name: 'A' } },
      },
      headers: { cookie: admin, origin: `http://${demo}` },
    });
    expect(await res.json()).toMatchObject({ status: 'rejected' });
  });

  it.each([
    ['a draft', { ready: false }, {}],
    ['a company form', { place: 'company' }, {}],
    ['a journal form', {}, { target: 'journal' }],
    ['a collection the company does not define', {}, { collection: 'nada' }],
  ])('%s is closed: 404 not_found to the page and the post', async (_case, patch, settings) => {
    const id = await makeForm(patch, settings);
    const before = await stored();
    await refused(await t.request(demo, `/api/public/forms/${id}/${id}`), 404, 'not_found');
    await refused(await post(`${id}/${id}`, { values: { Name: 'A' } }), 404, 'not_found');
    expect(await stored()).toBe(before);
  });

  it('an unknown widget, or the wrong form id, is not found', async () => {
    await refused(await t.request(demo, '/api/public/forms/nope/nope'), 404, 'not_found');
    await refused(await post(`${formId}/other`, { values: { Name: 'A' } }), 404, 'not_found');
  });

  it('a link id retires the widget-id link', async () => {
    const id = await makeForm({}, { linkId: 'alta-2026' });
    await refused(await post(`${id}/${id}`, { values: { Name: 'A' } }), 404, 'not_found');
    expect((await post(`${id}/alta-2026`, { values: { Name: 'A' } })).status).toBe(201);
  });
});

describe('the rate limits hold exactly', () => {
  it('20 posts at once from one address: exactly 10 stored, the rest 429', async () => {
    const before = await stored();
    const address = nextAddress();
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          (await post(`${formId}/${formId}`, { values: { Name: `A la vez ${i}` } }, address)).status,
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await stored()).toBe(before + 10);
  });

  it('an address that used its minute is still refused after a restart within it, and not after', async () => {
    const address = nextAddress();
    for (let i = 0; i < 10; i++)
      expect((await post(`${formId}/${formId}`, { values: { Name: `Antes ${i}` } }, address)).status).toBe(
        201,
      );
    t = await t.restart();
    const before = await stored();
    const res = await post(`${formId}/${formId}`, { values: { Name: 'Después' } }, address);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: string }).error).toBe('too_many_requests');
    expect(await stored()).toBe(before);
    t.clock.advance(60_000);
    expect((await post(`${formId}/${formId}`, { values: { Name: 'Otro minuto' } }, address)).status).toBe(
      201,
    );
  });
});

describe('the form as it is now: a change is seen by the next request', () => {
  const widgetOf = (patch: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
    place: 'public',
    type: 'form',
    title: 'Solicitud',
    ready: true,
    settings: { fields, target: 'create', collection: target, ...settings },
    ...patch,
  });

  it('a form closed is refused at once, and takes answers again once reopened', async () => {
    const id = await makeForm();
    expect((await post(`${id}/${id}`, { values: { Name: 'Antes' } })).status).toBe(201);
    await command('widget.update', { docId: id, widget: widgetOf({ ready: false }) });
    await refused(await t.request(demo, `/api/public/forms/${id}/${id}`), 404, 'not_found');
    await refused(await post(`${id}/${id}`, { values: { Name: 'Cerrado' } }), 404, 'not_found');
    await command('widget.update', { docId: id, widget: widgetOf() });
    expect((await post(`${id}/${id}`, { values: { Name: 'Después' } })).status).toBe(201);
  });

  it('answers are checked by the fields the form has now', async () => {
    const id = await makeForm();
    expect((await post(`${id}/${id}`, { values: { Name: 'A', Email: 'a@b.es' } })).status).toBe(201);
    const fewer = fields.filter((field) => field.key !== 'Email');
    await command('widget.update', { docId: id, widget: widgetOf({}, { fields: fewer }) });
    const before = await stored();
    await refused(
      await post(`${id}/${id}`, { values: { Name: 'A', Email: 'a@b.es' } }),
      400,
      'invalid_change',
    );
    expect(await stored()).toBe(before);
    const view = (await (await t.request(demo, `/api/public/forms/${id}/${id}`)).json()) as {
      fields: { key: string }[];
    };
    expect(view.fields.map((field) => field.key)).toEqual(['Name', 'Horas', 'Coste', 'Nota']);
    expect((await post(`${id}/${id}`, { values: { Name: 'A' } })).status).toBe(201);
  });

  it('a form into a collection the company defines later opens with that definition', async () => {
    const key = 'visitasweb';
    const id = await makeForm({}, { collection: key });
    await refused(await post(`${id}/${id}`, { values: { Name: 'Pronto' } }), 404, 'not_found');
    await command('collection.define', { key, name: 'Visitas' });
    const res = await post(`${id}/${id}`, { values: { Name: 'Ya' } });
    expect(res.status).toBe(201);
    const { docId } = (await res.json()) as { docId: string };
    expect(await t.deps.store.get('demo', key, docId)).toMatchObject({ Name: 'Ya' });
  });
});
