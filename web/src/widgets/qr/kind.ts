import type { WidgetKindDefinition } from '../kindTypes';

export const qrKind: WidgetKindDefinition<'qr'> = {
  kind: 'qr',
  icon: 'qr',
  nameKey: 'widgets.kind.qr',
  usesQueries: false,
  load: () => import('./QrWidget').then((module) => module.QrWidget),
  loadEditor: () => import('./QrEditor').then((module) => module.QrEditor),
};
