/** English texts of the landing area. Keys start with 'landing.'; landingEs.ts has the same keys. */
export const landingEn = {
  'landing.title': 'Landing',
} satisfies Record<string, string>;
