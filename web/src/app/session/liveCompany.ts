import type { Colors, LiveQuery, StoredDoc } from '@colmena/shared';

/**
 * Spec §7 live subscription "company": the runner rewrites `companyVersion/current` whenever a
 * command changes the company document, so a tab hears that and reloads `GET /api/company`
 * (which stays shaped for its caller: collections by level, secrets for level 100).
 */
export const companyVersionQuery: LiveQuery = { collection: 'companyVersion' };

/** The colours document (`colors/theme`), live: the theme follows it without a reload. */
export const colorsQuery: LiveQuery = { collection: 'colors' };
const themeDoc = 'theme';

/** The company version the live result holds (0 before the first company command). */
export function companyVersionOf(docs: readonly StoredDoc[]): number {
  const seq = docs.find((doc) => doc.FireId === 'current')?.seq;
  return typeof seq === 'number' ? seq : 0;
}

/** The named colours of the live colours result, read as the server reads them for GET /api/company. */
export function colorsOf(docs: readonly StoredDoc[]): Colors {
  const colors: Colors = {};
  for (const [name, value] of Object.entries(docs.find((doc) => doc.FireId === themeDoc) ?? {})) {
    if (name !== 'FireId' && name !== 'collection' && typeof value === 'string') colors[name] = value;
  }
  return colors;
}

/** Same names and values, in any order. */
export function sameColors(a: Colors, b: Colors): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}
