import { automationRunsCollection, automationsCollection } from '@colmena/shared/automation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../../testing/testApp';
import { app, classifyOnCreate, closeApp, demo, open, send } from './testing/automationsHarness';

/** Automation definitions (issue 15): level 100 commands, checked by the shared schema, read through the query API. */
afterEach(closeApp);

describe.skipIf(testPlatform === 'cloud')('automation definitions', () => {
  beforeEach(() => open());

  it('level 100 creates, updates and deletes; others are refused and nothing is kept', async () => {
    expect(
      await send('manager', 'automation.create', { automation: classifyOnCreate, docId: 'a1' }),
    ).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await app.t.deps.store.get('demo', automationsCollection, 'a1')).toBeNull();
    expect(
      await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'a1' }),
    ).toMatchObject({
      status: 'applied',
      result: { docId: 'a1' },
    });
    const bad = { ...classifyOnCreate, steps: [{ name: 'x', kind: 'string', config: { op: 'nope' } }] };
    expect(await send('admin', 'automation.update', { docId: 'a1', automation: bad })).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
    const badCron = { ...classifyOnCreate, triggers: [{ type: 'schedule', cron: '61 * * * *' }] };
    expect(await send('admin', 'automation.update', { docId: 'a1', automation: badCron })).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
    expect((await app.t.deps.store.get('demo', automationsCollection, 'a1'))?.name).toBe(
      'Clasificar proyectos',
    );
    expect(await send('admin', 'automation.delete', { docId: 'a1' })).toMatchObject({ status: 'applied' });
    expect(await app.t.deps.store.get('demo', automationsCollection, 'a1')).toBeNull();
    expect(await app.t.deps.store.get('demo', `${automationsCollection}Deleted`, 'a1')).toMatchObject({
      name: 'Clasificar proyectos',
    });
  });

  it('level 100 reads automations and runs through the query API; a manager is refused', async () => {
    await send('admin', 'automation.create', { automation: classifyOnCreate, docId: 'a1' });
    for (const collection of [automationsCollection, automationRunsCollection]) {
      const asAdmin = await app.t.request(demo, '/api/query', {
        method: 'POST',
        json: { collection },
        headers: { cookie: app.cookies.admin ?? '' },
      });
      expect(asAdmin.status).toBe(200);
      const asManager = await app.t.request(demo, '/api/query', {
        method: 'POST',
        json: { collection },
        headers: { cookie: app.cookies.manager ?? '' },
      });
      expect(asManager.status).toBe(403);
    }
    // No document command writes a run.
    expect(
      await send('admin', 'document.create', {
        collection: automationRunsCollection,
        data: { status: 'succeeded' },
      }),
    ).toMatchObject({
      status: 'rejected',
    });
  });
});
