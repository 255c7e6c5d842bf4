import type { CommandOutcome, ErrorCode } from '@colmena/shared';

/** A document a bulk action works on, named as the user knows it. */
export interface BulkItem {
  docId: string;
  title: string;
}

export interface BulkFailure extends BulkItem {
  error: ErrorCode;
}

export interface BulkSummary {
  total: number;
  done: number;
  failed: BulkFailure[];
}

/** Commands in flight at once: enough to hide the round trip, few enough to leave room for others. */
export const bulkConcurrency = 4;

/**
 * Sends one command per document (there is no batch command: each write keeps its own policy
 * check, audit entry and undo), a few at a time, reporting progress after each answer. One
 * refusal does not stop the rest: the summary lists every document that failed, and why.
 */
export async function runBulk(
  items: readonly BulkItem[],
  send: (item: BulkItem) => Promise<CommandOutcome>,
  onProgress: (summary: BulkSummary) => void = () => {},
  concurrency = bulkConcurrency,
): Promise<BulkSummary> {
  const summary: BulkSummary = { total: items.length, done: 0, failed: [] };
  const failures = new Map<number, BulkFailure>();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index] as BulkItem;
      let outcome: CommandOutcome;
      try {
        outcome = await send(item);
      } catch {
        outcome = { id: '', status: 'rejected', error: 'failed_request', message: '' };
      }
      summary.done += 1;
      if (outcome.status === 'rejected') failures.set(index, { ...item, error: outcome.error });
      // In the order the user selected them, whatever order the answers came in.
      summary.failed = [...failures.entries()].sort(([a], [b]) => a - b).map(([, failure]) => failure);
      onProgress({ ...summary, failed: [...summary.failed] });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return summary;
}
