import { allCollectionsKey, type Widget } from '@colmena/shared/schemas';
import type { WidgetLiveQuery } from '@colmena/shared/widgets';
import type { WidgetPlacement } from '../kindTypes';

/**
 * The live request of each querysArray entry, or null for an entry not run here: the kind
 * shows no query results, the widget has `query: false`, it is a card and asks `avoidCardQuery`,
 * or the entry is `onlyOnPage` and this is not its page.
 */
export function widgetQueries(
  widget: Widget,
  placement: WidgetPlacement,
  kindUsesQueries: boolean,
): (WidgetLiveQuery | null)[] {
  const entries = widget.querysArray ?? [];
  const card = placement.mode === 'card';
  const none = !kindUsesQueries || widget.query === false || (card && widget.avoidCardQuery === true);
  return entries.map((entry, index) => {
    if (none || (card && entry.onlyOnPage === true)) return null;
    const query: WidgetLiveQuery = { widgetId: widget.FireId, entry: index };
    // Every collection names none: the server then takes the widget's own keyOfCollection.
    if (placement.collKey && placement.collKey !== allCollectionsKey) query.collKey = placement.collKey;
    if (placement.documentId) query.documentId = placement.documentId;
    return query;
  });
}
