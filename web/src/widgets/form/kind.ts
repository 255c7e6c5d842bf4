import type { WidgetKindDefinition } from '../kindTypes';

export const formKind: WidgetKindDefinition<'form'> = {
  kind: 'form',
  icon: 'form',
  nameKey: 'widgets.kind.form',
  usesQueries: false,
  load: () => import('./FormWidget').then((module) => module.FormWidget),
  loadEditor: () => import('./FormEditor').then((module) => module.FormEditor),
};
