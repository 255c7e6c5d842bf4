import type { WidgetKindDefinition } from '../kindTypes';

export const pdfKind: WidgetKindDefinition<'pdf'> = {
  kind: 'pdf',
  icon: 'folder',
  nameKey: 'widgets.kind.pdf',
  // The server reads the query when it makes the file, as the reader: nothing to show before.
  usesQueries: false,
  load: () => import('./PdfWidget').then((module) => module.PdfWidget),
  loadEditor: () => import('./PdfEditor').then((module) => module.PdfEditor),
};
