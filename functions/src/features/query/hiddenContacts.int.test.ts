import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../../platform/store/Store';
import {
  type Changes,
  changed,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';

let s: LiveTestServer;
beforeEach(async () => {
  s = await startLiveTestServer();
});
afterEach(() => s.close());

/** Lets level-0 callers read the agenda at all, with the hiding setting on or off. */
async function companyWith(hideContactsFromEmployees: boolean) {
  const company = await s.t.deps.store.getCompany('demo');
  const { FireId: _id, collection: _collection, ...data } = company ?? {};
  await s.t.deps.store.transaction('demo', async (tx) =>
    tx.setCompany({ ...data, agendaViewLvl: 0, hideContactsFromEmployees }),
  );
}

const ids = (docs: StoredDoc[]) => docs.map((d) => d.FireId).sort();
const agenda = async (who: string, query: unknown = { collection: 'agenda' }) => {
  const res = await s.post(who, '/api/query', query);
  expect(res.status).toBe(200);
  return ids((res.body as { docs: StoredDoc[] }).docs);
};
const staff = ['c-admin', 'c-coordinator', 'c-manager'];

describe('hideContactsFromEmployees through POST /api/query', () => {
  it('shows a basic employee only themselves and the level ≥ 10 staff', async () => {
    await companyWith(true);
    expect(await agenda('employee')).toEqual([...staff, 'c-employee'].sort());
    const sorted = await s.post('employee', '/api/query', { collection: 'agenda', orderBy: ['Name', 'asc'] });
    expect((sorted.body as { docs: StoredDoc[] }).docs).toHaveLength(4);
    expect(await agenda('employee', { collection: 'agenda', where: [['Rol', '==', 'Cliente']] })).toEqual([]);
  });

  it('holds a client below level 10 to the same rule', async () => {
    await companyWith(true);
    expect(await agenda('client')).toEqual([...staff, 'c-client'].sort());
  });

  it('hides nothing from level 10 and up', async () => {
    await companyWith(true);
    const all = ids(await s.t.deps.store.query('demo', { collection: 'agenda' }));
    expect(await agenda('admin')).toEqual(all);
  });

  it('hides nothing when the setting is off', async () => {
    await companyWith(false);
    const all = ids(await s.t.deps.store.query('demo', { collection: 'agenda' }));
    expect(await agenda('employee')).toEqual(all);
  });

  it('follows the accounts: a contact whose account becomes staff shows, a disabled one does not', async () => {
    await companyWith(true);
    await s.t.deps.accounts.setLevel('demo', 'u-client', 10);
    await s.t.deps.accounts.setDisabled('demo', 'u-manager', true);
    expect(await agenda('employee')).toEqual(['c-admin', 'c-client', 'c-coordinator', 'c-employee']);
  });
});

describe('hideContactsFromEmployees on the live stream', () => {
  it('snapshots and changes carry only what the employee may see', async () => {
    await companyWith(true);
    const client = await s.open('employee', [{ id: 'people', query: { collection: 'agenda' } }]);
    await client.nextData('ready');
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(ids(snapshot.docs)).toEqual([...staff, 'c-employee'].sort());

    await s.write('agenda', 'c-new-client', { Name: 'Nueva', Rol: 'Cliente' });
    await s.write('agenda', 'c-operario-06', { Name: 'Sergio', Rol: 'Empleado', phone: '1' });
    await s.write('agenda', 'c-manager', {
      Name: 'Javier',
      Rol: 'Empleado',
      LoginID: 'u-manager',
      phone: '2',
    });
    const changes = await client.nextData<Changes>('changes');
    expect(changed(changes.changes)).toEqual(['modified c-manager']);
  });
});
