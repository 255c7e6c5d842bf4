import type { publicDataEn } from './publicDataEn';

/** Textos en español de las páginas de datos públicos (mismas claves que publicDataEn.ts). */
export const publicDataEs: Record<keyof typeof publicDataEn, string> = {
  'publicData.title': 'Datos públicos',
  'publicData.subtitle': 'Documentos que {company} comparte con todos.',
  'publicData.loading': 'Cargando…',
  'publicData.empty': 'No hay documentos públicos.',
  'publicData.open': 'Abrir {name}',
  'publicData.pager.label': 'Páginas',
  'publicData.pager.previous': 'Anterior',
  'publicData.pager.next': 'Siguiente',
  'publicData.pager.page': 'Página {page} de {pages}',
  'publicData.back': 'Todos los datos públicos',
  'publicData.notFound': 'Este documento no es público o no existe.',
  'publicData.photo': 'Foto {number} de {name}',
  'publicData.toData': 'Ir a sus datos',
};
