import { computePivot, type PivotDocument, PivotTooLargeError } from '../pivot/computePivot';
import type { PivotConfig } from '../pivot/pivotConfig';
import { type WidgetAggregateDoc, widgetAggregateDocId } from './widgetAggregate';

/**
 * The aggregate document of `docs` (read from `collection`) under `config`: the server's half
 * (features/query/readPlan.ts); the page only asks for aggregates and reads them (widgetAggregate.ts).
 */
export function widgetAggregateDoc(
  collection: string,
  docs: readonly PivotDocument[],
  config: PivotConfig,
): WidgetAggregateDoc {
  try {
    return { FireId: widgetAggregateDocId, collection, pivot: computePivot(docs, config) };
  } catch (error) {
    if (!(error instanceof PivotTooLargeError)) throw error;
    const tooLarge = { rowGroups: error.rowGroups, columns: error.columns };
    return { FireId: widgetAggregateDocId, collection, pivot: null, tooLarge };
  }
}
