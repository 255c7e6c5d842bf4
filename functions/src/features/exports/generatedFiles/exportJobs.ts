import type { ExportFormat, ExportRequest, ExportStatus } from '@colmena/shared/exports';
import { exportRequestSchema } from '@colmena/shared/exports';
import { z } from 'zod';
import { AppError } from '../../../platform/http/AppError';
import { callerResolver } from '../../../platform/http/caller';
import type { Job } from '../../../platform/jobs/Jobs';
import type { ExportDeps } from '../report/reportSource';
import { runExport } from './runExport';

/** The job kind of a generation too long for a request. */
export const exportJobKind = 'export.generate';

/**
 * Where a job's progress is kept, one document per job: who asked (only they read it), its
 * state, progress and then the file or why it failed. Not a company collection: no read path
 * of the query model serves it; `GET /api/exports/jobs/<id>` does, to its owner.
 */
export const exportJobsCollection = 'exportJobs';

const payloadSchema = z.object({
  uid: z.string().min(1),
  format: z.enum(['pdf', 'pptx']),
  request: exportRequestSchema,
  statusId: z.string().min(1),
});

/** A status is written at most this often while a job runs (progress ticks are many). */
const progressEveryMs = 400;

async function writeStatus(deps: ExportDeps, tenant: string, id: string, status: Record<string, unknown>) {
  await deps.store.transaction(tenant, async (tx) => {
    tx.merge(exportJobsCollection, id, status);
  });
}

/** Queues the generation as a job and answers its status: queued, nothing made yet. */
export async function enqueueExport(
  deps: ExportDeps,
  tenant: string,
  uid: string,
  format: ExportFormat,
  request: ExportRequest,
): Promise<ExportStatus> {
  const statusId = deps.ids.newId();
  await deps.store.transaction(tenant, async (tx) => {
    tx.set(exportJobsCollection, statusId, {
      by: uid,
      format,
      state: 'queued',
      progress: 0,
      createdAt: deps.clock.now().toISOString(),
    });
  });
  await deps.jobs.enqueue({
    tenant,
    kind: exportJobKind,
    payload: { uid, format, request, statusId },
    key: `export-${statusId}`,
  });
  return { jobId: statusId, state: 'queued', progress: 0 };
}

/** A job's status, to the one who asked for it only (anyone else: not found). */
export async function exportStatus(
  deps: ExportDeps,
  tenant: string,
  uid: string,
  id: string,
): Promise<ExportStatus> {
  const doc = await deps.store.get(tenant, exportJobsCollection, id);
  if (!doc || doc.by !== uid) throw new AppError('not_found');
  return {
    jobId: id,
    state: doc.state as ExportStatus['state'],
    progress: typeof doc.progress === 'number' ? doc.progress : 0,
    ...(doc.file ? { file: doc.file as ExportStatus['file'] } : {}),
    ...(typeof doc.error === 'string' ? { error: doc.error } : {}),
  };
}

/**
 * The job: the generation as the user who asked, with their permissions as they are now (an
 * account disabled or removed meanwhile gets nothing), its progress written as it goes. A
 * refusal or failure is recorded on the status and not retried: running again would meet it again.
 */
export function exportJobHandler(deps: ExportDeps) {
  const callerOf = callerResolver(deps.store);
  return async (job: Job): Promise<void> => {
    const payload = payloadSchema.safeParse(job.payload);
    if (!payload.success) return;
    const { uid, format, request, statusId } = payload.data;
    const tenant = job.tenant;
    try {
      const account = await deps.accounts.get(tenant, uid);
      if (!account || account.disabled) throw new AppError('forbidden');
      const caller = await callerOf(tenant, account, undefined);
      if (!caller.signedIn) throw new AppError('forbidden');
      await writeStatus(deps, tenant, statusId, { state: 'running', progress: 0 });
      let lastWrite = 0;
      let pending = Promise.resolve();
      const onProgress = (fraction: number) => {
        const now = Date.now();
        if (now - lastWrite < progressEveryMs || fraction >= 1) return;
        lastWrite = now;
        pending = pending.then(() =>
          writeStatus(deps, tenant, statusId, { progress: Math.round(fraction * 100) / 100 }).catch(
            () => undefined,
          ),
        );
      };
      const file = await runExport(deps, { tenant, caller, format, request, onProgress });
      await pending;
      await writeStatus(deps, tenant, statusId, { state: 'done', progress: 1, file });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`[colmena] export job ${job.id} failed:`, message);
      await writeStatus(deps, tenant, statusId, { state: 'failed', error: message.slice(0, 500) });
    }
  };
}

const registered = new WeakSet<object>();

/** Registers the export job on the jobs port, once per port (the app and the cloud's job functions both call it). */
export function registerExportJobs(deps: ExportDeps): void {
  if (registered.has(deps.jobs)) return;
  registered.add(deps.jobs);
  deps.jobs.handle(exportJobKind, exportJobHandler(deps));
}
