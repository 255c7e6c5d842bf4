import type { PublicCollection } from '@colmena/shared';

/** A project card's corner: "1 Diario", "4 Diarios" (the definition's singular and plural names). */
export function journalsBadge(collection: PublicCollection, count: unknown): string | undefined {
  if (!collection.secondaryCollection || typeof count !== 'number') return undefined;
  const plural = collection.secondaryName ?? '';
  const name = count === 1 ? (collection.secondaryNameSingular ?? plural) : plural;
  return `${count} ${name}`.trim();
}
