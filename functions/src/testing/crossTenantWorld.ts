import { levels } from '@colmena/shared/policy';
import type { DocData } from '../platform/store/Store';
import { demoPassword, type TestApp } from './testApp';

/**
 * Three tenants made to be confused with one another, for the cross-tenant attack matrix: the
 * seeded `demo` and `develop`, and `tercera`, created through the sign-up API. Each has every
 * role signed in, and a marker string planted in every collection and everything else it keeps
 * (files, mail, company, declared indexes, command records, logs): a marker of one tenant in an
 * answer given to another is a leak. Look-alikes make a mix-up show: develop's accounts and
 * contacts reuse demo's uids and contact ids, tercera's accounts reuse demo's e-mails (with
 * another password) and tercera's first collection has demo's name and key.
 */

export const tenantIds = ['demo', 'develop', 'tercera'] as const;
export type TenantId = (typeof tenantIds)[number];
export const roles = ['anonymous', 'admin', 'manager', 'coordinator', 'employee', 'client'] as const;
export type Role = (typeof roles)[number];
type StaffRole = Exclude<Role, 'anonymous'>;

export const bareHost = 'localhost:8080';
export const hostOf = (tenant: string) => `${tenant}.localhost:8080`;
const terceraPassword = 'Tercera2026x';

/** A marker: `XTLEAK_<tenant>_<what>_<n>`, a valid field path too (index field names carry them). */
export const markerOf = (tenant: TenantId, what: string, n: number) =>
  `XTLEAK_${tenant}_${what.replace(/[^A-Za-z0-9]/g, '')}_${n}`;
const markerPattern = /XTLEAK_([a-z0-9]+)_[A-Za-z0-9]*_\d+/g;

/** Every marker in a text, with the tenant it was planted in. */
export function markersIn(text: string): { marker: string; tenant: string }[] {
  return [...text.matchAll(markerPattern)].map((m) => ({ marker: m[0], tenant: m[1] ?? '' }));
}

/** Documents planted in every collection: one id every tenant has, one only this tenant has. */
export const sharedDocId = 'xt-doc';
export const onlyDocId = (tenant: string) => `xt-only-${tenant}`;
/** Files planted likewise. */
export const sharedFile = 'xt/secret.txt';
export const onlyFile = (tenant: string) => `xt/only-${tenant}.txt`;
/** Command ids planted likewise: every tenant's admin ran `xtcmd-shared-<collection>`. */
export const sharedCommandId = (collection: string) => `xtcmd-shared-${collection}`;
export const onlyCommandId = (tenant: string, collection: string) => `xtcmd-${tenant}-${collection}`;

const fixedCollections = [
  'colors',
  'widgets',
  'agenda',
  'messages',
  'tasksMessages',
  'logs',
  'commands',
  'packs',
  'meta',
];

export interface Caller {
  tenant: TenantId;
  role: Role;
  /** `__session=…`, absent for anonymous. */
  cookie?: string;
  /** The same session token, sent as Bearer. */
  token?: string;
  uid?: string;
  email?: string;
  password?: string;
}

export interface TenantWorld {
  id: TenantId;
  host: string;
  /** Definition keys of its collectionsArray. */
  keys: string[];
  /** Main and secondary collections. */
  companyCollections: string[];
  /** Company collections, their Deleted copies and the fixed collections. */
  collections: string[];
  /** Agenda FireIds, and the uids of its accounts (e-mails change: read them from `callers`). */
  contactIds: string[];
  uids: string[];
  callers: Record<Role, Caller>;
  /** What an outsider could name: ids only this tenant has. */
  onlyContactIds: string[];
}

interface RoleSpec {
  role: StaffRole;
  lvl: number;
  Rol: string;
}
const staff: RoleSpec[] = [
  { role: 'admin', lvl: levels.admin, Rol: 'Empleado' },
  { role: 'manager', lvl: 50, Rol: 'Empleado' },
  { role: 'coordinator', lvl: levels.coordinator, Rol: 'Empleado' },
  { role: 'employee', lvl: 0, Rol: 'Empleado' },
  { role: 'client', lvl: 0, Rol: 'Cliente' },
];

/** tercera's collections: demo's name and key first (a look-alike), then its own. */
const terceraCollections = [
  {
    key: 'proyectos',
    name: 'Proyectos',
    mainCollection: 'proyectos',
    mainName: 'Proyectos',
    mainNameSingular: 'Proyecto',
    secondaryCollection: 'partes',
    secondaryName: 'Partes',
    secondaryNameSingular: 'Parte',
    ownerField: 'owners',
    lvlView: 10,
  },
  {
    key: 'catalogo',
    name: 'Catálogo',
    mainCollection: 'catalogo',
    mainName: 'Catálogo',
    mainNameSingular: 'Artículo',
    lvlView: 'public',
  },
];

async function expectOk(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${text}`);
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (body && typeof body === 'object' && (body as { status?: string }).status === 'rejected')
    throw new Error(`${what}: ${text}`);
  return body;
}

/** Builds the three tenants on a seeded test app: accounts, sessions, markers everywhere. */
export async function buildCrossTenantWorld(t: TestApp): Promise<Record<TenantId, TenantWorld>> {
  const { store, accounts } = t.deps;
  const command = async (host: string, cookie: string, id: string, type: string, payload: unknown) => {
    const json = { id, type, payload };
    const res = await t.request(host, '/api/commands', { method: 'POST', headers: { cookie }, json });
    return expectOk(res, `${type} ${id} on ${host}`);
  };

  // tercera: through the sign-up API, then its collections (no route edits collectionsArray).
  await expectOk(
    await t.request(bareHost, '/api/signup', {
      method: 'POST',
      json: {
        subdomain: 'tercera',
        companyName: `Tercera ${markerOf('tercera', 'companyName', 0)}`,
        email: 'admin@demo.test',
        password: terceraPassword,
      },
    }),
    'sign-up of tercera',
  );
  await store.transaction('tercera', (tx) =>
    tx.mergeCompany({ collectionsArray: terceraCollections, hasPublicPage: true, agendaViewLvl: 10 }),
  );

  // develop: look-alike accounts and contacts with demo's uids and contact ids.
  for (const spec of staff.filter((s) => s.role !== 'admin')) {
    await accounts.create('develop', {
      uid: `u-${spec.role}`,
      email: `${spec.role}@develop.test`,
      password: demoPassword,
      lvl: spec.lvl,
    });
    await store.transaction('develop', (tx) =>
      tx.set('agenda', `c-${spec.role}`, {
        Name: spec.role,
        Surname: 'Develop',
        Rol: spec.Rol,
        LoginID: `u-${spec.role}`,
        email: `${spec.role}@develop.test`,
        lenguage: 'en',
      }),
    );
  }

  // tercera: the other roles through contact.create, with demo's e-mails.
  const terceraAdmin = await t.signIn(hostOf('tercera'), 'admin@demo.test', terceraPassword);
  for (const spec of staff.filter((s) => s.role !== 'admin')) {
    await command(hostOf('tercera'), terceraAdmin, `xt-contact-${spec.role}`, 'contact.create', {
      Name: spec.role,
      Surname: 'Tercera',
      Rol: spec.Rol,
      email: `${spec.role}@demo.test`,
      lenguage: 'es',
      password: terceraPassword,
      confirmPassword: terceraPassword,
      lvl: spec.lvl,
    });
  }

  const worlds = {} as Record<TenantId, TenantWorld>;
  for (const id of tenantIds) {
    const host = hostOf(id);
    const company = await store.getCompany(id);
    const defs = (company?.collectionsArray ?? []) as {
      key: string;
      mainCollection: string;
      secondaryCollection?: string;
    }[];
    const companyCollections = defs.flatMap((d) =>
      d.secondaryCollection ? [d.mainCollection, d.secondaryCollection] : [d.mainCollection],
    );
    const agenda = await store.query(id, { collection: 'agenda' });
    const callers = { anonymous: { tenant: id, role: 'anonymous' } } as Record<Role, Caller>;
    for (const spec of staff) {
      const email = id === 'tercera' ? `${spec.role}@demo.test` : `${spec.role}@${id}.test`;
      const password = id === 'tercera' ? terceraPassword : demoPassword;
      const cookie = await t.signIn(host, email, password);
      const account = await accounts.findByEmail(id, email);
      callers[spec.role] = {
        tenant: id,
        role: spec.role,
        cookie,
        token: cookie.slice(cookie.indexOf('=') + 1),
        uid: account?.uid ?? '',
        email,
        password,
      };
    }
    worlds[id] = {
      id,
      host,
      keys: defs.map((d) => d.key),
      companyCollections,
      collections: [
        ...companyCollections,
        ...companyCollections.map((c) => `${c}Deleted`),
        ...fixedCollections,
      ],
      contactIds: agenda.map((c) => c.FireId),
      uids: staff.map((s) => callers[s.role].uid ?? ''),
      callers,
      onlyContactIds: [],
    };
  }
  for (const w of Object.values(worlds)) {
    const elsewhere = Object.values(worlds).filter((o) => o.id !== w.id);
    w.onlyContactIds = w.contactIds.filter((c) => !elsewhere.some((o) => o.contactIds.includes(c)));
  }

  for (const w of Object.values(worlds)) await plantMarkers(t, w, command);
  return worlds;
}

type Command = (host: string, cookie: string, id: string, type: string, payload: unknown) => Promise<unknown>;

/** A body every role of the tenant may read where its collection lets anyone read at all. */
function lure(w: TenantWorld, what: string, n: number): DocData {
  const marker = markerOf(w.id, what, n);
  return {
    Name: marker,
    Notas: marker,
    title: marker,
    owners: w.contactIds,
    participants: w.uids,
    to: n === 0 ? w.callers.client.uid : w.callers.employee.uid,
    // Given by the tenant's manager: the assigner reads it too (tasksMessages from = uid).
    from: w.callers.manager.uid,
    ProjectId: sharedDocId,
    // One of the choices the demo declares for the collection's Estado (a create is checked).
    Estado: what === 'incidencias' ? 'Resuelta' : 'Terminado',
    CreatedAt: '2026-01-20T00:00:00.000Z',
    completed: false,
    recibed: false,
    msjArray: [{ text: marker, user: w.callers.admin.uid }],
  };
}

async function plantMarkers(t: TestApp, w: TenantWorld, command: Command): Promise<void> {
  const { store, files, mailer } = t.deps;
  const admin = w.callers.admin.cookie ?? '';
  const main = w.companyCollections[0] ?? 'widgets';

  // Company collections through the admin's commands: documents, command records and logs carry markers.
  for (const collection of w.companyCollections) {
    await command(w.host, admin, sharedCommandId(collection), 'document.create', {
      collection,
      docId: sharedDocId,
      data: lure(w, collection, 0),
    });
    await command(w.host, admin, onlyCommandId(w.id, collection), 'document.create', {
      collection,
      docId: onlyDocId(w.id),
      data: lure(w, collection, 1),
    });
  }

  await store.transaction(w.id, async (tx) => {
    for (const collection of w.companyCollections) {
      tx.set(`${collection}Deleted`, sharedDocId, lure(w, `${collection}Deleted`, 0));
      tx.set(`${collection}Deleted`, onlyDocId(w.id), lure(w, `${collection}Deleted`, 1));
    }
    for (const collection of ['colors', 'messages', 'tasksMessages', 'logs', 'packs', 'meta']) {
      tx.set(collection, sharedDocId, lure(w, collection, 0));
      tx.set(collection, onlyDocId(w.id), lure(w, collection, 1));
    }
    // Contacts without an account, and a marker on every contact.
    tx.set('agenda', sharedDocId, { ...lure(w, 'agenda', 0), Surname: markerOf(w.id, 'agenda', 0) });
    tx.set('agenda', onlyDocId(w.id), { ...lure(w, 'agenda', 1), Surname: markerOf(w.id, 'agenda', 1) });
    for (const id of w.contactIds) tx.merge('agenda', id, { xtNote: markerOf(w.id, 'contact', 2) });
    // Widgets a widget query can run, on documents of the tenant's first collection.
    const querysArray = [
      { collection: main },
      { collection: 'data', filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }] },
      {
        collection: main,
        filters: [{ field: 'Name', condition: '==', dataType: 'datafield', data: 'Name' }],
      },
    ];
    const widget = (n: number, place: string) => ({
      ...lure(w, 'widgets', n),
      info: markerOf(w.id, 'widgetInfo', n),
      place,
      ready: true,
      mobile: true,
      width: 1,
      height: 1,
      keyOfCollection: 'ALLCOLLECTIONS',
      querysArray,
    });
    tx.set('widgets', sharedDocId, widget(0, 'company'));
    tx.set('widgets', onlyDocId(w.id), widget(1, 'public'));
    tx.mergeCompany({ xtSecret: markerOf(w.id, 'company', 0) });
  });

  await files.write(w.id, sharedFile, markerOf(w.id, 'file', 0));
  await files.write(w.id, onlyFile(w.id), markerOf(w.id, 'file', 1));
  await mailer.send({
    tenant: w.id,
    to: w.callers.admin.email ?? '',
    subject: markerOf(w.id, 'mail', 0),
    text: markerOf(w.id, 'mail', 1),
  });
  // Declared indexes are one registry for every tenant, scoped by collection name.
  for (const collection of w.companyCollections) {
    const res = await t.request(w.host, '/api/indexes', {
      method: 'POST',
      headers: { cookie: admin },
      json: {
        index: {
          collectionGroup: collection,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: markerOf(w.id, `index${collection}`, 0), order: 'ASCENDING' },
            { fieldPath: 'CreatedAt', order: 'DESCENDING' },
          ],
        },
      },
    });
    await expectOk(res, `index on ${w.id}/${collection}`);
  }
}
