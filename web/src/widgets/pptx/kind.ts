import type { WidgetKindDefinition } from '../kindTypes';

export const pptxKind: WidgetKindDefinition<'pptx'> = {
  kind: 'pptx',
  icon: 'chart',
  nameKey: 'widgets.kind.pptx',
  usesQueries: false,
  load: () => import('./PptxWidget').then((module) => module.PptxWidget),
  loadEditor: () => import('./PptxEditor').then((module) => module.PptxEditor),
};
