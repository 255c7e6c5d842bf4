import type { CommandOutcome } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { type BulkItem, type BulkSummary, runBulk } from './bulkRun';

const items: BulkItem[] = Array.from({ length: 10 }, (_, i) => ({ docId: `d${i}`, title: `Doc ${i}` }));
const applied = (id: string): CommandOutcome => ({ id, status: 'applied', result: {} });
const rejected = (id: string): CommandOutcome => ({
  id,
  status: 'rejected',
  error: 'forbidden',
  message: '',
});
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('a bulk action, one command per document', () => {
  it('sends every document once and counts them done', async () => {
    const sent: string[] = [];
    const summary = await runBulk(items, async (item) => {
      sent.push(item.docId);
      return applied(item.docId);
    });
    expect(sent.sort()).toEqual(items.map((i) => i.docId).sort());
    expect(summary).toEqual({ total: 10, done: 10, failed: [] });
  });

  it('goes on after a refusal and lists each failure in the selection order, with its reason', async () => {
    const summary = await runBulk(items, (item) =>
      // Later documents answer first: the list still reads in the user's order.
      later(
        ['d7', 'd2'].includes(item.docId) ? rejected(item.docId) : applied(item.docId),
        20 - Number(item.docId.slice(1)),
      ),
    );
    expect(summary.done).toBe(10);
    expect(summary.failed).toEqual([
      { docId: 'd2', title: 'Doc 2', error: 'forbidden' },
      { docId: 'd7', title: 'Doc 7', error: 'forbidden' },
    ]);
  });

  it('a send that throws is a failure, not the end of the run', async () => {
    const summary = await runBulk(items.slice(0, 3), async (item) => {
      if (item.docId === 'd1') throw new Error('network');
      return applied(item.docId);
    });
    expect(summary.failed).toEqual([{ docId: 'd1', title: 'Doc 1', error: 'failed_request' }]);
  });

  it('keeps at most `concurrency` commands in flight and reports progress after each', async () => {
    let inFlight = 0;
    let most = 0;
    const progress: BulkSummary[] = [];
    await runBulk(
      items,
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await later(null, 5);
        inFlight -= 1;
        return applied(item.docId);
      },
      (summary) => progress.push(summary),
      3,
    );
    expect(most).toBe(3);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('nothing selected sends nothing', async () => {
    expect(await runBulk([], async () => applied('x'))).toEqual({ total: 0, done: 0, failed: [] });
  });
});
