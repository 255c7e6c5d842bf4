/**
 * The jobs port: work that must not run inside a request (imports, exports, assistant flows,
 * automation runs) and work due at a time (schedules). Time-driven by `tick`: the embedded
 * server calls it every second; in the cloud a scheduled function calls it every minute, and a
 * job is also dispatched when it is stored (a Cloud Tasks queue calls `runOne` with its id), so
 * it need not wait for that minute. An adapter keeps jobs and schedules durably: a job runs at
 * least once (a job cut off by a crash runs again), and a dispatch and a tick that both reach it
 * run it once; a schedule's due time starts one job however many instances or restarts see it.
 */
export type JobPayload = Record<string, unknown>;

export interface JobSpec {
  tenant: string;
  kind: string;
  payload: JobPayload;
  /** Not before then (default: now). */
  runAt?: Date;
  /** At most one job per key, ever (a retried request enqueues nothing twice). */
  key?: string;
}

export interface Job {
  id: string;
  tenant: string;
  kind: string;
  payload: JobPayload;
  /** 1 the first time; a failed attempt is retried with backoff up to jobLimits.maxAttempts. */
  attempt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface ScheduleSpec {
  tenant: string;
  /** Unique per tenant; setting it again replaces it. */
  name: string;
  /** Five- or six-field cron (croner). */
  cron: string;
  /** IANA zone the cron is read in (default Europe/Madrid). */
  timezone?: string;
  /** The job each due time starts: its payload gets `dueAt` (ISO). */
  kind: string;
  payload: JobPayload;
}

export type JobState = 'queued' | 'running' | 'done' | 'dead';

export interface JobStatus {
  id: string;
  state: JobState;
  attempts: number;
  lastError?: string;
}

export interface Jobs {
  /** The handler of a kind (registered at start, before the first tick). */
  handle(kind: string, handler: JobHandler): void;
  enqueue(spec: JobSpec): Promise<{ id: string; duplicate: boolean }>;
  status(id: string): Promise<JobStatus | null>;
  setSchedule(spec: ScheduleSpec): Promise<void>;
  removeSchedule(tenant: string, name: string): Promise<void>;
  /** Starts the jobs of due schedules, then runs due jobs; resolves with how many ran. */
  tick(): Promise<number>;
  /**
   * Runs the job `id` now if it is due and nobody holds it, claimed as `tick` claims (so it runs
   * once however many dispatches and ticks reach it); resolves with whether this call ran it.
   */
  runOne(id: string): Promise<boolean>;
}

/**
 * Where an adapter announces a job it has stored (and a retry it has set), so that it can run
 * at `runAt` rather than at the next tick: the cloud's task queue. A dispatch may fail or never
 * arrive; the tick runs the job then.
 */
export type JobDispatch = (job: { id: string; runAt: Date }) => Promise<void>;

export interface JobLimits {
  maxAttempts: number;
  /** The wait before attempt n+1 is firstRetryMs·2^(n−1), at most maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Jobs one tick runs at most (the rest wait for the next). */
  perTick: number;
  /**
   * How long a claimed job is another instance's: past it, the job is taken to have died with
   * its instance and runs again. Longer than any job may run (the embedded run limit is 5 min).
   */
  leaseMs: number;
}

export const jobLimits: JobLimits = {
  maxAttempts: 5,
  firstRetryMs: 10_000,
  maxRetryMs: 10 * 60_000,
  perTick: 50,
  leaseMs: 10 * 60_000,
};

export const defaultTimezone = 'Europe/Madrid';
