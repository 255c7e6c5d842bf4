import type { StoredDoc } from '@colmena/shared';
import type { WidgetQuery } from '@colmena/shared/schemas';
import { liveRequestLabel, type WidgetLiveQuery, type WidgetPreviewQuery } from '@colmena/shared/widgets';
import { useEffect, useMemo, useState } from 'react';
import { type LiveClient, liveClient } from '../../api/liveClient';
import { applyChanges, type ResultShape, resultFromSnapshot } from '../../api/liveResults';
import type { EntryResult } from '../kindTypes';

const skipped: EntryResult = { status: 'skipped', docs: [], error: null };
const loading: EntryResult = { status: 'loading', docs: [], error: null };

/**
 * The live result of each widget query (null: skipped), over the tab's one stream, as
 * useLiveQuery keeps one list query: a snapshot, then its changes, in the entry's order and
 * limit. A change of the requests (by content) starts over.
 */
export function useWidgetResults(
  requests: readonly (WidgetLiveQuery | WidgetPreviewQuery | null)[],
  entries: readonly WidgetQuery[],
  client: LiveClient = liveClient(),
): EntryResult[] {
  const key = JSON.stringify([requests, entries]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the requests' content
  const stable = useMemo(() => ({ requests, entries }), [key]);
  const [results, setResults] = useState<EntryResult[]>(() => requests.map((r) => (r ? loading : skipped)));

  useEffect(() => {
    setResults(stable.requests.map((r) => (r ? loading : skipped)));
    const update = (index: number, next: (current: EntryResult) => EntryResult) =>
      setResults((all) => all.map((result, i) => (i === index ? next(result) : result)));
    const stops = stable.requests.map((request, index) => {
      if (!request) return () => {};
      const shape = shapeOf(stable.entries[index]);
      return client.subscribe(request, (event) => {
        if (event.kind === 'error') {
          console.error(`${liveRequestLabel(request)} query ${index} failed: ${event.error}`);
          update(index, () => ({ status: 'error', docs: [], error: event.error }));
        } else if (event.kind === 'snapshot') {
          update(index, () => ready(resultFromSnapshot(event.docs, shape)));
        } else {
          update(index, (current) => ready(applyChanges(current.docs, event.changes, shape)));
        }
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [stable, client]);

  return results;
}

function ready(docs: StoredDoc[]): EntryResult {
  return { status: 'ready', docs, error: null };
}

function shapeOf(entry: WidgetQuery | undefined): ResultShape {
  return {
    orderBy: entry?.order ? [entry.order.field, entry.order.direction] : undefined,
    limit: entry?.limit,
  };
}
