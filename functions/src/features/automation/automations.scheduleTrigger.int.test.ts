import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../../testing/testApp';
import { installAutomationEngine } from './automationEngine';
import { app, closeApp, finishedRuns, open, runsOf, send } from './testing/automationsHarness';

/** The schedule trigger (issue 15): due times under the injected clock, once only across restarts. */
afterEach(closeApp);

describe.skipIf(testPlatform === 'cloud')('schedule', () => {
  const weekly = {
    name: 'Lunes 8:00',
    enabled: true,
    triggers: [{ type: 'schedule', cron: '0 8 * * 1' }],
    steps: [{ name: 'hello', kind: 'string', config: { op: 'template', text: 'due {{trigger.dueAt}}' } }],
  };
  beforeEach(() => open());

  it('fires at its due time in Europe/Madrid under the injected clock, and once only across a restart', async () => {
    // 2026-02-01 is a Sunday; Monday 2026-02-02 08:00 Madrid is 07:00 UTC.
    await send('admin', 'automation.create', { automation: weekly, docId: 'weekly' });
    app.t.clock.advance(20 * 3600_000); // Monday 06:00 UTC
    await app.t.deps.jobs.tick();
    expect(await runsOf('weekly')).toEqual([]);
    app.t.clock.advance(3600_000 + 1000); // 07:00:01 UTC
    await app.t.deps.jobs.tick();
    const [run] = await finishedRuns('weekly');
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: { type: 'schedule', input: { dueAt: '2026-02-02T07:00:00.000Z' } },
      steps: [{ output: 'due 2026-02-02T07:00:00.000Z' }],
    });

    // A restart at the same moment: the stored next due time is next Monday.
    app.engine.stop();
    app.t = await app.t.restart();
    app.engine = installAutomationEngine(app.t.deps, { changeFeed: true });
    await app.t.deps.jobs.tick();
    app.t.clock.advance(60_000);
    await app.t.deps.jobs.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runsOf('weekly')).toHaveLength(1);

    // Down over the next due time: started once after the restart, not again.
    app.engine.stop();
    app.t = await app.t.restart();
    app.t.clock.advance(7 * 24 * 3600_000);
    app.engine = installAutomationEngine(app.t.deps, { changeFeed: true });
    await app.t.deps.jobs.tick();
    await app.t.deps.jobs.tick();
    const both = await finishedRuns('weekly', 2);
    expect(both.map((r) => (r.trigger as { input: { dueAt: string } }).input.dueAt).sort()).toEqual([
      '2026-02-02T07:00:00.000Z',
      '2026-02-09T07:00:00.000Z',
    ]);
  });

  it('a disabled or deleted automation has no schedule left', async () => {
    await send('admin', 'automation.create', { automation: weekly, docId: 'weekly' });
    await send('admin', 'automation.update', {
      docId: 'weekly',
      automation: { ...weekly, enabled: false },
    });
    await send('admin', 'automation.create', { automation: weekly, docId: 'weekly2' });
    await send('admin', 'automation.delete', { docId: 'weekly2' });
    app.t.clock.advance(8 * 24 * 3600_000);
    await app.t.deps.jobs.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await runsOf('weekly')).toEqual([]);
    expect(await runsOf('weekly2')).toEqual([]);
  });
});
