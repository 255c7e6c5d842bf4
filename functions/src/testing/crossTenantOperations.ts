import {
  type Caller,
  onlyCommandId,
  onlyDocId,
  onlyFile,
  sharedCommandId,
  sharedDocId,
  sharedFile,
  type TenantWorld,
} from './crossTenantWorld';

/**
 * The cross-tenant matrix's requests: every data route of the app, each naming a target
 * tenant's things (collections, documents, definition keys, widgets, files, command ids,
 * contacts, uids, live streams, indexes). Sent with the attacker's credentials to the target's
 * host, or to the attacker's own host.
 */

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface Op {
  collection: string;
  operation: string;
  req: Req;
}

export const post = (path: string, json: unknown): Req => ({ method: 'POST', path, json });
export const get = (path: string): Req => ({ method: 'GET', path });

/** Every request naming `b`'s things; `ids` makes command ids unique per use. */
export function operationsAgainst(b: TenantWorld, ids: () => string): Op[] {
  const ops: Op[] = [];
  const cmd = (type: string, payload: unknown, id = ids()) => post('/api/commands', { id, type, payload });
  const only = onlyDocId(b.id);
  const data = { Name: 'xt attack', owners: b.contactIds };
  for (const collection of b.collections) {
    const add = (operation: string, req: Req) => ops.push({ collection, operation, req });
    add('query list', post('/api/query', { collection }));
    add(
      'query by FireId',
      post('/api/query', { collection, where: [['FireId', 'in', [sharedDocId, only]]] }),
    );
    add('query docId', post('/api/query', { collection, docId: only }));
    add(
      'query logs of the collection',
      post('/api/query', { collection: 'logs', where: [['collection', '==', collection]] }),
    );
    add('compat read', get(`/firestore/v1/collections/${collection}`));
    add('document.create', cmd('document.create', { collection, docId: only, data }));
    add('document.merge', cmd('document.merge', { collection, docId: only, data }));
    add(
      'document.merge shared id',
      cmd('document.merge', { collection, docId: sharedDocId, data: { xtAttack: 1 } }),
    );
    add('document.replace', cmd('document.replace', { collection, docId: only, data }));
    add('document.delete', cmd('document.delete', { collection, docId: only }));
    add('document.move', cmd('document.move', { collection, docId: only, to: `${collection}Moved` }));
    add(
      'index required',
      post('/api/indexes/required', {
        query: { collection, where: [['Estado', '==', 'x']], orderBy: ['CreatedAt', 'desc'] },
      }),
    );
    add(
      'index declare',
      post('/api/indexes', {
        index: {
          collectionGroup: collection,
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'xtAttackA', order: 'ASCENDING' },
            { fieldPath: 'xtAttackB', order: 'ASCENDING' },
          ],
        },
      }),
    );
  }
  for (const collection of b.companyCollections) {
    const add = (operation: string, req: Req) => ops.push({ collection, operation, req });
    // The command records of the target: replaying its id must not answer its outcome.
    add(
      'command id of the target',
      cmd('document.create', { collection, data }, onlyCommandId(b.id, collection)),
    );
    add(
      'command id every tenant has',
      cmd('document.create', { collection, data }, sharedCommandId(collection)),
    );
    add(
      'query command record',
      post('/api/query', {
        collection: 'commands',
        where: [['FireId', '==', onlyCommandId(b.id, collection)]],
      }),
    );
    add(
      'query logs of the document',
      post('/api/query', { collection: 'logs', where: [['document', '==', only]] }),
    );
  }
  for (const key of b.keys) {
    const add = (operation: string, req: Req) => ops.push({ collection: `key ${key}`, operation, req });
    for (const place of ['company', 'project', 'journal', 'public'])
      add(`query data alias (${place})`, post('/api/query', { collection: 'data', collKey: key, place }));
    add('query data alias docId', post('/api/query', { collection: 'data', collKey: key, docId: only }));
    add('compat data alias', get(`/firestore/v1/collections/data?collKey=${key}&place=journal`));
    add('project.deleteData', cmd('project.deleteData', { collKey: key, projectId: only }));
    add('project.deleteData shared id', cmd('project.deleteData', { collKey: key, projectId: sharedDocId }));
    for (const to of b.keys.filter((k) => k !== key))
      add(`project.deleteData to ${to}`, cmd('project.deleteData', { collKey: key, projectId: only, to }));
    for (const entry of [0, 1, 2])
      add(
        `widget query entry ${entry}`,
        post('/api/query', { widgetId: sharedDocId, entry, collKey: key, documentId: only }),
      );
  }
  const add = (collection: string, operation: string, req: Req) => ops.push({ collection, operation, req });
  add('widgets', 'widget query of the target widget', post('/api/query', { widgetId: only }));
  add(
    'widgets',
    'widget query of the target widget, entry 2',
    post('/api/query', { widgetId: only, entry: 2, documentId: sharedDocId }),
  );
  for (const place of ['company', 'public', 'project', 'journal'])
    add('widgets', `widgets list (${place})`, get(`/api/widgets?place=${place}`));
  add('-', 'company', get('/api/company'));
  add('-', 'me', get('/api/auth/me'));
  add('agenda', 'agenda levels', get('/api/agenda/levels'));
  add('-', 'outbox', get('/api/admin/outbox'));
  add('-', 'indexes list', get('/api/indexes'));
  add('-', 'indexes export', get('/api/indexes/export'));
  add('-', 'publicData list', get('/api/public/data'));
  add('-', 'publicData list page 2', get('/api/public/data?page=2&perPage=4'));
  add('-', 'publicData doc (target id)', get(`/api/public/data/${only}`));
  add('-', 'publicData doc (shared id)', get(`/api/public/data/${sharedDocId}`));
  add('-', 'publickey of the target', get(`/${b.id}/publickey/v1`));
  const file = (operation: string, path: string) => add('files', operation, get(path));
  file('file of the target', `/api/files/${onlyFile(b.id)}`);
  file('file every tenant has', `/api/files/${sharedFile}`);
  file('file traversal ..%2F', `/api/files/..%2F${b.id}%2F${encodeURIComponent(sharedFile)}`);
  file('file traversal %2e%2e', `/api/files/%2e%2e%2F${b.id}%2F${encodeURIComponent(onlyFile(b.id))}`);
  file('file traversal backslash', `/api/files/..%5C${b.id}%5Cxt%5Conly-${b.id}.txt`);
  file('file traversal absolute', `/api/files/%2F..%2F${b.id}%2F${encodeURIComponent(onlyFile(b.id))}`);
  file(
    'file traversal double-encoded',
    `/api/files/%252e%252e%252F${b.id}%252F${encodeURIComponent(sharedFile)}`,
  );
  for (const uid of b.uids) {
    add(
      'tasksMessages',
      'query tasks to a target uid',
      post('/api/query', { collection: 'tasksMessages', where: [['to', '==', uid]] }),
    );
    add(
      'tasksMessages',
      'query tasks a target uid assigned',
      post('/api/query', { collection: 'tasksMessages', where: [['from', '==', uid]] }),
    );
    add(
      'messages',
      'query threads of a target uid',
      post('/api/query', { collection: 'messages', where: [['participants', 'array-contains', uid]] }),
    );
    add(
      'agenda',
      'query contact of a target uid',
      post('/api/query', { collection: 'agenda', where: [['LoginID', '==', uid]] }),
    );
    add(
      'logs',
      'query logs of a target uid',
      post('/api/query', { collection: 'logs', where: [['user', '==', uid]] }),
    );
  }
  for (const contactId of [...b.onlyContactIds.slice(0, 4), sharedDocId]) {
    add('agenda', 'contact.update', cmd('contact.update', { contactId, Surname: 'xt attack' }));
    if (contactId !== sharedDocId) {
      add('agenda', 'contact.update level', cmd('contact.update', { contactId, lvl: 0, disabled: true }));
      add('agenda', 'contact.delete', cmd('contact.delete', { contactId }));
    }
  }
  // The live stream itself is a long answer: the tests open it with their own reader.
  add('live', 'stream token', post('/api/live/token', {}));
  return ops;
}

/** Other spellings of the target's host. */
export const hostSpellings = (b: TenantWorld) => [
  b.host.toUpperCase(),
  `${b.id}.localhost`,
  `${b.id}.localhost.:8080`,
  `${b.id}.other-domain.test`,
];

/** A few requests to repeat under every host trick. */
export const hostProbes = (b: TenantWorld): Op[] => {
  const first = b.companyCollections[0] ?? 'widgets';
  return [
    { collection: '-', operation: 'me', req: get('/api/auth/me') },
    { collection: '-', operation: 'company', req: get('/api/company') },
    { collection: first, operation: 'query list', req: post('/api/query', { collection: first }) },
    { collection: 'logs', operation: 'query list', req: post('/api/query', { collection: 'logs' }) },
    { collection: 'widgets', operation: 'widgets list (company)', req: get('/api/widgets?place=company') },
  ];
};

/** The account routes of a signed-in caller, sent where `b` is named or is the host. */
export const accountRoutes = (caller: Caller, b: TenantWorld): [string, Req][] => [
  [
    'password change',
    post('/api/auth/password', { password: 'Cambio2026xy', confirmPassword: 'Cambio2026xy' }),
  ],
  [
    'email change',
    post('/api/auth/email', { email: `xt-${caller.role}@${b.id}.test`, password: caller.password }),
  ],
  ['compat resetPwd', post('/v1/resetPwd', { password: 'Cambio2026xy', confirmPassword: 'Cambio2026xy' })],
  ['logout', post('/api/auth/logout', {})],
];
