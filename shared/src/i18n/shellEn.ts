/** English texts of the shell area. Keys start with 'shell.'; shellEs.ts has the same keys. */
export const shellEn = {
  'shell.title': 'Shell',
} satisfies Record<string, string>;
