import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../../testing/emulatorHarness';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { jobsConformance } from '../conformance/jobsConformance';
import { type JobDispatch, jobLimits } from '../Jobs';
import { FirestoreJobs, jobCollections } from './FirestoreJobs';

async function clear(firestore: TestFirestore) {
  for (const name of Object.values(jobCollections)) {
    const snapshot = await firestore.db.collection(name).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  }
}

describe('FirestoreJobs', () => {
  let firestore: TestFirestore;
  let run = 0;
  beforeAll(async () => {
    firestore = await openTestFirestore();
  });
  afterAll(() => firestore?.close());

  jobsConformance(async () => {
    await clear(firestore);
    // Monday 30 November 2026, 07:58 in Madrid.
    const clock = manualClock(new Date('2026-11-30T06:58:00.000Z'));
    const prefix = `r${++run}`;
    let opened = 0;
    return {
      clock,
      open: () => new FirestoreJobs(firestore.db, clock, sequentialIds(`${prefix}-${++opened}-`)),
    };
  });
});

describe('FirestoreJobs dispatch', () => {
  let firestore: TestFirestore;
  beforeAll(async () => {
    firestore = await openTestFirestore();
  });
  afterAll(() => firestore?.close());

  let round = 0;
  const subject = async (dispatch: JobDispatch) => {
    await clear(firestore);
    const clock = manualClock(new Date('2026-11-30T06:58:00.000Z'));
    const reported: unknown[] = [];
    const jobs = new FirestoreJobs(firestore.db, clock, sequentialIds(`d${++round}-`), {
      dispatch,
      report: (error) => reported.push(error),
    });
    const ran: number[] = [];
    jobs.handle('work', async (job) => {
      ran.push(job.attempt);
      if (job.payload.fail === true && job.attempt < 2) throw new Error('flaky');
    });
    return { clock, jobs, ran, reported };
  };

  it('announces each stored job with its due time, a duplicate not again', async () => {
    const dispatched: { id: string; runAt: Date }[] = [];
    const { clock, jobs } = await subject(async (job) => {
      dispatched.push(job);
    });
    const now = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {}, key: 'k' });
    await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {}, key: 'k' });
    const later = new Date(clock.now().getTime() + 60_000);
    const soon = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {}, runAt: later });
    expect(dispatched).toEqual([
      { id: now.id, runAt: clock.now() },
      { id: soon.id, runAt: later },
    ]);
  });

  it('runs a dispatched job without a tick, and announces its retry at the retry time', async () => {
    const dispatched: { id: string; runAt: Date }[] = [];
    const { clock, jobs, ran } = await subject(async (job) => {
      dispatched.push(job);
    });
    const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: { fail: true } });
    // What the task queue function does with the id it was handed.
    expect(await jobs.runOne(id)).toBe(true);
    expect(dispatched.map((job) => [job.id, job.runAt.getTime() - clock.now().getTime()])).toEqual([
      [id, 0],
      [id, jobLimits.firstRetryMs],
    ]);
    clock.advance(jobLimits.firstRetryMs);
    expect(await jobs.runOne(id)).toBe(true);
    expect(ran).toEqual([1, 2]);
    expect(await jobs.status(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('keeps a job whose dispatch failed, reports it, and the tick runs it', async () => {
    const { jobs, ran, reported } = await subject(async () => {
      throw new Error('queue unreachable');
    });
    const { id } = await jobs.enqueue({ tenant: 'demo', kind: 'work', payload: {} });
    expect(reported).toEqual([new Error('queue unreachable')]);
    expect(await jobs.status(id)).toMatchObject({ state: 'queued' });
    expect(await jobs.tick()).toBe(1);
    expect(ran).toEqual([1]);
  });
});

// Google's emulator: only its transactions isolate and conflict as between real instances.
describe.runIf(isolatingFirestoreAvailable)("FirestoreJobs on several instances (Google's emulator)", () => {
  let firestore: TestFirestore;
  beforeAll(async () => {
    firestore = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => firestore?.close(), 30_000);

  it('runs each job once and starts a due time once when instances tick together', {
    timeout: 60_000,
  }, async () => {
    await clear(firestore);
    const clock = manualClock(new Date('2026-11-30T06:58:00.000Z'));
    const ran: string[] = [];
    const instances = [1, 2, 3].map((n) => {
      const jobs = new FirestoreJobs(firestore.db, clock, sequentialIds(`i${n}-`));
      jobs.handle('work', async (job) => {
        ran.push(job.id);
      });
      return jobs;
    });
    const [first] = instances;
    for (let i = 0; i < 20; i++) await first?.enqueue({ tenant: 'demo', kind: 'work', payload: { i } });
    await first?.setSchedule({ tenant: 'demo', name: 'r', cron: '0 8 * * 1', kind: 'work', payload: {} });
    clock.advance(3 * 60_000);
    await Promise.all(instances.map((jobs) => jobs.tick()));
    await Promise.all(instances.map((jobs) => jobs.tick()));
    expect(ran).toHaveLength(21);
    expect(new Set(ran).size).toBe(21);
  });

  it('runs a job once when its dispatch and ticks reach it together', { timeout: 60_000 }, async () => {
    await clear(firestore);
    const clock = manualClock(new Date('2026-11-30T06:58:00.000Z'));
    const ran: string[] = [];
    const instances = [1, 2, 3].map((n) => {
      const jobs = new FirestoreJobs(firestore.db, clock, sequentialIds(`o${n}-`));
      jobs.handle('work', async (job) => {
        ran.push(job.id);
      });
      return jobs;
    });
    const [first, second, third] = instances;
    if (!first || !second || !third) throw new Error('three instances');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await first.enqueue({ tenant: 'demo', kind: 'work', payload: { i } })).id);
    const runs = await Promise.all([
      ...ids.map((id) => first.runOne(id)),
      ...ids.map((id) => second.runOne(id)),
      third.tick(),
    ]);
    const byDispatch = runs.slice(0, 20).filter((r) => r === true).length;
    expect(byDispatch + Number(runs[20])).toBe(10);
    expect([...ran].sort()).toEqual([...ids].sort());
  });
});
