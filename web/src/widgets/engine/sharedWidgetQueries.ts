import type { StoredDoc } from '@colmena/shared';
import type { Widget, WidgetQuery } from '@colmena/shared/schemas';
import { type LiveRequest, type WidgetLiveQuery, widgetAggregateConfig } from '@colmena/shared/widgets';
import type { LiveClient, SubscriptionEvent } from '../../api/liveClient';
import { applyChanges, type ResultShape, resultFromSnapshot } from '../../api/liveResults';
import type { EntryResult } from '../kindTypes';

/**
 * What makes two stored widgets' entries the same query for the same reader: the server
 * resolves an entry from the widget's place and keyOfCollection, the entry itself and where it
 * is shown (widgetStoreQuery.ts), and an aggregate from the pivot the kind draws. Two tables
 * over one collection are then ONE subscription, one snapshot on the stream and one copy of the
 * documents in the page; two charts of the same grouping, one pivot.
 */
export function sharedQueryKey(
  widget: { place: string; keyOfCollection?: string | undefined } & Partial<
    Pick<Widget, 'type' | 'settings' | 'logic' | 'logicFunction'>
  >,
  entry: WidgetQuery,
  request: WidgetLiveQuery,
): string {
  return JSON.stringify([
    widget.place,
    widget.keyOfCollection ?? null,
    entry,
    request.collKey ?? null,
    request.documentId ?? null,
    request.aggregate ? widgetAggregateConfig(widget, request.entry) : null,
  ]);
}

type Listener = (result: EntryResult) => void;

interface Member {
  request: LiveRequest;
  listener: Listener;
}

interface Shared {
  shape: ResultShape;
  members: Member[];
  /** The member whose request the server was asked (any member's would resolve the same). */
  asked: Member | null;
  stop: () => void;
  result: EntryResult;
}

const loading: EntryResult = { status: 'loading', docs: [], error: null };

export interface QuerySharing {
  /**
   * Follows `request` live: with a key, one subscription serves every member of that key
   * (joining late gets the current result at once); without one (the editor's preview), its own.
   * The listener gets the whole result after each event. Returns the way to leave.
   */
  subscribe(key: string | null, request: LiveRequest, shape: ResultShape, listener: Listener): () => void;
}

/** One sharing table per live client (the tab's one in the app, a fake in tests). */
export function createQuerySharing(client: LiveClient): QuerySharing {
  const table = new Map<string, Shared>();

  const open = (shared: Shared, member: Member) => {
    shared.asked = member;
    shared.stop = client.subscribe(member.request, (event) => {
      shared.result = next(shared.result, event, shared.shape);
      for (const m of [...shared.members]) m.listener(shared.result);
    });
  };

  return {
    subscribe(key, request, shape, listener) {
      const member: Member = { request, listener };
      if (key === null) {
        let result = loading;
        return client.subscribe(request, (event) => {
          result = next(result, event, shape);
          listener(result);
        });
      }
      let shared = table.get(key);
      if (!shared) {
        shared = { shape, members: [], asked: null, stop: () => {}, result: loading };
        table.set(key, shared);
        shared.members.push(member);
        open(shared, member);
      } else {
        shared.members.push(member);
        if (shared.result.status !== 'loading') listener(shared.result);
      }
      const joined = shared;
      return () => {
        joined.members = joined.members.filter((m) => m !== member);
        if (joined.members.length === 0) {
          joined.stop();
          table.delete(key);
        } else if (joined.asked === member) {
          // The widget it was asked for leaves (deleted, hidden): ask again for one that stays,
          // keeping the current result until the new snapshot replaces it.
          const [heir] = joined.members;
          joined.stop();
          if (heir) open(joined, heir);
        }
      };
    },
  };
}

function next(current: EntryResult, event: SubscriptionEvent, shape: ResultShape): EntryResult {
  if (event.kind === 'error') return { status: 'error', docs: [], error: event.error };
  if (event.kind === 'snapshot') return ready(resultFromSnapshot(event.docs, shape));
  return ready(applyChanges(current.docs, event.changes, shape));
}

function ready(docs: StoredDoc[]): EntryResult {
  return { status: 'ready', docs, error: null };
}
