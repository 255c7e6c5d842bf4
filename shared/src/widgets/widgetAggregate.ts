import type { PivotResult } from '../pivot/computePivot';
import type { PivotConfig } from '../pivot/pivotConfig';
import type { Widget } from '../schemas/widget';
import { chartPivotConfig } from './chartSettings';
import { isWidgetKind, parseWidgetSettings, type WidgetKind, type WidgetSettings } from './widgetKinds';

/**
 * A kind that draws one pivot of one querysArray entry (a chart's groups, a pivot table): which
 * entry and which pivot. The server then sends that pivot, computed where the documents are,
 * instead of every document of the entry (issue 10: at 10,000 documents a chart's documents
 * took 1.5 MB of the page's one live stream, and six such queries overflowed its 8 MiB).
 */
type KindAggregate<K extends WidgetKind> = (settings: WidgetSettings<K>) => {
  entry: number;
  config: PivotConfig;
};

/** THE kinds that aggregate on the server: a new one adds a line here. */
const widgetKindAggregates: { [K in WidgetKind]?: KindAggregate<K> } = {
  chart: (settings) => ({ entry: settings.entry, config: chartPivotConfig(settings) }),
  pivot: (settings) => ({ entry: settings.entry, config: settings.pivot }),
};

/** Whether a widget shapes its results with its own logic function (which needs the documents). */
export function hasLogicFunction(widget: Pick<Widget, 'logic' | 'logicFunction'>): boolean {
  return widget.logic === true && (widget.logicFunction ?? '').trim() !== '';
}

/**
 * The pivot `widget` draws from its entry `entry`, or null when it draws the documents
 * themselves: another kind or entry, settings its kind refuses, or a logic function between
 * the query and the renderer.
 */
export function widgetAggregateConfig(
  widget: Pick<Widget, 'type' | 'settings' | 'logic' | 'logicFunction'>,
  entry: number,
): PivotConfig | null {
  if (hasLogicFunction(widget) || !isWidgetKind(widget.type)) return null;
  const aggregate = widgetKindAggregates[widget.type] as KindAggregate<WidgetKind> | undefined;
  if (!aggregate) return null;
  const settings = parseWidgetSettings(widget.type, widget.settings);
  if (!settings.ok) return null;
  const own = aggregate(settings.settings);
  return own.entry === entry ? own.config : null;
}

/** The one document an aggregated widget query answers with (POST /api/query, live frames). */
export interface WidgetAggregateDoc {
  FireId: typeof widgetAggregateDocId;
  collection: string;
  /** The pivot of every document the query gave the caller; null when too large to compute. */
  pivot: PivotResult | null;
  /** Why there is no pivot: its row groups × columns exceed maxPivotCells. */
  tooLarge?: { rowGroups: number; columns: number };
}

/** Not a document id a store can hold (`~`), so it never stands for a real document. */
export const widgetAggregateDocId = '~pivot';

/** The aggregate among a query's results, if the answer is one. */
export function readWidgetAggregate(docs: readonly { FireId: string }[]): WidgetAggregateDoc | null {
  const [doc] = docs;
  return docs.length === 1 && doc?.FireId === widgetAggregateDocId ? (doc as WidgetAggregateDoc) : null;
}
