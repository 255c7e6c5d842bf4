import type { WidgetKindDefinition } from '../kindTypes';

export const tableKind: WidgetKindDefinition<'table'> = {
  kind: 'table',
  icon: 'table',
  nameKey: 'widgets.kind.table',
  usesQueries: true,
  load: () => import('./TableWidget').then((module) => module.TableWidget),
  loadEditor: () => import('./TableEditor').then((module) => module.TableEditor),
};
