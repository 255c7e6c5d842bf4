import { isReservedCollectionName } from '../schemas/collectionCommands';
import { type Pack, packCollectionNames } from './packSchema';

/** What a company already holds where a pack would write. */
export interface PackSurroundings {
  /** Keys and collections of the company's definitions. */
  definitions: readonly { key: string; mainCollection: string; secondaryCollection?: string | undefined }[];
  /** Of the pack's widget ids, those a widget already has. */
  takenWidgets: readonly string[];
  /** Of the pack's sample documents (`collection/id`), those that already exist (kept by an earlier removal). */
  takenDocuments: readonly string[];
  /** The pack is installed already. */
  installed: boolean;
}

/**
 * Everything of a pack that clashes with the company, named so an admin can act on it
 * (`collection:projects`, `widget:w-sales`, `document:leads/l-1`, `pack:crm`); empty when the
 * pack can be installed. Installing never overwrites: any clash refuses the whole install.
 */
export function packClashes(pack: Pack, company: PackSurroundings): string[] {
  const clashes: string[] = [];
  if (company.installed) clashes.push(`pack:${pack.id}`);
  const keys = new Set(company.definitions.map((def) => def.key));
  const names = new Set(company.definitions.flatMap((def) => packCollectionNames(def)));
  for (const def of pack.collections) {
    if (keys.has(def.key)) clashes.push(`collection:${def.key}`);
    for (const name of packCollectionNames(def))
      if (names.has(name) || isReservedCollectionName(name)) clashes.push(`collection:${name}`);
  }
  for (const id of company.takenWidgets) clashes.push(`widget:${id}`);
  for (const path of company.takenDocuments) clashes.push(`document:${path}`);
  return [...new Set(clashes)];
}
