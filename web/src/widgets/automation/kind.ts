import type { WidgetKindDefinition } from '../kindTypes';

export const automationKind: WidgetKindDefinition<'automation'> = {
  kind: 'automation',
  icon: 'bot',
  nameKey: 'widgets.kind.automation',
  usesQueries: false,
  load: () => import('./AutomationWidget').then((module) => module.AutomationWidget),
  loadEditor: () => import('./AutomationEditor').then((module) => module.AutomationEditor),
};
