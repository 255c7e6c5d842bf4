import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, type QueryAnswer, seed, startQueryTestApp } from '../../testing/queryTestApp';

let app: Awaited<ReturnType<typeof startQueryTestApp>>;
beforeAll(async () => {
  app = await startQueryTestApp();
});
afterAll(() => app.close());
const query = (who: string | null, body: unknown): Promise<QueryAnswer> => app.query(who, body);

describe('fixed collections', () => {
  it.each([
    ['logs', 'employee', 403],
    ['logs', 'manager', 403],
    ['logs', 'admin', 200],
    ['commands', 'coordinator', 403],
    ['commands', 'admin', 200],
    // The trash of a collection (issue 12): from its delete level (lvlDelete 0: all staff; a
    // client ranks below), and only with every document in view (incidencias: lvlView 50).
    ['proyectosDeleted', 'client', 403],
    ['proyectosDeleted', 'employee', 200],
    ['proyectosDeleted', 'manager', 200],
    ['proyectosDeleted', 'admin', 200],
    ['diariosDeleted', 'employee', 200],
    ['incidenciasDeleted', 'coordinator', 403],
    ['incidenciasDeleted', 'manager', 200],
    ['obrasDeleted', 'employee', 403],
    ['obrasDeleted', 'coordinator', 200],
    ['proyectosDeleted', null, 401],
    // A Deleted copy of no company collection stays level 100's.
    ['agendaDeleted', 'manager', 403],
    ['agendaDeleted', 'admin', 200],
    ['somethingElse', 'admin', 403],
    ['colors', 'client', 200],
    ['colors', null, 401],
    ['proyectos', null, 401],
    ['logs', null, 401],
  ])('%s for %s → %i', async (collection, who, status) => {
    expect((await query(who, { collection })).status).toBe(status);
  });

  it('shows signed-out visitors only public widgets, and each caller only widgets meant for them', async () => {
    const visitor = await query(null, { collection: 'widgets' });
    expect(visitor.status).toBe(200);
    expect(new Set(visitor.body.docs.map((d) => d.place))).toEqual(new Set(['public']));
    const client = await query('client', { collection: 'widgets', where: [['place', '==', 'company']] });
    expect(ids(client.body.docs)).toContain('w-company-my-issues');
    expect(ids(client.body.docs)).not.toContain('w-company-timesheet');
    expect(ids(client.body.docs)).not.toContain('w-company-stats');
  });

  it('shows the agenda from agendaViewLvl, and below it only the own contact', async () => {
    expect((await query('coordinator', { collection: 'agenda' })).body.docs).toHaveLength(
      seed('agenda').length,
    );
    expect(ids((await query('employee', { collection: 'agenda' })).body.docs)).toEqual(['c-employee']);
    const filtered = await query('employee', {
      collection: 'agenda',
      where: [['Rol', '==', 'Cliente']],
      orderBy: ['Name', 'asc'],
    });
    expect(filtered.body.docs).toEqual([]);
  });

  it('shows message threads only to their participants', async () => {
    const { body } = await query('manager', { collection: 'messages' });
    const expected = seed('messages').filter((m) => (m.participants as string[]).includes('u-manager'));
    expect(ids(body.docs)).toEqual(ids(expected));
    const other = await query('manager', {
      collection: 'messages',
      where: [['participants', 'array-contains', 'u-admin']],
    });
    expect(other.status).toBe(403);
  });

  it('shows tasks only to their addressee, except to level 100', async () => {
    const tasks = seed('tasksMessages');
    const mine = await query('coordinator', { collection: 'tasksMessages' });
    expect(ids(mine.body.docs)).toEqual(ids(tasks.filter((x) => x.to === 'u-coordinator')));
    expect(mine.body.docs).toHaveLength(1);
    expect((await query('admin', { collection: 'tasksMessages' })).body.docs).toHaveLength(tasks.length);
    expect(
      (await query('manager', { collection: 'tasksMessages', where: [['to', '==', 'u-admin']] })).status,
    ).toBe(403);
  });
});
