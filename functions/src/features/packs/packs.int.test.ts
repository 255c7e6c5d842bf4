import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData } from '../../platform/store/Store';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { bundledPack, collectionsOfPack, commandSender, companyState } from './packsTestKit';

/**
 * The store's commands through `POST /api/commands` on the demo tenant: pack.install puts every
 * part of a pack in at once and pack.uninstall takes it back, the company's own documents kept
 * (or moved to the Deleted copies when asked); clashes, other levels and bad packs change nothing.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
let admin: string;
let manager: string;
let send: ReturnType<typeof commandSender>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  manager = await app.signIn(demo, 'manager@demo.test');
  send = commandSender(app, demo, 'packs');
});
afterAll(() => app.close());

const reformas = bundledPack('reformas');
const crm = bundledPack('crm', 'en');
const watched = [...collectionsOfPack(reformas), ...collectionsOfPack(crm), 'proyectos', 'diarios'];
const keysOf = (company: DocData | null) =>
  ((company?.collectionsArray ?? []) as { key: string }[]).map((d) => d.key);
const state = () => companyState(app, 'demo', watched);

const query = async (cookie: string, collection: string) => {
  const res = await app.request(demo, '/api/query', {
    method: 'POST',
    json: { collection },
    headers: { cookie },
  });
  return { status: res.status, body: (await res.json()) as { docs?: { FireId: string }[] } };
};

describe('pack.install', () => {
  it('puts in definitions, widgets, shortcuts, colours and sample documents in one command, logged', async () => {
    const before = await state();
    const outcome = await send(admin, 'pack.install', { pack: crm, language: 'en' });
    expect(outcome).toMatchObject({ status: 'applied', result: { packId: 'crm', documents: 500 } });

    const company = await app.deps.store.getCompany('demo');
    const keys = keysOf(company);
    expect(keys).toEqual([...keysOf(before.company), 'ventas']);
    expect(company?.widgetsMenu).toEqual([
      ...((before.company?.widgetsMenu ?? []) as unknown[]),
      ...crm.widgetsMenu,
    ]);
    expect(await app.deps.store.get('demo', 'colors', 'theme')).toMatchObject({ tertiary: '#0f766e' });
    expect(await app.deps.store.get('demo', 'widgets', 'w-crm-pivot')).toMatchObject({
      type: 'pivot',
      title: 'Amount by seller and stage',
    });

    // English field names, and each opportunity's JournalsCount is its activities'.
    const opportunity = await app.deps.store.get('demo', 'oportunidades', 'op-001');
    expect(opportunity).toMatchObject({ Account: expect.any(String), Stage: expect.any(String) });
    const activities = await app.deps.store.query('demo', {
      collection: 'actividades',
      where: [['ProjectId', '==', 'op-001']],
    });
    expect(opportunity?.JournalsCount).toBe(activities.length);

    // Readable at once through the API by whoever the definition lets in.
    const listed = await query(admin, 'oportunidades');
    expect(listed.status).toBe(200);
    expect(listed.body.docs?.length).toBeGreaterThan(0);
    // An opportunity's activities list, as its page asks for it, needs no index from the admin.
    const activitiesList = await app.request(demo, '/api/query', {
      method: 'POST',
      json: {
        collection: 'actividades',
        where: [['ProjectId', '==', 'op-001']],
        orderBy: ['CreatedAt', 'desc'], // the crm pack's journals' sort
      },
      headers: { cookie: admin },
    });
    expect(activitiesList.status).toBe(200);

    const log = await app.deps.store.get('demo', 'logs', outcome.id);
    expect(log).toMatchObject({ action: 'create', collection: 'packs', document: 'crm' });
    expect(await app.deps.store.get('demo', 'logs', `${outcome.id}.1`)).toMatchObject({
      action: 'create',
      key: 'ventas',
    });
    expect(await app.deps.store.get('demo', 'packs', 'crm')).toMatchObject({
      installed: { version: '1.1.0', language: 'en' },
    });
  });

  it('a second install of the same pack is refused, naming it, and changes nothing', async () => {
    const before = await state();
    const outcome = await send(admin, 'pack.install', { pack: crm, language: 'en' });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'pack_clash' });
    expect(String(outcome.params?.keys)).toContain('pack:crm');
    expect(String(outcome.params?.keys)).toContain('collection:ventas');
    expect(await state()).toEqual(before);
  });

  it('a pack whose keys clash with the company is refused with every clashing key and changes nothing', async () => {
    const clashing = {
      ...reformas,
      id: 'reformas-demo',
      collections: [
        {
          ...reformas.collections[0],
          key: 'proyectos',
          mainCollection: 'proyectos',
          secondaryCollection: 'partes',
        },
      ],
      documents: [],
      widgets: [{ ...reformas.widgets[0], docId: 'w-company-stats' }],
      widgetsMenu: [],
    };
    const before = await state();
    const outcome = await send(admin, 'pack.install', { pack: clashing, language: 'es' });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'pack_clash' });
    expect(String(outcome.params?.keys)).toBe('collection:proyectos, widget:w-company-stats');
    expect(await state()).toEqual(before);
  });

  it.each([['the manager', 'manager']])('%s may not install or uninstall', async (_who) => {
    const before = await state();
    expect(await send(manager, 'pack.install', { pack: reformas, language: 'es' })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await send(manager, 'pack.uninstall', { packId: 'crm' })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await state()).toEqual(before);
  });

  it.each([
    [
      'a pack with a bad colour',
      { pack: { ...reformas, colors: { primary: 'red' } }, language: 'es' },
      'bad_hex',
    ],
    [
      'a pack with a shortcut to no widget of it',
      { pack: { ...reformas, widgetsMenu: [{ widget: 'w-x', icon: 'star' }] }, language: 'es' },
      'invalid_change',
    ],
    ['no language', { pack: reformas }, 'invalid_change'],
    ['an unknown language', { pack: reformas, language: 'fr' }, 'invalid_change'],
  ])('%s is refused and changes nothing', async (_name, payload, error) => {
    const before = await state();
    expect(await send(admin, 'pack.install', payload)).toMatchObject({ status: 'rejected', error });
    expect(await state()).toEqual(before);
  });
});

describe('pack.uninstall', () => {
  it('install then uninstall leaves the company exactly as it was', async () => {
    const before = await state();
    expect(await send(admin, 'pack.install', { pack: reformas, language: 'es' })).toMatchObject({
      status: 'applied',
    });
    expect(await state()).not.toEqual(before);
    expect(await send(admin, 'pack.uninstall', { packId: 'reformas' })).toMatchObject({ status: 'applied' });
    expect(await state()).toEqual(before);
  });

  it("keeps the company's documents and the samples it changed; removes the untouched samples", async () => {
    expect(await send(admin, 'pack.install', { pack: reformas, language: 'es' })).toMatchObject({
      status: 'applied',
    });
    const own = await send(admin, 'document.create', {
      collection: 'reformas',
      docId: 'mine',
      data: { Name: 'Mi obra' },
    });
    expect(own.status).toBe('applied');
    expect(
      await send(admin, 'document.merge', {
        collection: 'reformas',
        docId: 'r-001',
        data: { Estado: 'Terminada' },
      }),
    ).toMatchObject({ status: 'applied' });
    // A journal the company added changes its project's count: that project is the company's now.
    expect(
      await send(admin, 'document.create', {
        collection: 'partes',
        docId: 'p-mine',
        data: { Name: 'Hoy', ProjectId: 'r-002' },
      }),
    ).toMatchObject({ status: 'applied' });

    const outcome = await send(admin, 'pack.uninstall', { packId: 'reformas', documents: 'keep' });
    expect(outcome.status).toBe('applied');
    const left = (await app.deps.store.query('demo', { collection: 'reformas', where: [] }))
      .map((d) => d.FireId)
      .sort();
    expect(left).toEqual(['mine', 'r-001', 'r-002']);
    expect(
      (await app.deps.store.query('demo', { collection: 'partes', where: [] })).map((d) => d.FireId),
    ).toEqual(['p-mine']);
    expect(await app.deps.store.get('demo', 'widgets', 'w-reformas-obras')).toBeNull();
    expect(await app.deps.store.get('demo', 'packs', 'reformas')).toBeNull();
    const keys = keysOf(await app.deps.store.getCompany('demo'));
    expect(keys).not.toContain('reformas');

    // The kept documents make a reinstall clash, by name.
    const again = await send(admin, 'pack.install', { pack: reformas, language: 'es' });
    expect(again).toMatchObject({ status: 'rejected', error: 'pack_clash' });
    expect(String(again.params?.keys)).toBe('document:reformas/r-001, document:reformas/r-002');
  });

  it("with toDeleted moves the company's documents to the Deleted copies; a changed widget too", async () => {
    expect(await send(admin, 'pack.uninstall', { packId: 'crm' })).toMatchObject({ status: 'applied' });
    expect(await send(admin, 'pack.install', { pack: crm, language: 'en' })).toMatchObject({
      status: 'applied',
    });
    expect(
      await send(admin, 'document.create', {
        collection: 'oportunidades',
        docId: 'deal',
        data: { Name: 'Big deal' },
      }),
    ).toMatchObject({ status: 'applied' });
    const pivot = await app.deps.store.get('demo', 'widgets', 'w-crm-pivot');
    const { FireId: _f, collection: _c, ...widget } = pivot ?? {};
    expect(
      await send(admin, 'widget.update', { docId: 'w-crm-pivot', widget: { ...widget, title: 'Mine now' } }),
    ).toMatchObject({ status: 'applied' });

    expect(await send(admin, 'pack.uninstall', { packId: 'crm', documents: 'toDeleted' })).toMatchObject({
      status: 'applied',
    });
    expect(await app.deps.store.query('demo', { collection: 'oportunidades', where: [] })).toEqual([]);
    expect(await app.deps.store.get('demo', 'oportunidadesDeleted', 'deal')).toMatchObject({
      Name: 'Big deal',
      deletedBy: expect.any(String),
    });
    expect(await app.deps.store.get('demo', 'oportunidadesDeleted', 'op-001')).toBeNull();
    expect(await app.deps.store.get('demo', 'widgetsDeleted', 'w-crm-pivot')).toMatchObject({
      title: 'Mine now',
    });
    expect(await app.deps.store.get('demo', 'colors', 'theme')).not.toMatchObject({ tertiary: '#0f766e' });
  });

  it('a pack that is not installed is refused', async () => {
    expect(await send(admin, 'pack.uninstall', { packId: 'soporte' })).toMatchObject({
      status: 'rejected',
      error: 'pack_not_installed',
    });
  });
});
