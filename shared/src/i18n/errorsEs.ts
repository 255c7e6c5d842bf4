import type { ErrorCode } from '../api/errorCodes';

/** Spec §8 texts, verbatim where the spec writes them in Spanish; faithful translations otherwise. */
export const errorsEs: Record<ErrorCode, string> = {
  unknown_company: 'Empresa desconocida',
  not_found: 'No encontrado',
  unauthenticated: 'Debes iniciar sesión',
  forbidden: 'No tienes permiso para hacer esto',
  bad_request: 'Petición no válida',
  no_internet: 'ERROR: Sin conexión a internet',
  too_many_requests: 'ERROR: Demasiadas peticiones al servidor',
  too_many_signups:
    'Se han creado demasiadas empresas en poco tiempo. Inténtalo de nuevo dentro de una hora.',
  incorrect_password: 'ERROR: Contraseña incorrecta',
  password_too_short: 'ERROR: La contraseña debe tener al menos seis caracteres',
  invalid_custom_claims: 'ERROR: Permisos personalizados no válidos',
  wrong_user: 'ERROR: Usuario incorrecto',
  email_in_use: 'ERROR: El correo ya está en uso',
  subdomain_taken: 'Ese subdominio ya está ocupado',
  invalid_subdomain: 'El subdominio debe tener de 3 a 30 letras minúsculas, números o guiones',
  weak_password: 'Requisitos: mínimo 8 caracteres, 1 letra mayúscula, 1 minúscula, y 1 número, sin espacios.',
  wrong_email: '¡Correo incorrecto!',
  error_creating_document: '¡¡¡Error al crear el documento!!!',
  error_saving_change: '¡¡¡Error al guardar el cambio!!!',
  invalid_change: '¡¡¡Cambio no válido!!!',
  file_upload_error: '¡¡¡Error al subir el archivo!!!',
  file_too_big: 'archivo mayor de 150mb',
  upload_provider_error: 'error al subir el archivo a cloudinary',
  error_downloading_file: '¡¡¡Error al descargar el archivo!!!',
  error_loading_data: '¡¡¡Error al cargar los datos!!!',
  deletion_error: '¡¡¡Error al eliminar!!!',
  failed_request: '¡¡¡No se pudo ejecutar la petición!!!',
  query_requires_index: '¡¡¡Esta consulta necesita un índice!!!',
  value_undefined: '¡¡¡Uno de los valores no está definido!!!',
  error_creating_indexes: 'Error al crear los índices de Firebase',
  index_limit_reached: 'Esta empresa ha alcanzado su límite de 50 índices de consulta',
  command_id_reused: 'Este id de comando ya se usó para otro comando',
  bad_hex: 'Bad Hex',
  collection_exists: 'Ya existe una colección con esta clave',
  collection_not_found: 'No hay ninguna colección con esta clave',
  collection_has_documents:
    'Esta colección aún tiene {count} documentos: elimínala con "keep" (se quedan, inaccesibles hasta que se vuelva a definir una colección con la misma clave) o "toDeleted" (pasan a las copias Deleted)',
  collection_too_big_to_remove:
    'Esta colección tiene {count} documentos, más de los {limit} que una eliminación puede mover a las copias Deleted: borra antes sus proyectos, o elimínala con "keep"',
  restore_id_taken:
    'No se puede restaurar: la colección ya tiene otra vez un documento con el mismo id. Muévalo o elimínelo antes.',
  pack_clash: 'Este paquete no se puede instalar: la empresa ya tiene {keys}. No se ha cambiado nada.',
  pack_not_installed: 'Este paquete no está instalado',
  pack_too_big_to_uninstall:
    'Las colecciones de este paquete tienen {count} documentos, más de los {limit} que una desinstalación puede mover a las copias Deleted: borra algunos antes, o desinstala conservando los documentos',
  password_update_error: 'Error al actualizar contraseña!!!',
  contact_needs_email: '¡¡¡El contacto debe tener un correo!!!',
  passwords_do_not_match: 'Las contraseñas no coinciden',
  invalid_code: '¡Código incorrecto o caducado!',
  password_reset_required: 'Debes elegir una nueva contraseña antes de continuar',
  store_busy: 'El servidor está ocupado, inténtalo de nuevo en un momento',
  import_file_too_big: 'Archivo rechazado: pesa más de {max} MB. No se ha importado nada.',
  import_unpacked_too_big:
    'Archivo rechazado: descomprimido ocuparía más de {max} MB. No se ha importado nada.',
  import_too_many_entries:
    'Archivo rechazado: contiene más de {max} partes, un libro tiene muchas menos. No se ha importado nada.',
  import_too_many_rows: 'Archivo rechazado: tiene más de {max} filas. No se ha importado nada.',
  import_too_many_columns: 'Archivo rechazado: tiene más de {max} columnas. No se ha importado nada.',
  import_cell_too_long:
    'Archivo rechazado: una celda tiene más de {max} caracteres. No se ha importado nada.',
  import_not_a_spreadsheet:
    'Archivo rechazado: no es un libro .xlsx ni un archivo .csv. No se ha importado nada.',
  internal: 'Algo salió mal',
};
