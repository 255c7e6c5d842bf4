import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, startQueryTestApp } from '../../testing/queryTestApp';

/** The demo seed's w-project-pdf is a draft (ready: false) for managers (consumer manager). */
let app: Awaited<ReturnType<typeof startQueryTestApp>>;
beforeAll(async () => {
  app = await startQueryTestApp();
});
afterAll(() => app.close());

describe('a draft widget through the API', () => {
  it.each([
    ['admin', true],
    ['manager', false],
    ['coordinator', false],
    ['employee', false],
    ['client', false],
  ])('the widget list of %s holds it: %s', async (who, expected) => {
    const answer = await app.query(who, { collection: 'widgets', where: [['place', '==', 'project']] });
    expect(answer.status).toBe(200);
    expect(ids(answer.body.docs).includes('w-project-pdf')).toBe(expected);
    expect(ids(answer.body.docs)).toContain('w-project-qr');
  });

  it('its query runs for level 100 only; others are told it does not exist', async () => {
    const body = { widgetId: 'w-project-pdf', entry: 0 };
    // It has no query: level 100 reaches the widget and learns that, the others never reach it.
    expect((await app.query('admin', body)).status).toBe(404);
    expect((await app.query('admin', body)).body).toMatchObject({
      message: 'The widget has no query number 0',
    });
    for (const who of ['manager', 'coordinator', 'client']) {
      expect((await app.query(who, body)).body).toMatchObject({
        error: 'not_found',
        message: 'Unknown widget',
      });
    }
  });

  it('a visitor never receives a widget of another place, nor a draft', async () => {
    const answer = await app.query(null, { collection: 'widgets' });
    expect(new Set(answer.body.docs.map((d) => d.place))).toEqual(new Set(['public']));
    expect(answer.body.docs.some((d) => d.ready === false)).toBe(false);
  });
});
