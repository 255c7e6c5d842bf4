import type { StoredDoc } from '@colmena/shared';
import { type ExportStatus, exportStatusSchema } from '@colmena/shared/exports';
import type { LiveRequest } from '@colmena/shared/widgets';
import { ApiError } from '../../api/apiError';
import type { LiveClient } from '../../api/liveClient';
import { applyChanges, resultFromSnapshot } from '../../api/liveResults';

/** The job's status document as a live read names it: the collection and its id. */
export const exportJobQuery = (jobId: string) =>
  ({ collection: 'exportJobs', docId: jobId }) as unknown as LiveRequest;

/**
 * Follows an export job over the tab's live stream (its status document, which only the one
 * who asked may read): each change of its progress is reported, and the promise settles with
 * the status once the job is done or failed. A refused or broken subscription rejects, so the
 * caller may fall back to asking.
 */
export function watchExportJob(
  client: Pick<LiveClient, 'subscribe'>,
  jobId: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ExportStatus> {
  return new Promise((resolve, reject) => {
    let docs: StoredDoc[] = [];
    let settled = false;
    let stop = () => {};
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      stop();
      outcome();
    };
    stop = client.subscribe(exportJobQuery(jobId), (event) => {
      if (event.kind === 'error') return settle(() => reject(new ApiError(event.error, 0)));
      docs =
        event.kind === 'snapshot'
          ? resultFromSnapshot(event.docs, {})
          : applyChanges(docs, event.changes, {});
      const doc = docs.find((d) => d.FireId === jobId);
      const status = doc ? exportStatusSchema.safeParse({ ...doc, jobId }) : null;
      if (!status?.success) return;
      if (status.data.state === 'done' || status.data.state === 'failed') settle(() => resolve(status.data));
      else onProgress(status.data.progress);
    });
    if (settled) stop();
    signal?.addEventListener('abort', () => settle(() => reject(signal.reason)), { once: true });
  });
}
