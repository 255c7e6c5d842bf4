import type { WidgetKindDefinition } from '../kindTypes';

export const chartKind: WidgetKindDefinition<'chart'> = {
  kind: 'chart',
  icon: 'chart',
  nameKey: 'widgets.kind.chart',
  usesQueries: true,
  load: () => import('./ChartWidget').then((module) => module.ChartWidget),
  loadEditor: () => import('./ChartEditor').then((module) => module.ChartEditor),
};
