import type { Widget } from '@colmena/shared/schemas';
import type { EntryResult, WidgetPlacement } from '../kindTypes';

/**
 * THE data step between the queries and a renderer: today the results as they arrive. A
 * widget's logic function (`logic`, `logicFunction`, issue 10 point 4) will run here, in the
 * sandbox, on these results, the signed-in user's public fields and the document on screen;
 * its failure becomes an entry with status 'error' that the card shows like a failing query.
 */
export function shapeResults(
  _widget: Widget,
  results: readonly EntryResult[],
  _placement: WidgetPlacement,
): readonly EntryResult[] {
  return results;
}
