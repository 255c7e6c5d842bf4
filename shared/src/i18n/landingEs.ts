import type { landingEn } from './landingEn';

export const landingEs: Record<keyof typeof landingEn, string> = {
  'landing.title': 'Landing',
};
