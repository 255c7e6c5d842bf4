import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock';
import { type Job, type Jobs, jobLimits } from '../Jobs';

export interface JobsSubject {
  clock: Clock & { advance(ms: number): void };
  /**
   * A jobs adapter over the subject's durable state; calling it again is a restart (or another
   * instance): same state, no handlers until registered.
   */
  open(): Jobs;
}

const minute = 60_000;

/** The contract of the jobs port, for every adapter. The subject's clock starts on a Monday, 07:58 in Madrid. */
export function jobsConformance(makeSubject: () => Promise<JobsSubject>) {
  let subject: JobsSubject;
  let ran: Job[];
  const recording = (jobs: Jobs, fail: (job: Job) => boolean = () => false) => {
    jobs.handle('work', async (job) => {
      ran.push(job);
      if (fail(job)) throw new Error(`failed attempt ${job.attempt}`);
    });
    return jobs;
  };

  beforeEach(async () => {
    subject = await makeSubject();
    ran = [];
  });

  describe('jobs conformance', () => {
    it('runs a job once, with its tenant and payload', async () => {
      const jobs = recording(subject.open());
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: { n: 1, s: 'ñ' } });
      expect(await jobs.tick()).toBe(1);
      expect(await jobs.tick()).toBe(0);
      expect(ran).toMatchObject([
        { id, tenant: 'demo', kind: 'work', payload: { n: 1, s: 'ñ' }, attempt: 1 },
      ]);
      expect(await jobs.status(id)).toMatchObject({ state: 'done', attempts: 1 });
    });

    it('runs one job by its id at once, and no tick or later call runs it again', async () => {
      const jobs = recording(subject.open());
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: { n: 2 } });
      const other = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: { n: 3 } });
      expect(await jobs.runOne(id)).toBe(true);
      expect(ran).toMatchObject([{ id, payload: { n: 2 }, attempt: 1 }]);
      expect(await jobs.status(id)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await jobs.status(other.id)).toMatchObject({ state: 'queued', attempts: 0 });
      // Another instance's dispatch of the same job, then the tick.
      expect(await recording(subject.open()).runOne(id)).toBe(false);
      expect(await jobs.tick()).toBe(1);
      expect(ran.map((job) => job.id)).toEqual([id, other.id]);
    });

    it('runs by id neither a job not yet due, nor one that is unknown', async () => {
      const jobs = recording(subject.open());
      const { id } = await jobs.enqueue({
        tenant: 'demo',
        kind: 'work',
        payload: {},
        runAt: new Date(subject.clock.now().getTime() + 5 * minute),
      });
      expect(await jobs.runOne(id)).toBe(false);
      expect(await jobs.runOne('no-such-job')).toBe(false);
      expect(ran).toHaveLength(0);
      subject.clock.advance(5 * minute);
      expect(await jobs.runOne(id)).toBe(true);
      expect(ran.map((job) => job.id)).toEqual([id]);
    });

    it('runs by id a failed job again only once its retry is due', async () => {
      const jobs = recording(subject.open(), (job) => job.attempt < 2);
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {} });
      expect(await jobs.runOne(id)).toBe(true);
      expect(await jobs.runOne(id)).toBe(false);
      subject.clock.advance(jobLimits.firstRetryMs);
      expect(await jobs.runOne(id)).toBe(true);
      expect(ran.map((job) => job.attempt)).toEqual([1, 2]);
      expect(await jobs.status(id)).toMatchObject({ state: 'done', attempts: 2 });
    });

    it('waits for runAt', async () => {
      const jobs = recording(subject.open());
      await jobs.enqueue({
        tenant: 'demo',
        kind: 'work',
        payload: {},
        runAt: new Date(subject.clock.now().getTime() + 5 * minute),
      });
      expect(await jobs.tick()).toBe(0);
      subject.clock.advance(5 * minute);
      expect(await jobs.tick()).toBe(1);
    });

    it('enqueues once per key', async () => {
      const jobs = recording(subject.open());
      const first = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {}, key: 'import-42' });
      const again = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {}, key: 'import-42' });
      expect(again).toEqual({ id: first.id, duplicate: true });
      await jobs.tick();
      expect(ran).toHaveLength(1);
    });

    it('retries a failed job with growing waits, then gives up and keeps the error', async () => {
      const jobs = recording(subject.open(), () => true);
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {} });
      await jobs.tick();
      expect(await jobs.tick()).toBe(0);
      for (let i = 0; i < 20 && ran.length < 10; i++) {
        subject.clock.advance(15 * minute);
        await jobs.tick();
      }
      expect(ran.map((job) => job.attempt)).toEqual([1, 2, 3, 4, 5]);
      expect(await jobs.status(id)).toMatchObject({
        state: 'dead',
        attempts: 5,
        lastError: 'failed attempt 5',
      });
    });

    it('succeeds on a retry', async () => {
      const jobs = recording(subject.open(), (job) => job.attempt < 2);
      const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {} });
      await jobs.tick();
      subject.clock.advance(15 * minute);
      await jobs.tick();
      expect(await jobs.status(id)).toMatchObject({ state: 'done', attempts: 2 });
    });

    it('starts a schedule at each due time in its zone, once', async () => {
      const jobs = recording(subject.open());
      await jobs.setSchedule({
        tenant: 'demo',
        name: 'monday-report',
        cron: '0 8 * * 1',
        timezone: 'Europe/Madrid',
        kind: 'work',
        payload: { report: 'open projects' },
      });
      await jobs.tick();
      expect(ran).toHaveLength(0);
      subject.clock.advance(2 * minute);
      await jobs.tick();
      await jobs.tick();
      expect(ran).toHaveLength(1);
      expect(ran[0]?.payload).toMatchObject({ report: 'open projects' });
      expect(
        new Date(String(ran[0]?.payload.dueAt)).toLocaleString('es-ES', { timeZone: 'Europe/Madrid' }),
      ).toMatch(/8:00:00/);
      subject.clock.advance(7 * 24 * 60 * minute);
      await jobs.tick();
      expect(ran).toHaveLength(2);
    });

    it('across a restart, starts a due time missed while down once, and never again', async () => {
      const before = subject.open();
      await before.setSchedule({ tenant: 'demo', name: 'r', cron: '0 8 * * 1', kind: 'work', payload: {} });
      // Down from 07:58 to 09:00: the 08:00 run was missed.
      subject.clock.advance(62 * minute);
      const after = recording(subject.open());
      await after.tick();
      expect(ran).toHaveLength(1);
      const again = recording(subject.open());
      await again.tick();
      expect(ran).toHaveLength(1);
    });

    it('runs again a job a crash cut off (at least once)', async () => {
      const crashed = subject.open();
      crashed.handle('work', () => new Promise<void>(() => undefined));
      const { id } = await crashed.enqueue({ tenant: 'demo', kind: 'work', payload: {} });
      void crashed.tick();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Another instance cannot tell a crashed one from a slow one until the claim lapses.
      subject.clock.advance(jobLimits.leaseMs + minute);
      const restarted = recording(subject.open());
      await restarted.tick();
      expect(ran.map((job) => job.id)).toEqual([id]);
      expect(await restarted.status(id)).toMatchObject({ state: 'done' });
    });

    it('removes a schedule of one tenant only', async () => {
      const jobs = recording(subject.open());
      for (const tenant of ['demo', 'develop'])
        await jobs.setSchedule({ tenant, name: 'r', cron: '0 8 * * 1', kind: 'work', payload: {} });
      await jobs.removeSchedule('demo', 'r');
      subject.clock.advance(2 * minute);
      await jobs.tick();
      expect(ran.map((job) => job.tenant)).toEqual(['develop']);
    });

    it('refuses an invalid cron', async () => {
      const jobs = subject.open();
      await expect(
        jobs.setSchedule({ tenant: 'demo', name: 'x', cron: 'every monday', kind: 'work', payload: {} }),
      ).rejects.toThrow(/invalid schedule/);
    });
  });
}
