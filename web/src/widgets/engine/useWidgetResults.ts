import type { Widget, WidgetQuery } from '@colmena/shared/schemas';
import {
  type WidgetLiveQuery,
  type WidgetPreviewQuery,
  widgetAggregateConfig,
} from '@colmena/shared/widgets';
import { useEffect, useMemo, useState } from 'react';
import { type LiveClient, liveClient } from '../../api/liveClient';
import type { ResultShape } from '../../api/liveResults';
import type { EntryResult } from '../kindTypes';
import { createQuerySharing, type QuerySharing, sharedQueryKey } from './sharedWidgetQueries';

const skipped: EntryResult = { status: 'skipped', docs: [], error: null };
const loading: EntryResult = { status: 'loading', docs: [], error: null };

const sharings = new WeakMap<LiveClient, QuerySharing>();

function sharingOf(client: LiveClient): QuerySharing {
  let sharing = sharings.get(client);
  if (!sharing) {
    sharing = createQuerySharing(client);
    sharings.set(client, sharing);
  }
  return sharing;
}

/**
 * The live result of each widget query (null: skipped), over the tab's one stream, as
 * useLiveQuery keeps one list query: a snapshot, then its changes, in the entry's order and
 * limit. Entries of stored widgets that resolve to the same query share one subscription
 * (sharedWidgetQueries.ts); the editor's preview has its own. A change of the requests (by
 * content) starts over.
 */
export function useWidgetResults(
  requests: readonly (WidgetLiveQuery | WidgetPreviewQuery | null)[],
  entries: readonly WidgetQuery[],
  widget: Pick<Widget, 'place' | 'keyOfCollection'> &
    Partial<Pick<Widget, 'type' | 'settings' | 'logic' | 'logicFunction'>>,
  client: LiveClient = liveClient(),
): EntryResult[] {
  // An aggregate follows the kind's pivot: a new grouping is a new subscription.
  const pivots = requests.map((r) => (r?.aggregate ? widgetAggregateConfig(widget, r.entry) : null));
  const key = JSON.stringify([requests, entries, widget.place, widget.keyOfCollection, pivots]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the requests' content
  const stable = useMemo(() => ({ requests, entries, widget }), [key]);
  const [results, setResults] = useState<EntryResult[]>(() => requests.map((r) => (r ? loading : skipped)));

  useEffect(() => {
    setResults(stable.requests.map((r) => (r ? loading : skipped)));
    const sharing = sharingOf(client);
    const stops = stable.requests.map((request, index) => {
      if (!request) return () => {};
      const entry = stable.entries[index];
      const shareKey = 'widgetId' in request && entry ? sharedQueryKey(stable.widget, entry, request) : null;
      // An aggregate is one document: no order or limit of the entry's applies to it.
      const shape = request.aggregate ? {} : shapeOf(entry);
      return sharing.subscribe(shareKey, request, shape, (result) => {
        if (result.status === 'error') console.error(`Widget query ${index} failed: ${result.error}`);
        setResults((all) => all.map((current, i) => (i === index ? result : current)));
      });
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, [stable, client]);

  return results;
}

function shapeOf(entry: WidgetQuery | undefined): ResultShape {
  return {
    orderBy: entry?.order ? [entry.order.field, entry.order.direction] : undefined,
    limit: entry?.limit,
  };
}
