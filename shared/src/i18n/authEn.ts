/** English texts of the auth area. Keys start with 'auth.'; authEs.ts has the same keys. */
export const authEn = {
  'auth.title': 'Auth',
} satisfies Record<string, string>;
