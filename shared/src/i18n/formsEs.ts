import type { formsEn } from './formsEn';

export const formsEs = {
  'widgets.form.target.update': 'Actualiza el documento en pantalla',
  'widgets.form.cannot.no_document':
    'Este formulario actualiza el documento en pantalla: ábralo en un proyecto o un diario.',
  'widgets.form.cannot.no_update': 'No se encuentra este documento, o usted no puede editarlo.',
  'widgets.form.nothingChanged': 'No ha cambiado nada.',
  'widgets.form.openCreated': 'Abrir lo creado',
  'widgets.form.preview': 'Vista previa',
  'widgets.form.previewHint': 'Tal como lo verán. Desde aquí no se envía nada.',
  'widgets.form.publicLink': 'Enlace público',
  'widgets.form.publicLinkHint': 'Cualquiera con este enlace puede enviar el formulario sin iniciar sesión.',
  'widgets.form.publicLinkNew': 'Nuevo enlace (el anterior deja de funcionar)',
  'widgets.form.publicLinkPlace':
    'Para publicar este formulario, ponga su lugar en Público y su destino en crear un documento.',
  'widgets.form.dragHandle': 'Arrastre para mover {name}',
  'publicForm.closed': 'Este formulario está cerrado o no existe.',
  'publicForm.closedHint': 'Compruebe el enlace con quien se lo envió.',
  'publicForm.honeypot': 'Deje este campo vacío',
  'publicForm.loading': 'Cargando el formulario…',
} as const satisfies Record<keyof typeof formsEn, string>;
