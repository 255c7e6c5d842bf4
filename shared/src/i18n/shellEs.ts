import type { shellEn } from './shellEn';

export const shellEs: Record<keyof typeof shellEn, string> = {
  'shell.title': 'Shell',
};
