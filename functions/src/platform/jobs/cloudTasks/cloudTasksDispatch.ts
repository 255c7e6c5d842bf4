import { randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFunctions, type TaskQueue } from 'firebase-admin/functions';
import type { Clock } from '../../clock';
import type { JobDispatch } from '../Jobs';

/** What a task carries: only the job's id, the job itself is in Firestore. */
export interface JobTask {
  jobId: string;
}

/**
 * Cloud Tasks holds a task at most 30 days ahead; a job due later is left to the tick (a day
 * of margin for the clocks).
 */
export const maxDispatchAheadMs = 29 * 24 * 60 * 60_000;

export interface CloudTasksQueue {
  /** The task queue function (index.ts `jobsRun`) and its region: the queue is named after it. */
  functionName: string;
  region: string;
  /** Default: the environment's (Cloud Functions, the emulator suite's GCLOUD_PROJECT). */
  projectId?: string;
  /** How long Cloud Tasks waits for the function to run one job (15 s to 30 min). */
  dispatchDeadlineSeconds: number;
}

export interface OpenedCloudTasksDispatch {
  dispatch: JobDispatch;
  close(): Promise<void>;
}

/**
 * The cloud's dispatch of jobs: one Cloud Tasks task per stored job or retry, through
 * firebase-admin's task queue client, to run at the job's due time; the queue calls the task
 * queue function, which runs the job by its id (Jobs.runOne). On the emulator suite the client
 * enqueues into firebase-tools' Cloud Tasks emulator (CLOUD_TASKS_EMULATOR_HOST, which the
 * Functions emulator sets). The firebase-admin app is made on the first dispatch, so an instance
 * that never enqueues never makes one.
 */
export function openCloudTasksDispatch(queue: CloudTasksQueue, clock: Clock): OpenedCloudTasksDispatch {
  let app: App | undefined;
  let tasks: TaskQueue<JobTask> | undefined;
  const taskQueue = () => {
    app ??= initializeApp(
      queue.projectId ? { projectId: queue.projectId } : {},
      `colmena-tasks-${randomUUID()}`,
    );
    tasks ??= getFunctions(app).taskQueue<JobTask>(
      `locations/${queue.region}/functions/${queue.functionName}`,
    );
    return tasks;
  };
  return {
    dispatch: async ({ id, runAt }) => {
      const ahead = runAt.getTime() - clock.now().getTime();
      if (ahead > maxDispatchAheadMs) return;
      await taskQueue().enqueue(
        { jobId: id },
        {
          dispatchDeadlineSeconds: queue.dispatchDeadlineSeconds,
          ...(ahead > 0 ? { scheduleTime: runAt } : {}),
        },
      );
    },
    close: async () => {
      if (app) await deleteApp(app);
    },
  };
}
