import {
  type ExportedFile,
  type ExportFormat,
  type ExportRequest,
  type ExportStatus,
  exportStatusSchema,
} from '@colmena/shared/exports';
import { allCollectionsKey } from '@colmena/shared/schemas';
import type { Fetch } from '../../api/browserFetch';
import { requestJson, send } from '../../api/request';
import type { WidgetPlacement } from '../kindTypes';

/** How often a queued export's status is asked for. */
export const pollEveryMs = 1000;

/** The body of POST /api/exports/<format>: the widget, the route's collection and the document on screen. */
export function exportRequestOf(widgetId: string, placement: WidgetPlacement): ExportRequest {
  return {
    widgetId,
    ...(placement.collKey && placement.collKey !== allCollectionsKey ? { collKey: placement.collKey } : {}),
    ...(placement.documentId ? { documentId: placement.documentId } : {}),
  };
}

export interface ExportFlow {
  fetchFn: Fetch;
  format: ExportFormat;
  request: ExportRequest;
  /** 0 to 1 while a job runs. */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
  wait?(ms: number): Promise<void>;
  /**
   * Follows a job until it ends (the live stream: exportJobWatch.ts), reporting its progress.
   * Without it, or when it fails, the job's status is asked for every second.
   */
  watch?(jobId: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ExportStatus>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server for the file; a large one is a job: its status is asked for every second,
 * its progress reported, until the file is there (or the job failed: thrown with its reason).
 */
export async function makeExport(flow: ExportFlow): Promise<ExportedFile> {
  const options = flow.signal ? { signal: flow.signal } : {};
  let status: ExportStatus = await requestJson(
    flow.fetchFn,
    `/api/exports/${flow.format}`,
    exportStatusSchema,
    {
      method: 'POST',
      body: flow.request,
      ...options,
    },
  );
  const jobId = status.jobId;
  if ((status.state === 'queued' || status.state === 'running') && flow.watch && jobId) {
    flow.onProgress(status.progress);
    try {
      status = await flow.watch(jobId, flow.onProgress, flow.signal);
    } catch (error) {
      if (flow.signal?.aborted) throw error;
      // The stream refused or broke: ask instead.
    }
  }
  while (status.state === 'queued' || status.state === 'running') {
    flow.onProgress(status.progress);
    await (flow.wait ?? sleep)(pollEveryMs);
    flow.signal?.throwIfAborted();
    status = await requestJson(
      flow.fetchFn,
      `/api/exports/jobs/${status.jobId ?? ''}`,
      exportStatusSchema,
      options,
    );
  }
  if (status.state === 'failed' || !status.file) throw new Error(status.error ?? 'failed');
  flow.onProgress(1);
  return status.file;
}

/** The generated file's bytes, fetched with the session (the link is not public). */
export async function fetchExported(fetchFn: Fetch, file: ExportedFile): Promise<Blob> {
  return (await send(fetchFn, file.url)).blob();
}
