import type { Database, Statement } from 'better-sqlite3';
import type { Clock } from '../../clock';
import type { Ids } from '../../ids';
import { type OwnTransaction, ownTransaction } from '../../sqlite/ownTransaction';
import { statementCache } from '../../sqlite/statementCache';
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
import { type TurnBatch, turnBatch } from './turnBatch';

interface JobRow {
  id: string;
  tenant: string;
  kind: string;
  payload: string;
  attempts: number;
  state: JobState;
  last_error: string | null;
}

interface ScheduleRow {
  tenant: string;
  name: string;
  cron: string;
  timezone: string | null;
  kind: string;
  payload: string;
  next_due: number;
}

/**
 * Jobs and schedules of the embedded server, in SQLite beside the documents. Every write runs
 * in a transaction of its own (`own`), never inside the store's pending group commit. At open,
 * jobs a crash cut off are queued again; a schedule keeps its next due time, so a restart
 * starts a missed due time once and a due time already started never again. With `dispatch`,
 * each stored job and retry is announced as in the cloud (the embedded server runs it in
 * process at once, rather than at the next tick, which runs at most perTick jobs one by one).
 * An enqueue, a dispatched job's claim and an attempt's outcome are written in their turn's
 * batch (turnBatch.ts): one own transaction for a burst, not one per job.
 */
export class SqliteJobs implements Jobs {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly own: OwnTransaction;
  private readonly batch: TurnBatch;
  private readonly sql: (text: string) => Statement;
  private readonly limits: JobLimits;
  private readonly dispatch: JobDispatch | undefined;
  private ticking: Promise<number> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly ids: Ids,
    options: { own?: OwnTransaction; limits?: Partial<JobLimits>; dispatch?: JobDispatch } = {},
  ) {
    this.own = options.own ?? ownTransaction(db);
    this.batch = turnBatch(db, this.own);
    this.sql = statementCache(db);
    this.limits = { ...jobLimits, ...options.limits };
    this.dispatch = options.dispatch;
    db.exec(`
      CREATE TABLE IF NOT EXISTS jobs (
        id TEXT PRIMARY KEY,
        tenant TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        run_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'dead')),
        key TEXT UNIQUE,
        last_error TEXT
      ) STRICT;
      CREATE INDEX IF NOT EXISTS jobs_due ON jobs (state, run_at);
      CREATE TABLE IF NOT EXISTS schedules (
        tenant TEXT NOT NULL,
        name TEXT NOT NULL,
        cron TEXT NOT NULL,
        timezone TEXT,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        next_due INTEGER NOT NULL,
        PRIMARY KEY (tenant, name)
      ) STRICT;
    `);
    this.own(() => db.prepare("UPDATE jobs SET state = 'queued' WHERE state = 'running'").run());
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  async enqueue(spec: JobSpec): Promise<{ id: string; duplicate: boolean }> {
    const stored = await this.batch(() => this.insertJob(spec));
    if (!stored.duplicate) this.announce(stored.id, spec.runAt ?? this.clock.now());
    return stored;
  }

  async status(id: string): Promise<JobStatus | null> {
    const row = this.db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as JobRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      state: row.state,
      attempts: row.attempts,
      ...(row.last_error === null ? {} : { lastError: row.last_error }),
    };
  }

  async setSchedule(spec: ScheduleSpec): Promise<void> {
    const problem = cronProblem(spec.cron, spec.timezone);
    if (problem) throw new Error(`invalid schedule ${spec.name}: ${problem}`);
    const next = nextDue(spec.cron, spec.timezone, this.clock.now());
    this.own(() => {
      if (next === null) {
        this.db.prepare('DELETE FROM schedules WHERE tenant = ? AND name = ?').run(spec.tenant, spec.name);
        return;
      }
      this.db
        .prepare(
          `INSERT INTO schedules (tenant, name, cron, timezone, kind, payload, next_due) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (tenant, name) DO UPDATE SET cron = excluded.cron, timezone = excluded.timezone,
             kind = excluded.kind, payload = excluded.payload, next_due = excluded.next_due`,
        )
        .run(
          spec.tenant,
          spec.name,
          spec.cron,
          spec.timezone ?? null,
          spec.kind,
          JSON.stringify(spec.payload),
          next.getTime(),
        );
    });
  }

  async removeSchedule(tenant: string, name: string): Promise<void> {
    this.own(() => this.db.prepare('DELETE FROM schedules WHERE tenant = ? AND name = ?').run(tenant, name));
  }

  tick(): Promise<number> {
    // One tick at a time: a slow job must not let the next tick claim what it is running.
    this.ticking ??= this.runTick().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  async runOne(id: string): Promise<boolean> {
    const job = await this.batch(() => {
      const row = this.sql(
        `UPDATE jobs SET state = 'running', attempts = attempts + 1
         WHERE id = ? AND state = 'queued' AND run_at <= ? RETURNING *`,
      ).get(id, this.clock.now().getTime()) as JobRow | undefined;
      return row ? this.jobOf(row, row.attempts) : null;
    });
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async runTick(): Promise<number> {
    this.startDueSchedules();
    const claimed = this.claimDueJobs();
    for (const job of claimed) await this.run(job);
    return claimed.length;
  }

  private startDueSchedules(): void {
    const now = this.clock.now();
    const due = this.db
      .prepare('SELECT * FROM schedules WHERE next_due <= ?')
      .all(now.getTime()) as ScheduleRow[];
    for (const schedule of due) {
      const dueAt = new Date(schedule.next_due);
      // Missed due times while the server was down start one job (the latest), not one each.
      const next = nextDue(schedule.cron, schedule.timezone ?? undefined, now);
      const stored = this.own(() => {
        const job = this.insertJob({
          tenant: schedule.tenant,
          kind: schedule.kind,
          payload: { ...(JSON.parse(schedule.payload) as JobPayload), dueAt: dueAt.toISOString() },
          key: dueKey(schedule.tenant, schedule.name, dueAt),
        });
        if (next === null)
          this.db
            .prepare('DELETE FROM schedules WHERE tenant = ? AND name = ? AND next_due = ?')
            .run(schedule.tenant, schedule.name, schedule.next_due);
        else
          this.db
            .prepare('UPDATE schedules SET next_due = ? WHERE tenant = ? AND name = ? AND next_due = ?')
            .run(next.getTime(), schedule.tenant, schedule.name, schedule.next_due);
        return job;
      });
      if (!stored.duplicate) this.announce(stored.id, now);
    }
  }

  private claimDueJobs(): Job[] {
    return this.own(() => {
      const rows = this.db
        .prepare("SELECT * FROM jobs WHERE state = 'queued' AND run_at <= ? ORDER BY run_at, id LIMIT +?")
        .all(this.clock.now().getTime(), this.limits.perTick) as JobRow[];
      const claim = this.db.prepare(
        "UPDATE jobs SET state = 'running', attempts = attempts + 1 WHERE id = ?",
      );
      return rows.map((row) => {
        claim.run(row.id);
        return this.jobOf(row, row.attempts + 1);
      });
    });
  }

  private jobOf(row: JobRow, attempt: number): Job {
    return {
      id: row.id,
      tenant: row.tenant,
      kind: row.kind,
      payload: JSON.parse(row.payload) as JobPayload,
      attempt,
    };
  }

  private async run(job: Job): Promise<void> {
    const outcome = await runJob(this.handlers.get(job.kind), job, this.limits, () =>
      this.clock.now().getTime(),
    );
    await this.batch(() => {
      if (outcome.state === 'done')
        this.sql("UPDATE jobs SET state = 'done', last_error = NULL WHERE id = ?").run(job.id);
      else
        this.sql('UPDATE jobs SET state = ?, run_at = ?, last_error = ? WHERE id = ?').run(
          outcome.state,
          outcome.retryAt,
          outcome.error,
          job.id,
        );
    });
    if (outcome.state === 'queued') this.announce(job.id, new Date(outcome.retryAt));
  }

  /** Announces a stored job or retry; a failed dispatch only waits for a tick. */
  private announce(id: string, runAt: Date): void {
    if (!this.dispatch) return;
    this.dispatch({ id, runAt }).catch((error: unknown) =>
      console.error('[colmena] job dispatch failed (the next jobs tick runs it)', error),
    );
  }

  private insertJob(spec: JobSpec): { id: string; duplicate: boolean } {
    if (spec.key !== undefined) {
      const existing = this.sql('SELECT id FROM jobs WHERE key = ?').get(spec.key) as
        | { id: string }
        | undefined;
      if (existing) return { id: existing.id, duplicate: true };
    }
    const id = this.ids.newId();
    this.sql(
      "INSERT INTO jobs (id, tenant, kind, payload, run_at, state, key) VALUES (?, ?, ?, ?, ?, 'queued', ?)",
    ).run(
      id,
      spec.tenant,
      spec.kind,
      JSON.stringify(spec.payload),
      (spec.runAt ?? this.clock.now()).getTime(),
      spec.key ?? null,
    );
    return { id, duplicate: false };
  }
}
