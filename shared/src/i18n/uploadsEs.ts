import type { uploadsEn } from './uploadsEn';

/** El control de subida (web/src/ui/upload): fotos de proyectos, logotipos de la empresa. */
export const uploadsEs: Record<keyof typeof uploadsEn, string> = {
  'uploads.choose': 'Elegir un archivo',
  'uploads.chooseImages': 'Añadir fotos',
  'uploads.drop': 'o suéltalo aquí (hasta 150 MB)',
  'uploads.progress': 'Subiendo {name}…',
  'uploads.done': 'Subido {name}',
  'uploads.cancel': 'Cancelar la subida',
  'uploads.removeImage': 'Quitar la foto {number}',
  'uploads.noImages': 'Todavía no hay fotos',
  'uploads.delete': 'Borrar archivo',
  'uploads.deletePhoto': 'Borrar el archivo de la foto {number}',
  'uploads.deleteConfirm': '¿Borrar este archivo para siempre?',
  'uploads.deleteYes': 'Borrar',
  'uploads.deleteNo': 'Mantener',
  'uploads.providerCopyKept':
    'El archivo ya no está aquí, pero no se pudo borrar su copia en el Dropbox de la empresa: bórrela allí.',
};
