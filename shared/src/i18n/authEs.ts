import type { authEn } from './authEn';

export const authEs: Record<keyof typeof authEn, string> = {
  'auth.title': 'Auth',
};
