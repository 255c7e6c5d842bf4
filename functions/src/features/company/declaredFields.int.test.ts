import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 12 point 1: a collection declares the fields of its documents and journals with
 * collection.define / collection.update (level 100); every signed-in reader gets them with the
 * company; a field list the kit refuses changes nothing.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
let admin: string;
let employee: string;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  employee = await app.signIn(demo, 'employee@demo.test');
});
afterAll(() => app.close());

const send = async (type: string, payload: unknown, cookie = admin) => {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `fields-${++n}`, type, payload },
    headers: { cookie },
  });
  return (await res.json()) as { status: string; error?: string; params?: Record<string, unknown> };
};
const companyAs = async (cookie: string) =>
  (await (await app.request(demo, '/api/company', { headers: { cookie } })).json()) as {
    collections: { key: string; fields?: unknown[]; secondaryFields?: unknown[] }[];
  };

const estado = {
  key: 'Estado',
  label: { es: 'Estado', en: 'Status' },
  type: 'choice',
  options: ['Abierta', 'Cerrada'],
};
const importe = {
  key: 'Importe',
  label: { es: 'Importe', en: 'Amount' },
  type: 'currency',
  required: true,
  onCard: true,
};

describe('declared fields', () => {
  it('collection.update declares them; readers get them, defaults written out', async () => {
    expect(
      await send('collection.update', { key: 'proyectos', changes: { fields: [estado, importe] } }),
    ).toMatchObject({
      status: 'applied',
    });
    const proyectos = (await companyAs(employee)).collections.find((c) => c.key === 'proyectos');
    expect(proyectos?.fields).toEqual([
      { ...estado, required: false, onCard: false },
      { ...importe, required: true, onCard: true },
    ]);
  });

  it('collection.define takes them for documents and journals', async () => {
    const outcome = await send('collection.define', {
      key: 'Visitas',
      name: 'Visitas',
      secondaryCollection: 'visitasnotas',
      fields: [importe],
      secondaryFields: [{ key: 'Nota', label: { es: 'Nota', en: 'Note' }, type: 'longText' }],
    });
    expect(outcome.status).toBe('applied');
    const visitas = (await companyAs(admin)).collections.find((c) => c.key === 'visitas');
    expect(visitas?.secondaryFields).toHaveLength(1);
  });

  it.each([
    ['an unknown type', [{ ...estado, type: 'magic' }]],
    ['a choice without options', [{ ...estado, options: [] }]],
    ['a key twice', [estado, estado]],
    ['a label in one language', [{ ...estado, label: { es: 'Estado' } }]],
  ])('%s is refused and changes nothing', async (_name, fields) => {
    const before = await app.deps.store.getCompany('demo');
    expect(await send('collection.update', { key: 'proyectos', changes: { fields } })).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
    expect(await app.deps.store.getCompany('demo')).toEqual(before);
  });

  it('null clears them; an employee may not declare any', async () => {
    expect(
      await send('collection.update', { key: 'proyectos', changes: { fields: [estado] } }, employee),
    ).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await send('collection.update', { key: 'proyectos', changes: { fields: null } })).toMatchObject({
      status: 'applied',
    });
    expect((await companyAs(admin)).collections.find((c) => c.key === 'proyectos')?.fields).toBeUndefined();
  });
});

describe('documents of a collection with declared fields', () => {
  beforeAll(async () => {
    expect(
      await send('collection.update', { key: 'obras', changes: { fields: [estado, importe] } }),
    ).toMatchObject({
      status: 'applied',
    });
  });
  const create = (data: Record<string, unknown>, docId: string) =>
    send('document.create', { collection: 'obras', docId, data });

  it.each([
    ['a value of another type', { Importe: 'mucho' }, { field: 'Importe', problem: 'not_number' }],
    ['an option not offered', { Importe: 10, Estado: 'Perdida' }, { field: 'Estado', problem: 'not_option' }],
    ['a required field missing', { Name: 'Sin importe' }, { field: 'Importe', problem: 'required' }],
  ])('a create with %s is refused, naming the field', async (_name, data, params) => {
    const outcome = await create(data, `bad-${n}`);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'invalid_change', params });
    expect(await app.deps.store.get('demo', 'obras', `bad-${n}`)).toBeNull();
  });

  it('fitting values and undeclared keys are written', async () => {
    expect(
      await create({ Name: 'Cocina', Importe: 1200.5, Estado: 'Abierta', Notas: 'libre' }, 'ok-1'),
    ).toMatchObject({
      status: 'applied',
    });
  });

  it('a merge checks what it sends, and may not remove a required field', async () => {
    const merge = (data: Record<string, unknown>, remove?: string[]) =>
      send('document.merge', { collection: 'obras', docId: 'ok-1', data, ...(remove ? { remove } : {}) });
    expect(await merge({ Notas: 'otra' })).toMatchObject({ status: 'applied' });
    expect(await merge({ Estado: 'x' })).toMatchObject({ status: 'rejected', params: { field: 'Estado' } });
    expect(await merge({}, ['Importe'])).toMatchObject({
      status: 'rejected',
      params: { field: 'Importe', problem: 'required' },
    });
    expect(await merge({ Notas: 'sin estado' }, ['Estado'])).toMatchObject({ status: 'applied' });
    expect(await app.deps.store.get('demo', 'obras', 'ok-1')).toMatchObject({
      Importe: 1200.5,
      Notas: 'sin estado',
    });
  });
});
