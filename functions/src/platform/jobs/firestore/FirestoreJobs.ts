import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from '../../clock';
import type { Ids } from '../../ids';
import {
  type Job,
  type JobDispatch,
  type JobHandler,
  type JobLimits,
  type JobPayload,
  type JobSpec,
  type JobState,
  type JobStatus,
  type Jobs,
  jobLimits,
  type ScheduleSpec,
} from '../Jobs';
import { runJob } from '../runJob';
import { cronProblem, dueKey, nextDue } from '../scheduleRules';

/**
 * Top-level collections of the deployment, beside the tenants': a `~` is in no collection name
 * the product allows, so no command or query reaches them.
 */
export const jobCollections = { jobs: '~jobs', keys: '~jobKeys', schedules: '~schedules' } as const;

/** runAt of a job that will not run again: out of every due query. */
const never = Number.MAX_SAFE_INTEGER;

interface JobDoc {
  tenant: string;
  kind: string;
  payload: JobPayload;
  /** Due (queued), or when the claim lapses (running), or never (done, dead). */
  runAt: number;
  attempts: number;
  state: JobState;
  lastError?: string;
}

interface ScheduleDoc {
  tenant: string;
  name: string;
  cron: string;
  timezone: string | null;
  kind: string;
  payload: JobPayload;
  nextDue: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export interface FirestoreJobsOptions {
  limits?: Partial<JobLimits>;
  /** Announces each stored job and retry (the cloud's task queue, which calls `runOne`). */
  dispatch?: JobDispatch;
  /** A failed dispatch, which costs only the wait for the next tick. */
  report?: (error: unknown) => void;
}

/**
 * Jobs and schedules of the cloud deployment, in Firestore, shared by every instance; a
 * scheduled function calls `tick` every minute, and `dispatch` (the task queue) has `runOne`
 * run a job as soon as it is due. Each due query is on one field (runAt,
 * nextDue), which Firestore indexes by itself: a claimed job's runAt is when its claim lapses,
 * a finished one's is never, so one query finds queued jobs and those a lost instance held.
 * Every claim and every schedule step is a transaction: two instances ticking together run a
 * job once and start a due time once.
 */
export class FirestoreJobs implements Jobs {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly limits: JobLimits;
  private readonly dispatch: JobDispatch | undefined;
  private readonly report: (error: unknown) => void;

  constructor(
    private readonly db: Firestore,
    private readonly clock: Clock,
    private readonly ids: Ids,
    options: FirestoreJobsOptions = {},
  ) {
    this.limits = { ...jobLimits, ...options.limits };
    this.dispatch = options.dispatch;
    this.report =
      options.report ??
      ((error) => console.error('[colmena] job dispatch failed (the next jobs tick runs it)', error));
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async enqueue(spec: JobSpec): Promise<{ id: string; duplicate: boolean }> {
    const runAt = (spec.runAt ?? this.clock.now()).getTime();
    const stored = await this.db.runTransaction(async (tx) => {
      const keyRef =
        spec.key === undefined ? null : this.db.collection(jobCollections.keys).doc(digest(spec.key));
      if (keyRef) {
        const existing = await tx.get(keyRef);
        if (existing.exists) return { id: String(existing.get('job')), duplicate: true };
      }
      const id = this.ids.newId();
      const job: JobDoc = {
        tenant: spec.tenant,
        kind: spec.kind,
        payload: spec.payload,
        runAt,
        attempts: 0,
        state: 'queued',
      };
      tx.create(this.db.collection(jobCollections.jobs).doc(id), job);
      if (keyRef) tx.create(keyRef, { job: id });
      return { id, duplicate: false };
    });
    if (!stored.duplicate) await this.announce(stored.id, runAt);
    return stored;
  }

  async status(id: string): Promise<JobStatus | null> {
    const snapshot = await this.db.collection(jobCollections.jobs).doc(id).get();
    if (!snapshot.exists) return null;
    const job = snapshot.data() as JobDoc;
    return {
      id,
      state: job.state,
      attempts: job.attempts,
      ...(job.lastError === undefined ? {} : { lastError: job.lastError }),
    };
  }

  async setSchedule(spec: ScheduleSpec): Promise<void> {
    const problem = cronProblem(spec.cron, spec.timezone);
    if (problem) throw new Error(`invalid schedule ${spec.name}: ${problem}`);
    const ref = this.scheduleRef(spec.tenant, spec.name);
    const next = nextDue(spec.cron, spec.timezone, this.clock.now());
    if (next === null) {
      await ref.delete();
      return;
    }
    const schedule: ScheduleDoc = {
      tenant: spec.tenant,
      name: spec.name,
      cron: spec.cron,
      timezone: spec.timezone ?? null,
      kind: spec.kind,
      payload: spec.payload,
      nextDue: next.getTime(),
    };
    await ref.set(schedule);
  }

  async removeSchedule(tenant: string, name: string): Promise<void> {
    await this.scheduleRef(tenant, name).delete();
  }

  async tick(): Promise<number> {
    await this.startDueSchedules();
    const now = this.clock.now().getTime();
    const due = await this.db
      .collection(jobCollections.jobs)
      .where('runAt', '<=', now)
      .orderBy('runAt')
      .limit(this.limits.perTick)
      .get();
    let ran = 0;
    for (const doc of due.docs) {
      const job = await this.claim(doc.id, now);
      if (!job) continue;
      ran += 1;
      await this.run(job);
    }
    return ran;
  }

  async runOne(id: string): Promise<boolean> {
    const job = await this.claim(id, this.clock.now().getTime());
    if (!job) return false;
    await this.run(job);
    return true;
  }

  /** Dispatches a stored job; a failure is reported, not thrown: the job is kept and a tick runs it. */
  private async announce(id: string, runAt: number): Promise<void> {
    if (!this.dispatch) return;
    try {
      await this.dispatch({ id, runAt: new Date(runAt) });
    } catch (error) {
      this.report(error);
    }
  }

  private scheduleRef(tenant: string, name: string) {
    return this.db.collection(jobCollections.schedules).doc(digest(`${tenant}\n${name}`));
  }

  private async startDueSchedules(): Promise<void> {
    const now = this.clock.now();
    const due = await this.db
      .collection(jobCollections.schedules)
      .where('nextDue', '<=', now.getTime())
      .get();
    for (const doc of due.docs) {
      await this.db.runTransaction(async (tx) => {
        const fresh = await tx.get(doc.ref);
        if (!fresh.exists) return;
        const schedule = fresh.data() as ScheduleDoc;
        if (schedule.nextDue > now.getTime()) return;
        const dueAt = new Date(schedule.nextDue);
        const keyRef = this.db
          .collection(jobCollections.keys)
          .doc(digest(dueKey(schedule.tenant, schedule.name, dueAt)));
        const started = await tx.get(keyRef);
        // Missed due times while nothing ticked start one job (the latest), not one each.
        const next = nextDue(schedule.cron, schedule.timezone ?? undefined, now);
        if (!started.exists) {
          const id = this.ids.newId();
          const job: JobDoc = {
            tenant: schedule.tenant,
            kind: schedule.kind,
            payload: { ...schedule.payload, dueAt: dueAt.toISOString() },
            runAt: now.getTime(),
            attempts: 0,
            state: 'queued',
          };
          tx.create(this.db.collection(jobCollections.jobs).doc(id), job);
          tx.create(keyRef, { job: id });
        }
        if (next === null) tx.delete(doc.ref);
        else tx.update(doc.ref, { nextDue: next.getTime() });
      });
    }
  }

  /** Takes a due job for this instance, or null when another took it first. */
  private claim(id: string, now: number): Promise<Job | null> {
    const ref = this.db.collection(jobCollections.jobs).doc(id);
    return this.db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const job = snapshot.data() as JobDoc;
      if (job.runAt > now || (job.state !== 'queued' && job.state !== 'running')) return null;
      const attempts = job.attempts + 1;
      tx.update(ref, { state: 'running', attempts, runAt: now + this.limits.leaseMs });
      return { id, tenant: job.tenant, kind: job.kind, payload: job.payload, attempt: attempts };
    });
  }

  private async run(job: Job): Promise<void> {
    const ref = this.db.collection(jobCollections.jobs).doc(job.id);
    const outcome = await runJob(this.handlers.get(job.kind), job, this.limits, () =>
      this.clock.now().getTime(),
    );
    if (outcome.state === 'done') await ref.update({ state: 'done', runAt: never });
    else {
      await ref.update({
        state: outcome.state,
        runAt: outcome.state === 'dead' ? never : outcome.retryAt,
        lastError: outcome.error,
      });
      if (outcome.state === 'queued') await this.announce(job.id, outcome.retryAt);
    }
  }
}
