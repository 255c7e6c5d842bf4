import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { agendaKit, demo } from './testing/agendaKit';

let t: TestApp;
let kit: ReturnType<typeof agendaKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = agendaKit(t);
});
afterEach(() => t.close());

const origin = `http://${demo}`;
const as = (who: string) => t.signIn(demo, `${who}@demo.test`);

async function photo(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c73' } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

const uploadPhoto = async (cookie: string | null, contactId: string) => {
  const form = new FormData();
  form.set('file', await photo(), 'cara.jpg');
  return t.request(demo, `/api/files?collection=agenda&docId=${encodeURIComponent(contactId)}`, {
    method: 'POST',
    body: form,
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });
};

async function companyWith(fields: Record<string, unknown>) {
  const company = await t.deps.store.getCompany('demo');
  const { FireId: _id, collection: _collection, ...data } = company ?? {};
  await t.deps.store.transaction('demo', async (tx) => tx.setCompany({ ...data, ...fields }));
}

describe('a contact photo: POST /api/files?collection=agenda&docId=<contact>', () => {
  it('the person uploads their own and sets it with contact.update; who may read the contact sees it', async () => {
    const employee = await as('employee');
    const res = await uploadPhoto(employee, 'c-employee');
    expect(res.status).toBe(201);
    const { url, thumbUrl } = (await res.json()) as { url: string; thumbUrl?: string };
    expect(thumbUrl).toMatch(/^\/api\/files\/uploads\//);
    const { outcome } = await kit.send(employee, 'contact.update', { contactId: 'c-employee', ImgUrl: url });
    expect(outcome.status).toBe('applied');
    expect(await kit.contact('c-employee')).toMatchObject({ ImgUrl: url });

    const file = (cookie?: string) => t.request(demo, url, { headers: cookie ? { cookie } : {} });
    expect((await file(employee)).status).toBe(200);
    expect((await file(await as('manager'))).status).toBe(200);
    // Below the people list only one's own contact is readable: another's photo is as missing.
    expect((await file(await as('client'))).status).toBe(404);
    expect((await file()).status).toBe(404);
  });

  it.each([
    ['admin', 'c-manager', 201],
    ['coordinator', 'c-client', 201],
    ['client', 'c-client', 201],
    ['employee', 'c-client', 403],
    ['client', 'c-employee', 403],
    ['admin', 'nobody', 403],
  ])('%s attaching a photo to %s → %i', async (who, contactId, status) => {
    const res = await uploadPhoto(await as(who), contactId);
    expect(res.status).toBe(status);
    const records = await t.deps.store.query('demo', { collection: 'uploads' });
    expect(records).toHaveLength(status === 201 ? 1 : 0);
    if (status === 201) expect(records[0]?.owner).toEqual({ collection: 'agenda', docId: contactId });
  });

  it('a visitor cannot upload one', async () => {
    expect((await uploadPhoto(null, 'c-employee')).status).toBe(401);
  });

  it('setting another person’s photo still follows the account rule', async () => {
    const manager = await as('manager');
    const res = await uploadPhoto(manager, 'c-admin');
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const { outcome } = await kit.send(manager, 'contact.update', { contactId: 'c-admin', ImgUrl: url });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
  });
});

describe('GET /api/agenda/levels', () => {
  const levels = async (cookie: string) => {
    const res = await t.request(demo, '/api/agenda/levels', { headers: { cookie } });
    return { status: res.status, body: (await res.json()) as { levels?: Record<string, { lvl: number }> } };
  };

  it('gives staff every readable contact’s level, so the list can name them', async () => {
    for (const who of ['admin', 'manager', 'coordinator']) {
      const { status, body } = await levels(await as(who));
      expect(status).toBe(200);
      expect(body.levels).toMatchObject({
        'c-admin': { lvl: 100 },
        'c-manager': { lvl: 50 },
        'c-coordinator': { lvl: 10 },
        'c-employee': { lvl: 0, disabled: false },
        'c-client': { lvl: 0 },
      });
      // Contacts without an account have no level.
      expect(body.levels).not.toHaveProperty('c-cliente-01');
    }
  });

  it('refuses below agendaViewLvl', async () => {
    for (const who of ['employee', 'client']) {
      const { status, body } = await levels(await as(who));
      expect(status).toBe(403);
      expect(body).toMatchObject({ error: 'forbidden' });
    }
  });

  it('keeps to the agenda read rule: hidden contacts have no level to show', async () => {
    await companyWith({ agendaViewLvl: 0, hideContactsFromEmployees: true });
    const { status, body } = await levels(await as('employee'));
    expect(status).toBe(200);
    expect(Object.keys(body.levels ?? {}).sort()).toEqual([
      'c-admin',
      'c-coordinator',
      'c-employee',
      'c-manager',
    ]);
  });
});
