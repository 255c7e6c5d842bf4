import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 8, defect 11: a client that reused an admin's command id got the admin's result.
 * Idempotency is per (tenant, caller, id): the same caller sending the same command again gets
 * its first outcome; anything else under a known id is a 409 `command_id_reused` that carries
 * nothing of the recorded command and changes nothing.
 */
const demo = 'demo.localhost:8080';
let t: TestApp;
let admin: string;
let client: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(demo, 'admin@demo.test');
  client = await t.signIn(demo, 'client@demo.test');
});
afterAll(() => t.close());

const post = (cookie: string, json: unknown) =>
  t.request(demo, '/api/commands', { method: 'POST', json, headers: { cookie } });

const reused = {
  error: 'command_id_reused',
  message: 'This command id was already used for another command',
};

/** The admin's private work: a project whose id the answer reveals. */
const adminCreate = (id: string) => ({
  id,
  type: 'document.create',
  payload: { collection: 'proyectos', data: { Name: 'Adquisición confidencial', Presupuesto: 990000 } },
});

async function documentCount(collection: string): Promise<number> {
  return t.deps.store.count('demo', { collection });
}

describe('a command id reused by another caller', () => {
  it('never hands over the first caller’s outcome: 409, nothing of it in the answer, nothing written', async () => {
    const first = await post(admin, adminCreate('cmd-admin-1'));
    expect(first.status).toBe(200);
    const outcome = (await first.json()) as { status: string; result: { docId: string } };
    expect(outcome.status).toBe('applied');

    const projects = await documentCount('proyectos');
    const logs = await documentCount('logs');
    // The same envelope, byte for byte, and the same id with a payload of the client's own.
    const attempts = [
      adminCreate('cmd-admin-1'),
      { id: 'cmd-admin-1', type: 'document.create', payload: { collection: 'proyectos', data: {} } },
      { id: 'cmd-admin-1', type: 'document.delete', payload: { collection: 'proyectos', docId: 'x' } },
    ];
    let leaks = 0;
    for (const attempt of attempts) {
      const res = await post(client, attempt);
      const text = await res.text();
      if (res.status !== 409 || text.includes(outcome.result.docId)) leaks += 1;
      expect(res.status).toBe(409);
      expect(JSON.parse(text)).toEqual(reused);
    }
    expect(await documentCount('proyectos')).toBe(projects);
    expect(await documentCount('logs')).toBe(logs);
    // The admin's record is untouched.
    expect(await t.deps.store.get('demo', 'commands', 'cmd-admin-1')).toMatchObject({
      status: 'applied',
      actor: { uid: 'u-admin' },
    });
    reportFigure({
      name: 'another caller reusing a command id gets its outcome',
      value: `${leaks} of ${attempts.length} attempts`,
      target: '0',
      ok: leaks === 0,
    });
    expect(leaks).toBe(0);
  });

  it('is refused for a rejected record too, whoever wrote it', async () => {
    // A client may not touch an incidencia it does not own (owners): rejected, recorded. The
    // change itself is valid (Resuelta is one of the Estados the demo declares; i-002 is Abierta).
    const merge = {
      id: 'cmd-client-1',
      type: 'document.merge',
      payload: { collection: 'incidencias', docId: 'i-002', data: { Estado: 'Resuelta' } },
    };
    expect(await (await post(client, merge)).json()).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    const taken = await post(admin, merge);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual(reused);
    expect(await t.deps.store.get('demo', 'incidencias', 'i-002')).not.toHaveProperty('Estado', 'Resuelta');
  });

  it('is refused on the contact commands’ own path (the account step outside the store)', async () => {
    const update = {
      id: 'cmd-contact-1',
      type: 'contact.update',
      payload: { contactId: 'c-admin', phone: '600 000 001' },
    };
    expect(await (await post(admin, update)).json()).toMatchObject({ status: 'applied' });
    const res = await post(client, update);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(reused);
    // Nor may the client slip a contact command in under a document command's id, or the reverse.
    const crossed = await post(client, { ...update, id: 'cmd-admin-1' });
    expect(crossed.status).toBe(409);
    const back = await post(client, { ...adminCreate('cmd-contact-1') });
    expect(back.status).toBe(409);
  });
});

describe('a command id reused by the same caller', () => {
  it('answers the first outcome to a retry, whatever the key order of its payload', async () => {
    const first = await (await post(admin, adminCreate('cmd-retry-1'))).json();
    const projects = await documentCount('proyectos');
    const again = await post(admin, adminCreate('cmd-retry-1'));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const reordered = await post(admin, {
      payload: { data: { Presupuesto: 990000, Name: 'Adquisición confidencial' }, collection: 'proyectos' },
      type: 'document.create',
      id: 'cmd-retry-1',
    });
    expect(await reordered.json()).toEqual(first);
    expect(await documentCount('proyectos')).toBe(projects);
  });

  it('refuses another payload or another type under the same id with 409, and runs neither', async () => {
    await post(admin, adminCreate('cmd-retry-2'));
    const projects = await documentCount('proyectos');
    const otherPayload = await post(admin, {
      id: 'cmd-retry-2',
      type: 'document.create',
      payload: { collection: 'proyectos', data: { Name: 'Otro' } },
    });
    expect(otherPayload.status).toBe(409);
    expect(await otherPayload.json()).toEqual(reused);
    const otherType = await post(admin, {
      id: 'cmd-retry-2',
      type: 'document.delete',
      payload: { collection: 'proyectos', docId: 'p-001' },
    });
    expect(otherType.status).toBe(409);
    expect(await documentCount('proyectos')).toBe(projects);
    expect(await t.deps.store.get('demo', 'proyectos', 'p-001')).not.toBeNull();
  });

  it('answers a contact command’s retry with its first outcome and refuses another payload', async () => {
    const update = {
      id: 'cmd-contact-2',
      type: 'contact.update',
      payload: { contactId: 'c-admin', phone: '600 000 002' },
    };
    const first = await (await post(admin, update)).json();
    expect(first).toMatchObject({ status: 'applied' });
    expect(await (await post(admin, update)).json()).toEqual(first);
    const other = await post(admin, { ...update, payload: { contactId: 'c-admin', phone: '600 000 003' } });
    expect(other.status).toBe(409);
    expect(await t.deps.store.get('demo', 'agenda', 'c-admin')).toMatchObject({ phone: '600 000 002' });
  });
});
