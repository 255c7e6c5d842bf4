import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * The company's commands through `POST /api/commands` on the demo tenant: level 100 applies
 * them (logged), levels 50 and 10 and clients are refused with `forbidden`, and bad input is
 * refused with its catalogue error, the company document and its colours unchanged.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
const cookies: Record<'admin' | 'manager' | 'coordinator' | 'client', string> = {
  admin: '',
  manager: '',
  coordinator: '',
  client: '',
};

beforeAll(async () => {
  app = await createTestApp();
  for (const who of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
});
afterAll(() => app.close());

let n = 0;
const send = async (type: string, payload: unknown, who: keyof typeof cookies = 'admin') => {
  const id = `company-cmd-${++n}`;
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    json: { id, type, payload },
    headers: { cookie: cookies[who] },
  });
  expect(res.status).toBe(200);
  return { id, ...((await res.json()) as Record<string, unknown>) };
};

/** What a command could change: the company document and its colours. */
const companyState = async () => ({
  company: await app.deps.store.getCompany('demo'),
  colors: await app.deps.store.get('demo', 'colors', 'theme'),
});
const logOf = (id: string) => app.deps.store.get('demo', 'logs', id);

const commands = [
  ['company.update', { Name: 'Reformas Nuevas' }],
  ['company.colors.set', { colors: { primary: '#123456' } }],
  ['company.secrets.set', { DropToken: 'drop-token-value-1234' }],
  ['collection.define', { key: 'Nueva', name: 'Nueva' }],
  ['collection.update', { key: 'obras', changes: { lvlEdit: 50 } }],
  ['collection.remove', { key: 'incidencias', documents: 'keep' }],
] as const;

describe('who may send them', () => {
  it.each(
    commands.flatMap(([type, payload]) =>
      (['manager', 'coordinator', 'client'] as const).map((who) => [type, who, payload] as const),
    ),
  )('%s by the %s is forbidden and changes nothing', async (type, who, payload) => {
    const before = await companyState();
    const outcome = await send(type, payload, who);
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await companyState()).toEqual(before);
    expect(await logOf(outcome.id)).toBeNull();
  });

  it('a visitor is not even heard', async () => {
    const res = await app.request(demo, '/api/commands', {
      method: 'POST',
      json: { id: 'anon-1', type: 'company.update', payload: { Name: 'X' } },
    });
    expect(res.status).toBe(401);
  });
});

describe('company.update', () => {
  it('sets and clears the settings of spec §3 Company, logged', async () => {
    const outcome = await send('company.update', {
      Name: 'Reformas Colmena',
      startingPage: '/data/obras',
      chatViewLvl: 10,
      agendaViewLvl: 50,
      hideContactsFromEmployees: true,
      languages: ['en', 'es'],
      privacyUrl: 'https://example.com/privacy',
      cookiesUrl: '/cookies',
      LogoIcon: null,
    });
    expect(outcome).toMatchObject({ status: 'applied', result: { company: 'demo' } });
    const company = await app.deps.store.getCompany('demo');
    expect(company).toMatchObject({
      Name: 'Reformas Colmena',
      startingPage: '/data/obras',
      chatViewLvl: 10,
      agendaViewLvl: 50,
      hideContactsFromEmployees: true,
      languages: ['en', 'es'],
      privacyUrl: 'https://example.com/privacy',
      LogoNavbar: '/api/files/logo.svg',
    });
    expect(company).not.toHaveProperty('LogoIcon');
    expect(await logOf(outcome.id)).toMatchObject({
      action: 'modification',
      collection: 'tenants',
      document: 'demo',
      user: 'u-admin',
    });
    const answer = await (
      await app.request(demo, '/api/company', { headers: { cookie: cookies.admin } })
    ).json();
    expect(answer).toMatchObject({
      Name: 'Reformas Colmena',
      languages: ['en', 'es'],
      privacyUrl: 'https://example.com/privacy',
    });
  });

  it.each([
    ['an empty name', { Name: '' }],
    ['a script as logo', { LogoNavbar: 'javascript:alert(1)' }],
    ['an unknown language', { languages: ['fr'] }],
    ['a secret', { DropToken: 'x' }],
    ['the collections', { collectionsArray: [] }],
    ['nothing', {}],
  ])('refuses %s with invalid_change, nothing changed', async (_name, payload) => {
    const before = await companyState();
    expect(await send('company.update', payload)).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
    expect(await companyState()).toEqual(before);
  });
});

describe('company.colors.set', () => {
  it('merges colours, removes one with null, logged', async () => {
    const outcome = await send('company.colors.set', { colors: { primary: '#0a0', tertiary: null } });
    expect(outcome).toMatchObject({ status: 'applied' });
    const colors = await app.deps.store.get('demo', 'colors', 'theme');
    expect(colors).toMatchObject({ primary: '#0a0', onPrimary: '#ffffff' });
    expect(colors).not.toHaveProperty('tertiary');
    expect(await logOf(outcome.id)).toMatchObject({ action: 'modification', collection: 'colors' });
    const answer = (await (await app.request(demo, '/api/company')).json()) as {
      colors: Record<string, string>;
    };
    expect(answer.colors.primary).toBe('#0a0');
  });

  it.each([['#12'], ['123456'], ['#ggg'], [12]])(
    'refuses %j with Bad Hex, nothing changed',
    async (value) => {
      const before = await companyState();
      const outcome = await send('company.colors.set', { colors: { primary: '#fff', secondary: value } });
      expect(outcome).toMatchObject({ status: 'rejected', error: 'bad_hex', message: 'Bad Hex' });
      expect(await companyState()).toEqual(before);
    },
  );
});

describe('collection.define / update / remove', () => {
  const definitions = async () =>
    ((await app.deps.store.getCompany('demo'))?.collectionsArray ?? []) as { key: string }[];

  it('defines a collection with a normalised key and its defaults, logged; the browser sees it', async () => {
    const outcome = await send('collection.define', {
      key: 'Órdenes de Trabajo',
      name: 'Órdenes',
      secondaryCollection: 'ordenesPartes',
      lvlView: 10,
    });
    expect(outcome).toMatchObject({
      status: 'applied',
      result: {
        definition: {
          key: 'ordenesdetrabajo',
          mainCollection: 'ordenesdetrabajo',
          mainSortField: 'Name',
          secondarySortField: 'CreatedAt',
          lvlCreate: 0,
        },
      },
    });
    expect((await definitions()).map((d) => d.key)).toContain('ordenesdetrabajo');
    expect(await logOf(outcome.id)).toMatchObject({ action: 'create', key: 'ordenesdetrabajo' });
    const company = (await (
      await app.request(demo, '/api/company', { headers: { cookie: cookies.manager } })
    ).json()) as {
      collections: { key: string }[];
    };
    expect(company.collections.map((c) => c.key)).toContain('ordenesdetrabajo');
    // Documents can be written there at once.
    const created = await send(
      'document.create',
      { collection: 'ordenesdetrabajo', data: { Name: 'OT-1' } },
      'manager',
    );
    expect(created).toMatchObject({ status: 'applied' });
  });

  it("a defined collection's journals and its owners' own lists need no index from the admin", async () => {
    const query = (request: unknown) =>
      app.request(demo, '/api/query', {
        method: 'POST',
        json: request,
        headers: { cookie: cookies.manager },
      });
    const journals = {
      collection: 'visitasPartes',
      where: [['ProjectId', '==', 'v-1']],
      orderBy: ['Fecha', 'desc'],
    };
    const own = {
      collection: 'visitas',
      where: [['dueno', 'array-contains', 'c-x']],
      orderBy: ['Name', 'desc'],
    };
    // Before the definition exists nothing answers for these collections at all.
    expect(
      await send('collection.define', {
        key: 'visitas',
        name: 'Visitas',
        secondaryCollection: 'visitasPartes',
        secondarySortField: 'Fecha',
        secondarySortDir: 'desc',
        ownerField: 'dueno',
        lvlView: 0,
      }),
    ).toMatchObject({ status: 'applied' });
    const answer = await query(journals);
    expect(answer.status).toBe(200);
    expect(await query(own)).toHaveProperty('status', 200);
    // A sort the journals were not defined with still asks for its index, as before.
    const other = await query({ ...journals, orderBy: ['Importe', 'asc'] });
    expect(await other.json()).toMatchObject({ error: 'query_requires_index' });
    // Changing the journals' sort declares what the new sort needs.
    expect(
      await send('collection.update', {
        key: 'visitas',
        changes: { secondarySortField: 'Importe', secondarySortDir: 'asc' },
      }),
    ).toMatchObject({ status: 'applied' });
    expect((await query({ ...journals, orderBy: ['Importe', 'asc'] })).status).toBe(200);
  });

  it.each([
    ['an existing key', { key: 'PROYECTOS', name: 'X', mainCollection: 'otra' }, 'collection_exists'],
    [
      'a collection another definition has',
      { key: 'x', name: 'X', mainCollection: 'diarios' },
      'invalid_change',
    ],
    ['a fixed collection', { key: 'logs', name: 'Logs' }, 'invalid_change'],
    ['a write level out of range', { key: 'y', name: 'Y', lvlCreate: 200 }, 'invalid_change'],
  ])('refuses %s, nothing changed', async (_name, payload, error) => {
    const before = await companyState();
    expect(await send('collection.define', payload)).toMatchObject({ status: 'rejected', error });
    expect(await companyState()).toEqual(before);
  });

  it('sets write levels in the definition, and the write policy follows them', async () => {
    const outcome = await send('collection.update', {
      key: 'obras',
      changes: { lvlCreate: 50, lvlEdit: 50, lvlDelete: 100, mainNameSingular: 'Obra' },
    });
    expect(outcome).toMatchObject({
      status: 'applied',
      result: { definition: { key: 'obras', lvlCreate: 50 } },
    });
    expect(await logOf(outcome.id)).toMatchObject({ action: 'modification', key: 'obras' });
    const byCoordinator = await send(
      'document.create',
      { collection: 'obras', data: { Name: 'x' } },
      'coordinator',
    );
    expect(byCoordinator).toMatchObject({ status: 'rejected', error: 'forbidden' });
    const byManager = await send('document.create', { collection: 'obras', data: { Name: 'x' } }, 'manager');
    expect(byManager).toMatchObject({ status: 'applied' });
  });

  it.each([
    ['an unknown key', { key: 'nada', changes: { name: 'X' } }, 'collection_not_found'],
    ['a write level as text', { key: 'obras', changes: { lvlEdit: '10' } }, 'invalid_change'],
    ['a write level below clients', { key: 'obras', changes: { lvlEdit: -5 } }, 'invalid_change'],
    ['the main collection', { key: 'obras', changes: { mainCollection: 'otra' } }, 'invalid_change'],
    [
      'another secondary collection',
      { key: 'proyectos', changes: { secondaryCollection: 'otra' } },
      'invalid_change',
    ],
    [
      'a stored filter of another shape',
      { key: 'obras', changes: { mainQuery: { where: [] } } },
      'invalid_change',
    ],
  ])('update refuses %s, nothing changed', async (_name, payload, error) => {
    const before = await companyState();
    expect(await send('collection.update', payload)).toMatchObject({ status: 'rejected', error });
    expect(await companyState()).toEqual(before);
  });

  it('a removal of a collection with documents needs a choice, and the refusal names their count', async () => {
    const total =
      (await app.deps.store.count('demo', { collection: 'incidencias', where: [], limit: 1 })) +
      (await app.deps.store.count('demo', { collection: 'seguimientos', where: [], limit: 1 }));
    expect(total).toBeGreaterThan(0);
    const before = await companyState();
    const outcome = await send('collection.remove', { key: 'incidencias' });
    expect(outcome).toMatchObject({
      status: 'rejected',
      error: 'collection_has_documents',
      params: { count: total },
      message: expect.stringContaining(`${total} documents`),
    });
    expect(await companyState()).toEqual(before);
    // A retry answers the same, count included.
    const again = await app.request(demo, '/api/commands', {
      method: 'POST',
      json: { id: outcome.id, type: 'collection.remove', payload: { key: 'incidencias' } },
      headers: { cookie: cookies.admin },
    });
    expect(await again.json()).toMatchObject({ error: 'collection_has_documents', params: { count: total } });
  });

  it('keep: the definition goes, the documents stay, unreachable until the key is defined again', async () => {
    const count = await app.deps.store.count('demo', { collection: 'incidencias', where: [], limit: 1 });
    const outcome = await send('collection.remove', { key: 'incidencias', documents: 'keep' });
    expect(outcome).toMatchObject({ status: 'applied', result: { documents: 'keep' } });
    expect((await definitions()).map((d) => d.key)).not.toContain('incidencias');
    expect(await app.deps.store.count('demo', { collection: 'incidencias', where: [], limit: 1 })).toBe(
      count,
    );
    expect(await logOf(outcome.id)).toMatchObject({ action: 'delete', key: 'incidencias' });
    const read = await app.request(demo, '/api/query', {
      method: 'POST',
      json: { collection: 'incidencias' },
      headers: { cookie: cookies.admin },
    });
    expect(read.status).toBe(403);

    const again = await send('collection.define', {
      key: 'incidencias',
      name: 'Incidencias',
      secondaryCollection: 'seguimientos',
      ownerField: 'owners',
      lvlView: 50,
    });
    expect(again).toMatchObject({ status: 'applied' });
    const back = await app.request(demo, '/api/query', {
      method: 'POST',
      json: { collection: 'incidencias' },
      headers: { cookie: cookies.admin },
    });
    expect(((await back.json()) as { docs: unknown[] }).docs).toHaveLength(count);
  });

  it('toDeleted: every document and its journals go to the Deleted copies with deletedBy, one log each', async () => {
    const projects = await app.deps.store.query('demo', {
      collection: 'incidencias',
      where: [],
      limit: 1000,
    });
    const journals = await app.deps.store.query('demo', {
      collection: 'seguimientos',
      where: [],
      limit: 1000,
    });
    const outcome = await send('collection.remove', { key: 'incidencias', documents: 'toDeleted' });
    expect(outcome).toMatchObject({
      status: 'applied',
      result: { documents: 'toDeleted', count: projects.length + journals.length },
    });
    expect(await app.deps.store.count('demo', { collection: 'incidencias', where: [], limit: 1 })).toBe(0);
    expect(await app.deps.store.count('demo', { collection: 'seguimientos', where: [], limit: 1 })).toBe(0);
    const first = projects[0];
    const firstJournal = journals[0];
    if (!first || !firstJournal) throw new Error('the demo has incidencias and seguimientos');
    const { FireId: _id, collection: _c, ...body } = first;
    expect(await app.deps.store.get('demo', 'incidenciasDeleted', first.FireId)).toMatchObject({
      ...body,
      deletedBy: 'u-admin',
    });
    expect(await app.deps.store.get('demo', 'seguimientosDeleted', firstJournal.FireId)).toMatchObject({
      deletedBy: 'u-admin',
    });
    const logs = await app.deps.store.query('demo', {
      collection: 'logs',
      where: [['command', '==', outcome.id]],
      limit: 10000,
    });
    expect(logs).toHaveLength(1 + projects.length + journals.length);
    expect(logs.filter((log) => log.collection === 'seguimientos')).toHaveLength(journals.length);
  });

  it('an empty collection goes without a choice', async () => {
    await send('collection.define', { key: 'vacia', name: 'Vacía' });
    const outcome = await send('collection.remove', { key: 'vacia' });
    expect(outcome).toMatchObject({ status: 'applied', result: { documents: 'none', count: 0 } });
  });

  it('an unknown key is collection_not_found', async () => {
    expect(await send('collection.remove', { key: 'nada', documents: 'keep' })).toMatchObject({
      status: 'rejected',
      error: 'collection_not_found',
    });
  });
});
