import type { LiveQuery } from '../api/data';

/**
 * A stored widget's querysArray entry as `/api/query` and `/api/live` take it: the server
 * resolves the query and its policy from the widget (features/query/widgetStoreQuery.ts), so
 * the browser names only where the widget is shown (`collKey`, the document on screen).
 */
export interface WidgetLiveQuery {
  widgetId: string;
  entry: number;
  collKey?: string;
  documentId?: string;
}

/** What a live subscription follows: a list query or a widget's query. */
export type LiveRequest = LiveQuery | WidgetLiveQuery;

/** A few words naming a live request in a log line. */
export function liveRequestLabel(request: LiveRequest): string {
  return 'widgetId' in request ? `widget ${request.widgetId}#${request.entry}` : request.collection;
}
