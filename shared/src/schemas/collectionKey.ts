/**
 * Spec §5: accents removed, then everything but letters, digits, '_' and '-' removed, then lowercased.
 * Only ASCII letters survive (keys become storage path segments and URL parts), so 'ñ' -> 'n'
 * while letters with no ASCII base (e.g. 'ß', 'ø') are dropped.
 */
export function normalizeCollectionKey(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .toLowerCase();
}
