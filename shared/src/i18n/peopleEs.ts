import type { peopleEn } from './peopleEn';

/** Spanish texts of the people screens and the profile (issue 12 point 6); the same keys as peopleEn.ts. */
export const peopleEs: Record<keyof typeof peopleEn, string> = {
  'people.level.client': 'Cliente',
  'people.level.employee': 'Empleado',
  'people.level.coordinator': 'Coordinador',
  'people.level.manager': 'Gerente',
  'people.level.admin': 'Administrador',
  'people.level.label': 'Nivel de acceso',
  'people.level.hint.admin': 'Nunca por encima de tu propio nivel.',
  'people.level.hint.staff':
    'Solo un administrador cambia los niveles del equipo; tú puedes hacer a esta persona cliente o del equipo.',
  'people.level.unknown': 'Sin cuenta',
  'people.level.client.means': 'Ve solo lo suyo; aparece en Clientes.',
  'people.level.employee.means': 'Del equipo: ve y edita los datos del equipo.',
  'people.level.coordinator.means': 'Además ve la lista de personas (nivel 10).',
  'people.level.manager.means': 'Además gestiona al equipo por debajo (nivel 50).',
  'people.level.admin.means': 'Todo, también la configuración de la empresa (nivel 100).',

  'people.rol.label': 'Rol',
  'people.rol.other': 'Otro rol del equipo…',
  'people.rol.new': 'Nuevo rol del equipo',
  'people.rol.newHint': 'Un rol del equipo: esta persona sigue en el equipo, no entre los clientes.',
  'people.rol.notTeam':
    '«Cliente» no es un rol del equipo: elige Cliente en la lista para hacer cliente a esta persona.',
  'people.rol.toClient': 'Pasa a ser cliente: aparece en Clientes y ve y edita solo lo suyo.',
  'people.rol.toTeam': 'Pasa al equipo: aparece en Equipo y ve y edita los datos del equipo.',

  'people.photo.label': 'Foto',
  'people.photo.choose': 'Subir una foto',
  'people.photo.change': 'Cambiar la foto',
  'people.photo.remove': 'Quitar la foto',
  'people.photo.afterCreate': 'Podrás añadir una foto cuando el contacto esté creado.',

  'people.password.title': 'Contraseña',
  'people.password.text':
    'Pon una contraseña temporal (tendrá que cambiarla al iniciar sesión) o envíale un correo con un enlace para elegir una.',
  'people.password.temporary': 'Poner una contraseña temporal',
  'people.password.temporaryTitle': 'Contraseña temporal para {name}',
  'people.password.temporaryText':
    'Comunícale esta contraseña. Al iniciar sesión tendrá que elegir la suya; hasta entonces se cierran todas sus sesiones abiertas.',
  'people.password.temporarySave': 'Poner contraseña',
  'people.password.temporarySaving': 'Guardando…',
  'people.password.temporaryDone': 'Contraseña temporal puesta: tendrá que cambiarla al iniciar sesión',
  'people.password.mail': 'Enviar enlace por correo',
  'people.password.mailSending': 'Enviando…',
  'people.password.mailDone': 'Correo enviado a {email}',
  'people.password.noAccount': 'Este contacto no tiene cuenta: no hay contraseña que poner.',
  'people.password.disabled': 'Esta cuenta está desactivada: actívala primero.',
  'people.password.notYours':
    'Solo quien tiene un nivel superior al de esta persona puede restablecer su contraseña.',

  'people.profile.details': 'Tus datos',
  'people.profile.save': 'Guardar datos',
  'people.profile.saving': 'Guardando…',
  'people.profile.saved': 'Datos guardados',
  'people.profile.photoSaved': 'Foto guardada',
  'people.profile.noContact': 'Tu cuenta no tiene contacto en la agenda: no hay datos que editar.',

  'people.language.label': 'Idioma',
  'people.language.option': '{code} · {name}',
};
