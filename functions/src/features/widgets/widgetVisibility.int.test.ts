import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocData, StoredDoc } from '../../platform/store/Store';
import { demo, seed } from '../../testing/queryTestApp';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';

/**
 * Issue 10 point 8: the widget visibility matrix — consumer × level × Rol × device × place,
 * drafts and `mobile` — and the rows of widget queries by the collection rules (lvlView,
 * ownerField), all through the HTTP API. The expectations come from the tables below, written
 * from spec §6 by hand; no case asks the server's own policy code what to expect.
 */

// ── Who looks ──────────────────────────────────────────────────────────────────────────────

/** The consumer values of spec §3 (plus none, and one §6 does not name), in the order of `admits`. */
const consumers = ['none', 'client', 'employee', 'cordinator', 'manager', 'god', 'var'] as const;
type Consumer = (typeof consumers)[number] | 'unknown';

interface Made {
  uid: string;
  contactId: string;
  departamento?: string;
}

interface Person {
  name: string;
  /** null: a signed-out visitor. */
  lvl: number | null;
  /** The agenda contact's Rol; null: no agenda contact (deleted after signing in: sign-in needs one). */
  rol: string | null;
  /** One letter per consumer, in the order of `consumers`: x admitted, . not. */
  admits: string;
  /** Made here (the others are the demo seed's accounts and contacts). */
  made?: Made;
}

const person = (
  name: string,
  lvl: number | null,
  rol: string | null,
  admits: string,
  made?: Made,
): Person => ({
  name,
  lvl,
  rol,
  admits,
  ...(made ? { made } : {}),
});

/**
 * Spec §6 for each consumer value, applied by hand: client = Rol Cliente or level ≥ 100 ·
 * employee = Rol Empleado · cordinator ≥ 10 · manager ≥ 50 · god ≥ 100 · var = the contact's
 * Departamento is 'Ventas' (the widgets' userFilterKey/userFilterValue) · none = anyone.
 */
// biome-ignore format: a table, aligned by hand
const people: Person[] = [
  //     name                          lvl   Rol          none client employee cordinator manager god var
  person('visitor',                    null, null,        'x . . . . . .'),
  person('client',                     0,    'Cliente',   'x x . . . . .'),
  person('employee',                   0,    'Empleado',  'x . x . . . .'),
  person('coordinator',                10,   'Empleado',  'x . x x . . .'),
  person('manager',                    50,   'Empleado',  'x . x x x . .'),
  person('admin',                      100,  'Empleado',  'x x x x x x .'),
  person('lvl 9 Empleado of Ventas',   9,    'Empleado',  'x . x . . . x', { uid: 'u-mx-9', contactId: 'c-mx-9', departamento: 'Ventas' }),
  person('lvl 49 Empleado',            49,   'Empleado',  'x . x x . . .', { uid: 'u-mx-49', contactId: 'c-mx-49' }),
  person('lvl 99 Empleado',            99,   'Empleado',  'x . x x x . .', { uid: 'u-mx-99', contactId: 'c-mx-99' }),
  // Takes over the seeded contact c-cliente-02, owner of incidencia i-002.
  person('lvl 10 Cliente',             10,   'Cliente',   'x x . x . . .', { uid: 'u-mx-10c', contactId: 'c-cliente-02' }),
  person('lvl 50 Cliente of Compras',  50,   'Cliente',   'x x . x x . .', { uid: 'u-mx-50c', contactId: 'c-mx-50c', departamento: 'Compras' }),
  person('lvl 100 Cliente',            100,  'Cliente',   'x x . x x x .', { uid: 'u-mx-100c', contactId: 'c-mx-100c' }),
  person('lvl 0 Proveedor of Ventas',  0,    'Proveedor', 'x . . . . . x', { uid: 'u-mx-prov', contactId: 'c-mx-prov', departamento: 'Ventas' }),
  person('lvl 0 without contact',      0,    null,        'x . . . . . .', { uid: 'u-mx-0n', contactId: 'c-mx-0n' }),
  person('lvl 100 without contact',    100,  null,        'x x . x x x .', { uid: 'u-mx-100n', contactId: 'c-mx-100n' }),
];

function admits(person: Person, consumer: Consumer): boolean {
  const column = consumers.indexOf(consumer as (typeof consumers)[number]);
  // A consumer value spec §6 does not name admits nobody.
  return column >= 0 && person.admits.split(' ')[column] === 'x';
}

const devices = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
} as const;
type Device = keyof typeof devices;

// ── What they look at ──────────────────────────────────────────────────────────────────────

const places = ['company', 'public', 'project', 'journal'] as const;
type Place = (typeof places)[number];

interface MatrixWidget {
  id: string;
  place: Place;
  consumer: Consumer;
  /** Marked `mobile: true`. */
  mobile: boolean;
  /** `ready: false`. */
  draft: boolean;
  doc: DocData;
}

/**
 * Every place × consumer × (marked mobile or not), ready; then drafts of three consumers in every
 * place, both ways; and one consumer value the model does not know. Each reads the public
 * collection obras, so whoever reaches a widget gets rows: its status alone says who reached it.
 */
function matrixWidgets(): MatrixWidget[] {
  const out: MatrixWidget[] = [];
  const add = (place: Place, consumer: Consumer, mobile: boolean, draft: boolean) => {
    const id = `w-${place}-${consumer}-${mobile ? 'phone' : 'desk'}${draft ? '-draft' : ''}`;
    const order = out.length;
    const doc: DocData = {
      title: id,
      place,
      order,
      keyOfCollection: 'ALLCOLLECTIONS',
      querysArray: [{ collection: 'obras' }],
      // Both spellings of "ready" and of "not mobile": the field set, and the field left out.
      ...(draft ? { ready: false } : order % 2 === 0 ? { ready: true } : {}),
      ...(mobile ? { mobile: true } : order % 3 === 0 ? { mobile: false } : {}),
      ...(consumer === 'none' ? {} : { consumer }),
      ...(consumer === 'var' ? { userFilterKey: 'Departamento', userFilterValue: 'Ventas' } : {}),
    };
    out.push({ id, place, consumer, mobile, draft, doc });
  };
  for (const place of places)
    for (const consumer of consumers) for (const mobile of [true, false]) add(place, consumer, mobile, false);
  for (const place of places)
    for (const consumer of ['none', 'client', 'manager'] as const)
      for (const mobile of [true, false]) add(place, consumer, mobile, true);
  add('company', 'unknown', true, false);
  return out;
}

const widgets = matrixWidgets();

/** Spec §6 restated: visitors see place public; drafts need level 100; a phone shows only `mobile`. */
function sees(person: Person, device: Device, widget: MatrixWidget): boolean {
  if (person.lvl === null && widget.place !== 'public') return false;
  if (widget.draft && (person.lvl ?? 0) < 100) return false;
  if (device === 'phone' && !widget.mobile) return false;
  return admits(person, widget.consumer);
}

const seen = (person: Person, device: Device, place?: Place) =>
  widgets
    .filter((w) => (place === undefined || w.place === place) && sees(person, device, w))
    .map((w) => w.id);

// ── The app ────────────────────────────────────────────────────────────────────────────────

let t: TestApp;
const cookies = new Map<string, string>();

/** A request as `person` on `device` would send it. */
async function ask(person: Person, device: Device, path: string, json?: unknown) {
  const headers: Record<string, string> = { 'user-agent': devices[device] };
  const cookie = cookies.get(person.name);
  if (cookie) headers.cookie = cookie;
  const res = await t.request(
    demo,
    path,
    json === undefined ? { headers } : { method: 'POST', json, headers },
  );
  return { status: res.status, body: (await res.json()) as { docs?: StoredDoc[]; widgets?: StoredDoc[] } };
}

const idsOf = (docs: readonly { FireId: string }[] | undefined) => (docs ?? []).map((d) => d.FireId);
const sorted = (ids: string[]) => [...ids].sort();
/** The ids of the matrix's widgets in an answer (the rows widgets below are visible to all). */
const matrixIds = (docs: readonly { FireId: string }[] | undefined) =>
  idsOf(docs).filter((id) => !id.startsWith('w-rows'));

/** A collection kept apart from the demo seed: lvlView 10 and no ownerField (all or nothing). */
const contratos = { key: 'contratos', name: 'Contratos', mainCollection: 'contratos', lvlView: 10 };
const contratosDocs: Record<string, DocData> = {
  'k-1': { Name: 'Contrato uno' },
  'k-2': { Name: 'Contrato dos' },
};

beforeAll(async () => {
  // The widget of an unknown consumer is skipped with a warning on every list: expected here.
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('w-company-unknown-phone skipped')) warn(...args);
  });
  t = await createTestApp();
  const { store, accounts } = t.deps;
  const seeded = await store.query('demo', { collection: 'widgets' });
  const company = await store.getCompany('demo');
  const collectionsArray = [...((company?.collectionsArray as DocData[] | undefined) ?? []), contratos];
  await store.transaction('demo', (tx) => {
    // Only this test's widgets, so every list below is exact.
    for (const doc of seeded) tx.delete('widgets', doc.FireId);
    for (const w of widgets) tx.set('widgets', w.id, w.doc);
    for (const w of rowWidgets) tx.set('widgets', w.id, w.doc);
    tx.mergeCompany({ collectionsArray });
    for (const [id, doc] of Object.entries(contratosDocs)) tx.set('contratos', id, doc);
    for (const person of people) {
      const made = person.made;
      if (!made) continue;
      const email = `${made.uid}@demo.test`;
      const contact = {
        LoginID: made.uid,
        email,
        Rol: person.rol ?? 'Empleado',
        Name: person.name,
        Surname: 'Matriz',
      };
      tx.merge('agenda', made.contactId, {
        ...contact,
        ...(made.departamento ? { Departamento: made.departamento } : {}),
      });
    }
  });
  for (const person of people) {
    if (person.lvl === null) continue;
    const made = person.made;
    const email = made ? `${made.uid}@demo.test` : `${person.name}@demo.test`;
    if (made)
      await accounts.create('demo', { uid: made.uid, email, password: demoPassword, lvl: person.lvl });
    cookies.set(person.name, await t.signIn(demo, email));
  }
  await store.transaction('demo', (tx) => {
    for (const person of people)
      if (person.made && person.rol === null) tx.delete('agenda', person.made.contactId);
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const cases = people.flatMap((person) =>
  (Object.keys(devices) as Device[]).map((device) => ({
    name: `${person.name} on ${device}`,
    person,
    device,
  })),
);

describe('widget visibility matrix through the API (spec §6)', () => {
  it('covers every dimension', () => {
    expect(widgets.length).toBe(4 * 7 * 2 + 4 * 3 * 2 + 1);
    // Every consumer admits somebody here and hides from somebody (no column is trivially all x).
    for (const consumer of consumers.slice(1)) {
      const admitted = people.filter((p) => admits(p, consumer)).length;
      expect(admitted, consumer).toBeGreaterThan(0);
      expect(admitted, consumer).toBeLessThan(people.length);
    }
  });

  it.each(cases)('$name: GET /api/widgets?place= of each place', async ({ person, device }) => {
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const place of places) {
      const answer = await ask(person, device, `/api/widgets?place=${place}`);
      actual[place] = answer.status === 200 ? matrixIds(answer.body.widgets) : answer.status;
      // The list comes by `order`, which is the table's order.
      expected[place] = person.lvl === null && place !== 'public' ? 401 : seen(person, device, place);
    }
    expect(actual).toEqual(expected);
  });

  it.each(cases)(
    '$name: the live widget list query (POST /api/query widgets)',
    async ({ person, device }) => {
      const all = await ask(person, device, '/api/query', { collection: 'widgets' });
      expect(all.status).toBe(200);
      expect(sorted(matrixIds(all.body.docs))).toEqual(sorted(seen(person, device)));
      const publicOnly = await ask(person, device, '/api/query', {
        collection: 'widgets',
        where: [['place', '==', 'public']],
      });
      expect(sorted(matrixIds(publicOnly.body.docs))).toEqual(sorted(seen(person, device, 'public')));
    },
  );

  it.each(cases)('$name: POST /api/query {widgetId, entry} of every widget', async ({ person, device }) => {
    const obras = sorted(idsOf(seed('obras')));
    const actual: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const widget of widgets) {
      const answer = await ask(person, device, '/api/query', { widgetId: widget.id, entry: 0 });
      actual[widget.id] = answer.status === 200 ? sorted(idsOf(answer.body.docs)) : answer.status;
      // Not visible: a signed-in caller is told it does not exist, a visitor to sign in; a
      // widget the model refuses (its consumer unknown) does not exist for anyone.
      expected[widget.id] = sees(person, device, widget)
        ? obras
        : person.lvl === null && widget.consumer !== 'unknown'
          ? 401
          : 404;
    }
    expect(actual).toEqual(expected);
  });
});

// ── Rows: the collection rules under a widget's query ─────────────────────────────────────

/** Spec §6 for the demo collections and contratos, restated: who reads what of each. */
const collectionRules: Record<string, { lvlView: number | 'public'; ownerField?: string }> = {
  obras: { lvlView: 'public' },
  proyectos: { lvlView: 0 },
  contratos: { lvlView: 10 },
  incidencias: { lvlView: 50, ownerField: 'owners' },
};

/** Who owns which incidencia, from the seed: the people's contact ids as owners. */
const contactOf = (person: Person): string | null => {
  if (person.lvl === null || person.rol === null) return null;
  return person.made?.contactId ?? `c-${person.name}`;
};

type Rows = string[] | number;

/** What a read of `collection` gives `person` (spec §6): all, only their own, or a refusal. */
function rowsOf(person: Person, collection: string, docs: StoredDoc[]): Rows {
  const rule = collectionRules[collection];
  if (!rule) throw new Error(`no rule for ${collection}`);
  if (person.lvl === null) return rule.lvlView === 'public' ? sorted(idsOf(docs)) : 401;
  if (rule.lvlView === 'public' || person.lvl >= rule.lvlView) return sorted(idsOf(docs));
  const contact = contactOf(person);
  if (!rule.ownerField || !contact) return 403;
  const owner = rule.ownerField;
  return sorted(idsOf(docs.filter((d) => (d[owner] as string[] | undefined)?.includes(contact))));
}

/**
 * Journals (seguimientos of incidencias) of one incidencia: below lvlView only for its owners,
 * since journals carry no owner array of their own.
 */
function journalRowsOf(person: Person, projectId: string): Rows {
  const journals = seed('seguimientos').filter((d) => d.ProjectId === projectId);
  if (person.lvl === null) return 401;
  if (person.lvl >= 50) return sorted(idsOf(journals));
  const project = seed('incidencias').find((d) => d.FireId === projectId);
  const contact = contactOf(person);
  const owners = (project?.owners as string[] | undefined) ?? [];
  return contact && owners.includes(contact) ? sorted(idsOf(journals)) : 403;
}

const rowEntries = [
  { collection: 'obras' },
  { collection: 'proyectos' },
  { collection: 'contratos' },
  { collection: 'incidencias' },
  // i-007 is the demo client's; i-011 belongs to c-cliente-03, who has no account.
  {
    collection: 'seguimientos',
    filters: [{ field: 'ProjectId', condition: '==', dataType: 'text', data: 'i-007' }],
  },
  {
    collection: 'seguimientos',
    filters: [{ field: 'ProjectId', condition: '==', dataType: 'text', data: 'i-011' }],
  },
];

const rowWidgets = [
  {
    id: 'w-rows',
    doc: { place: 'public', mobile: true, keyOfCollection: 'ALLCOLLECTIONS', querysArray: rowEntries },
  },
  {
    // "data" is the current collection: the widget's own, or the one the page names (collKey).
    id: 'w-rows-data',
    doc: {
      place: 'company',
      mobile: true,
      keyOfCollection: 'proyectos',
      querysArray: [{ collection: 'data' }],
    },
  },
];

const docsOf = (collection: string): StoredDoc[] =>
  collection === 'contratos'
    ? Object.entries(contratosDocs).map(([FireId, d]) => ({ FireId, collection, ...d }))
    : seed(collection);

describe('widget rows through the API (spec §6: lvlView, ownerField, visitors)', () => {
  it.each(cases)('$name: every entry of a widget everyone sees', async ({ person, device }) => {
    const actual: Record<string, Rows> = {};
    const expected: Record<string, Rows> = {};
    for (const [entry, spec] of rowEntries.entries()) {
      const name = `${entry}: ${spec.collection}${spec.filters ? ` of ${spec.filters[0]?.data}` : ''}`;
      const answer = await ask(person, device, '/api/query', { widgetId: 'w-rows', entry });
      actual[name] = answer.status === 200 ? sorted(idsOf(answer.body.docs)) : answer.status;
      expected[name] = spec.filters
        ? journalRowsOf(person, String(spec.filters[0]?.data))
        : rowsOf(person, spec.collection, docsOf(spec.collection));
    }
    expect(actual).toEqual(expected);
  });

  it.each(cases)(
    '$name: "data" of the widget’s collection and of another the page names',
    async ({ person, device }) => {
      const actual: Record<string, Rows> = {};
      const expected: Record<string, Rows> = {};
      for (const collKey of [undefined, 'incidencias', 'obras', 'contratos']) {
        const answer = await ask(person, device, '/api/query', {
          widgetId: 'w-rows-data',
          entry: 0,
          ...(collKey ? { collKey } : {}),
        });
        const name = collKey ?? 'proyectos (its own)';
        actual[name] = answer.status === 200 ? sorted(idsOf(answer.body.docs)) : answer.status;
        // A company widget: a visitor never reaches it, whatever the collection.
        expected[name] =
          person.lvl === null ? 401 : rowsOf(person, collKey ?? 'proyectos', docsOf(collKey ?? 'proyectos'));
      }
      expect(actual).toEqual(expected);
    },
  );
});
