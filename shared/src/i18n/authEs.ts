import type { authEn } from './authEn';

export const authEs: Record<keyof typeof authEn, string> = {
  'auth.login.title': 'Iniciar sesión',
  'auth.login.subtitle': 'Bienvenido a {company}',
  'auth.login.email': 'Correo electrónico',
  'auth.login.password': 'Contraseña',
  'auth.login.submit': 'Entrar',
  'auth.login.submitting': 'Entrando…',
  'auth.login.required': 'Inicia sesión para abrir esta página. Después volverás a ella.',
  'auth.login.sessionEnded':
    'Tu sesión terminó: se cerró en otra pestaña o dispositivo, se cambió la contraseña o caducó. Inicia sesión de nuevo para volver a donde estabas.',
  'auth.login.forgot': '¿Olvidaste tu contraseña?',
  'auth.login.backToPublic': 'Volver a la página pública',
  'auth.forgot.title': 'Recupera tu contraseña',
  'auth.reset.title': 'Restablece tu contraseña',
  'auth.backToLogin': 'Volver a iniciar sesión',
};
