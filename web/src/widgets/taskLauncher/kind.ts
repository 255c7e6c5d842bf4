import type { WidgetKindDefinition } from '../kindTypes';

export const taskLauncherKind: WidgetKindDefinition<'taskLauncher'> = {
  kind: 'taskLauncher',
  icon: 'task',
  nameKey: 'widgets.kind.taskLauncher',
  usesQueries: false,
  load: () => import('./TaskLauncherWidget').then((module) => module.TaskLauncherWidget),
  loadEditor: () => import('./TaskLauncherEditor').then((module) => module.TaskLauncherEditor),
};
