import type { indexesEn } from './indexesEn';

/** Textos en español de las herramientas de administración y la página de índices (los datos públicos: publicDataEs.ts). */
export const indexesEs: Record<keyof typeof indexesEn, string> = {
  'adminTools.subtitle': 'Herramientas para el nivel 100.',
  'adminTools.indexes.title': 'Índices de consultas',
  'adminTools.indexes.description':
    'Declare los índices compuestos que las consultas necesitan para ejecutarse.',
  'adminTools.outbox.title': 'Bandeja de salida de correo',
  'adminTools.outbox.description':
    'Correos que el servidor guardó porque no hay un servidor SMTP configurado, los más recientes primero.',
  'adminTools.outbox.empty': 'La bandeja de salida está vacía.',
  'adminTools.outbox.to': 'Para: {to}',
  'adminTools.outbox.loading': 'Cargando correos…',
  'indexes.title': 'Índices de consultas',
  'indexes.subtitle':
    'Una consulta que filtra por un campo y ordena por otro necesita un índice compuesto ("¡¡¡Esta consulta necesita un índice!!!"). Declárelo aquí.',
  'indexes.back': 'Herramientas de administración',
  'indexes.query.title': 'Consulta que falla',
  'indexes.query.label': 'Consulta (el cuerpo JSON de POST /api/query)',
  'indexes.query.check': 'Buscar el índice que necesita',
  'indexes.query.invalid': 'Eso no es una consulta en JSON.',
  'indexes.query.none': 'Esta consulta no necesita ningún índice nuevo: puede ejecutarse.',
  'indexes.query.needs': 'Esta consulta necesita este índice:',
  'indexes.query.create': 'Crear índice',
  'indexes.query.works': 'La consulta ya funciona: {count, plural, one {# documento} other {# documentos}}.',
  'indexes.list.title': 'Índices declarados',
  'indexes.list.empty': 'Aún no hay ningún índice compuesto declarado.',
  'indexes.list.loading': 'Cargando índices…',
  'indexes.column.collection': 'Colección',
  'indexes.column.fields': 'Campos',
  'indexes.form.title': 'Declarar un índice',
  'indexes.form.collection': 'Colección',
  'indexes.form.field': 'Campo {number}',
  'indexes.form.fieldPath': 'Ruta del campo',
  'indexes.form.mode': 'Orden',
  'indexes.form.ascending': 'Ascendente',
  'indexes.form.descending': 'Descendente',
  'indexes.form.contains': 'El array contiene',
  'indexes.form.addField': 'Añadir campo',
  'indexes.form.removeField': 'Quitar el campo {number}',
  'indexes.form.submit': 'Declarar índice',
  'indexes.form.needsCollection': 'Elija una colección.',
  'indexes.form.needsField': 'Un índice tiene al menos un campo.',
  'indexes.form.badField':
    'Los nombres de campo no pueden estar vacíos ni empezar, terminar o repetir un punto.',
  'indexes.form.repeatedField': 'Cada campo puede aparecer una sola vez.',
  'indexes.form.oneArray': 'Solo un campo puede ser un array.',
  'indexes.created': 'Índice creado.',
  'indexes.export.title': 'Despliegue en Firestore',
  'indexes.export.description':
    'En Firestore, despliegue los índices declarados con firebase deploy --only firestore:indexes usando este archivo.',
  'indexes.export.download': 'Descargar firestore.indexes.json',
};
