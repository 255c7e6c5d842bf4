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
  /**
   * The pivot the widget's kind draws from this entry instead of its documents (a chart, a
   * pivot table: widgetAggregate.ts), computed by the server from the stored widget.
   */
  aggregate?: true;
}

/**
 * The widget editor's preview (level 100 only): an unsaved widget's entry, which the server
 * resolves as it would the saved widget's and runs through the same read policy.
 */
export interface WidgetPreviewQuery {
  previewWidget: Record<string, unknown>;
  entry: number;
  collKey?: string;
  documentId?: string;
  /** As a stored widget's: the pivot of the unsaved widget's kind (its type and settings sent). */
  aggregate?: true;
}

/** What a live subscription follows: a list query, a widget's query or the editor's preview of one. */
export type LiveRequest = LiveQuery | WidgetLiveQuery | WidgetPreviewQuery;

/** A few words naming a live request in a log line. */
export function liveRequestLabel(request: LiveRequest): string {
  if ('previewWidget' in request) return `widget preview#${request.entry}`;
  return 'widgetId' in request ? `widget ${request.widgetId}#${request.entry}` : request.collection;
}
