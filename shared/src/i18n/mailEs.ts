import type { mailEn } from './mailEn';

/** Spanish texts of the mails the server sends; the same keys as mailEn.ts. */
export const mailEs = {
  'mail.resetCode.subject': 'Tu código para restablecer la contraseña de {company}: {code}',
  'mail.resetCode.text':
    'Tu código para elegir una nueva contraseña de {company} es {code}.\n\nEs válido durante {minutes} minutos y se puede usar una vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
  'mail.resetByStaff.subject': 'Elige una nueva contraseña de {company}',
  'mail.resetByStaff.text':
    'Desde la administración de {company} te piden que elijas una nueva contraseña.\n\nAbre este enlace para elegirla: {link}\n\nO usa el código {code} en la página de contraseña olvidada. Es válido durante {minutes} minutos y se puede usar una vez. Hasta que elijas una nueva, tu contraseña actual sigue funcionando.',
} satisfies Record<keyof typeof mailEn, string>;
