import type { webhooksEn } from './webhooksEn';

/** Textos en español del panel del secreto de webhook (issue 15). */
export const webhooksEs: Record<keyof typeof webhooksEn, string> = {
  'webhooks.secret.title': 'Secreto del webhook',
  'webhooks.secret.saveFirst': 'Guarde primero la automatización; después cree aquí su secreto.',
  'webhooks.secret.draw': 'Crear un secreto',
  'webhooks.secret.rotate': 'Sustituir el secreto',
  'webhooks.secret.rotateNote': 'El secreto en uso deja de valer en ese momento.',
  'webhooks.secret.drawing': 'Creando…',
  'webhooks.secret.shownOnce': 'Cópielo ahora: solo se muestra esta vez y no se puede volver a leer.',
  'webhooks.secret.label': 'Secreto (termina en {last4})',
  'webhooks.secret.copy': 'Copiar',
  'webhooks.secret.copied': 'Copiado',
  'webhooks.secret.howTo':
    'Envíe POST {url} con X-Colmena-Timestamp (segundos Unix) y X-Colmena-Signature: sha256= seguido del HMAC-SHA256 en hexadecimal de "<timestamp>.<cuerpo>" con el secreto (o el propio secreto en X-Colmena-Secret). Se rechazan las peticiones de hace más de 5 minutos y las enviadas dos veces.',
};
