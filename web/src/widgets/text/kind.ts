import type { WidgetKindDefinition } from '../kindTypes';

export const textKind: WidgetKindDefinition<'text'> = {
  kind: 'text',
  icon: 'form',
  nameKey: 'widgets.kind.text',
  usesQueries: false,
  load: () => import('./TextWidget').then((module) => module.TextWidget),
  loadEditor: () => import('./TextEditor').then((module) => module.TextEditor),
};
