import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  changed,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

const companyVersion = { collection: 'companyVersion' };
const colors = { collection: 'colors' };
let n = 0;
const command = (type: string, payload: unknown) =>
  s.post('admin', '/api/commands', { id: `company-live-${++n}`, type, payload });

describe('the company, live (spec §7 live subscription "company")', () => {
  it('a company command stamps companyVersion and every signed-in tab hears it; colours arrive as they are', async () => {
    const employee = await s.open('employee', [
      { id: 'company', query: companyVersion },
      { id: 'colors', query: colors },
    ]);
    const client = await s.open('client', [{ id: 'company', query: companyVersion }]);
    await employee.nextData('ready');
    await client.nextData('ready');
    const first = [
      await employee.nextData<Snapshot>('snapshot'),
      await employee.nextData<Snapshot>('snapshot'),
    ];
    await client.nextData<Snapshot>('snapshot');
    const colorsBefore = first.find((snapshot) => snapshot.sub === 'colors');
    expect(colorsBefore?.docs.map((doc) => doc.FireId)).toContain('theme');

    const updated = await command('company.update', { Name: 'Demo renamed' });
    expect(updated.body).toMatchObject({ status: 'applied' });
    const news = await employee.nextData<Changes>('changes');
    expect(news.sub).toBe('company');
    expect(changed(news.changes)).toEqual([expect.stringMatching(/^(added|modified) current$/)]);
    expect(news.changes[0]?.doc).toMatchObject({ collection: 'companyVersion', seq: expect.any(Number) });
    expect((await client.nextData<Changes>('changes')).sub).toBe('company');

    const painted = await command('company.colors.set', { colors: { primary: '#123456' } });
    expect(painted.body).toMatchObject({ status: 'applied' });
    const theme = await employee.nextData<Changes>('changes');
    expect(theme.sub).toBe('colors');
    expect(theme.changes[0]?.doc).toMatchObject({ FireId: 'theme', primary: '#123456' });

    // Neither the colours nor a document command touch the company document: no stamp (no tab
    // refetches it) until the next command that does; its stamp is the first after this one.
    const stamped = news.changes[0]?.doc.seq as number;
    const created = await command('document.create', {
      collection: 'proyectos',
      data: { Name: 'Nada que ver' },
    });
    expect(created.body).toMatchObject({ status: 'applied' });
    await command('collection.update', { key: 'proyectos', changes: { mainName: 'Obras' } });
    const next = await employee.nextData<Changes>('changes');
    expect(next.sub).toBe('company');
    expect(next.changes[0]?.doc).toMatchObject({ seq: stamped + 3 });
  });

  it('a visitor is told to sign in; a level 100 write through the document commands is refused', async () => {
    const visitor = await s.open('nobody', [{ id: 'company', query: companyVersion }]);
    expect(visitor.status).toBe(200);
    await visitor.nextData('ready');
    expect(await visitor.nextData('sub-error')).toMatchObject({ sub: 'company', error: 'unauthenticated' });
    const forged = await command('document.merge', {
      collection: 'companyVersion',
      docId: 'current',
      data: { seq: 1 },
    });
    expect(forged.body).toMatchObject({ status: 'rejected' });
  });
});
