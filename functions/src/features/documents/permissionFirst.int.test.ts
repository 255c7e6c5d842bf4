import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Permission before content, through `POST /api/commands` on the demo tenant (issue 8 point 2):
 * a change whose values do not fit what incidencias declare, sent by a caller who may not write
 * the document (the client, for an incidencia of another owner; an employee, below incidencias'
 * level 50 and not its owner), is refused `forbidden` with nothing about the field. The admin
 * sending the same change is told which field does not fit.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
const cookies: Record<string, string> = {};
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'employee', 'client'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
});
afterAll(() => app.close());

async function send(who: string, type: string, payload: unknown) {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] ?? '' },
    json: { id: `permission-first-${++n}`, type, payload },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const watched = ['incidencias', 'seguimientos', 'logs'];
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(watched.map((collection) => app.deps.store.query('demo', { collection }))),
  );

describe('an invalid change to an incidencia of another owner', () => {
  it.each<[string, string, string, Record<string, unknown>, string]>([
    [
      'the client merges an Estado incidencias do not offer',
      'client',
      'document.merge',
      { collection: 'incidencias', docId: 'i-002', data: { Estado: 'Cerrada para siempre' } },
      'Estado',
    ],
    [
      'an employee merges a Prioridad incidencias do not offer',
      'employee',
      'document.merge',
      { collection: 'incidencias', docId: 'i-002', data: { Prioridad: 'Urgentísima' } },
      'Prioridad',
    ],
    [
      'the client replaces it without its required Name',
      'client',
      'document.replace',
      { collection: 'incidencias', docId: 'i-002', data: { Estado: 'Abierta', owners: ['c-cliente-02'] } },
      'Name',
    ],
    [
      'the client creates one for another owner with an Estado not offered',
      'client',
      'document.create',
      { collection: 'incidencias', data: { Name: 'x', Estado: 'Nope', owners: ['c-cliente-02'] } },
      'Estado',
    ],
    [
      'the client follows it up without the required Name',
      'client',
      'document.create',
      { collection: 'seguimientos', data: { ProjectId: 'i-002', Notas: 'Sin nombre' } },
      'Name',
    ],
  ])('%s: forbidden, nothing written; the admin is told the field', async (_c, who, type, payload, field) => {
    const before = await snapshot();
    const refused = await send(who, type, payload);
    expect(refused).toEqual({
      id: expect.any(String),
      status: 'rejected',
      error: 'forbidden',
      message: 'You are not allowed to do this',
    });
    expect(await snapshot()).toBe(before);

    const told = await send('admin', type, payload);
    expect(told).toMatchObject({ status: 'rejected', error: 'invalid_change', params: { field } });
    expect(await snapshot()).toBe(before);
  });
});
