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
});
