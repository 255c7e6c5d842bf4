import { allCollectionsKey, type Widget } from '@colmena/shared/schemas';
import {
  type WidgetLiveQuery,
  type WidgetPreviewQuery,
  widgetAggregateConfig,
} from '@colmena/shared/widgets';
import type { WidgetPlacement } from '../kindTypes';

/**
 * The live request of each querysArray entry, or null for an entry not run here: the kind
 * shows no query results, the widget has `query: false`, it is a card and asks `avoidCardQuery`,
 * or the entry is `onlyOnPage` and this is not its page. An entry the kind draws as a pivot (a
 * chart, a pivot table, with no logic function) asks the server for that pivot (`aggregate`),
 * not for every document.
 */
export function widgetQueries(
  widget: Widget,
  placement: WidgetPlacement,
  kindUsesQueries: boolean,
  preview = false,
): (WidgetLiveQuery | WidgetPreviewQuery | null)[] {
  const entries = widget.querysArray ?? [];
  const card = placement.mode === 'card';
  const none = !kindUsesQueries || widget.query === false || (card && widget.avoidCardQuery === true);
  // The preview sends only what resolves a query, so a new title or half-typed kind setting
  // neither reopens the subscriptions nor fails the server's check of the widget.
  const aggregates = entries.map((_entry, index) => widgetAggregateConfig(widget, index) !== null);
  const previewWidget = preview ? queryPart(widget, aggregates.includes(true)) : null;
  return entries.map((entry, index) => {
    if (none || (card && entry.onlyOnPage === true)) return null;
    const query: WidgetLiveQuery | WidgetPreviewQuery = previewWidget
      ? { previewWidget, entry: index }
      : { widgetId: widget.FireId, entry: index };
    if (aggregates[index]) query.aggregate = true;
    // Every collection names none: the server then takes the widget's own keyOfCollection.
    if (placement.collKey && placement.collKey !== allCollectionsKey) query.collKey = placement.collKey;
    if (placement.documentId) query.documentId = placement.documentId;
    return query;
  });
}

/**
 * The fields of a widget that its queries depend on (widgetStoreQuery on the server), and its
 * kind and settings when it asks for a pivot (they say which).
 */
export function queryPart(widget: Widget, aggregates = false): Record<string, unknown> {
  const part: Record<string, unknown> = { place: widget.place, querysArray: widget.querysArray ?? [] };
  if (widget.keyOfCollection !== undefined) part.keyOfCollection = widget.keyOfCollection;
  if (aggregates) {
    part.type = widget.type;
    part.settings = widget.settings ?? {};
  }
  return part;
}
