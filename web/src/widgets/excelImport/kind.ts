import type { WidgetKindDefinition } from '../kindTypes';

export const excelImportKind: WidgetKindDefinition<'excelImport'> = {
  kind: 'excelImport',
  icon: 'table',
  nameKey: 'widgets.kind.excelImport',
  usesQueries: false,
  load: () => import('./ExcelImportWidget').then((module) => module.ExcelImportWidget),
  loadEditor: () => import('./ExcelImportEditor').then((module) => module.ExcelImportEditor),
};
