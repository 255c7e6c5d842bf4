import type { WidgetKindDefinition } from '../kindTypes';

export const galleryKind: WidgetKindDefinition<'gallery'> = {
  kind: 'gallery',
  icon: 'image',
  nameKey: 'widgets.kind.gallery',
  usesQueries: true,
  load: () => import('./GalleryWidget').then((module) => module.GalleryWidget),
  loadEditor: () => import('./GalleryEditor').then((module) => module.GalleryEditor),
};
