import type { WidgetKindDefinition } from '../kindTypes';

export const pivotKind: WidgetKindDefinition<'pivot'> = {
  kind: 'pivot',
  icon: 'table',
  nameKey: 'widgets.kind.pivot',
  usesQueries: true,
  load: () => import('./PivotWidget').then((module) => module.PivotWidget),
  loadEditor: () => import('./PivotEditor').then((module) => module.PivotEditor),
};
