import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import type { SubscriptionEvent } from '../../machines/liveStream';
import { exportJobQuery, watchExportJob } from './exportJobWatch';

/** A live client whose one subscription the test drives by hand. */
function fakeClient() {
  let listener: ((event: SubscriptionEvent) => void) | null = null;
  const state = { subscribed: 0, stopped: 0, query: null as unknown };
  return {
    state,
    emit: (event: SubscriptionEvent) => listener?.(event),
    client: {
      subscribe(query: unknown, l: (event: SubscriptionEvent) => void) {
        state.subscribed += 1;
        state.query = query;
        listener = l;
        return () => {
          state.stopped += 1;
        };
      },
    },
  };
}

const job = (data: Record<string, unknown>): StoredDoc => ({
  FireId: 'j1',
  collection: 'exportJobs',
  by: 'u1',
  ...data,
});
const file = {
  id: 'f1',
  name: 'Listado.pdf',
  url: '/api/exports/files/f1',
  size: 10,
  mime: 'application/pdf',
};

describe('watchExportJob', () => {
  it('reports the progress of the status document and settles when it is done', async () => {
    const fake = fakeClient();
    const progress: number[] = [];
    const done = watchExportJob(fake.client as never, 'j1', (p) => progress.push(p));
    expect(fake.state.query).toEqual(exportJobQuery('j1'));
    fake.emit({ kind: 'snapshot', docs: [job({ state: 'queued', progress: 0 })] });
    fake.emit({
      kind: 'changes',
      changes: [{ type: 'modified', doc: job({ state: 'running', progress: 0.35 }) }] as never,
    });
    fake.emit({
      kind: 'changes',
      changes: [{ type: 'modified', doc: job({ state: 'done', progress: 1, file }) }] as never,
    });
    await expect(done).resolves.toMatchObject({ state: 'done', file });
    expect(progress).toEqual([0, 0.35]);
    expect(fake.state.stopped).toBe(1);
  });

  it('rejects when the subscription is refused', async () => {
    const fake = fakeClient();
    const done = watchExportJob(fake.client as never, 'j1', () => {});
    fake.emit({ kind: 'error', error: 'forbidden' });
    await expect(done).rejects.toMatchObject({ code: 'forbidden' });
  });
});
