import type { CompositeIndex } from '@colmena/shared/query';
import type { Company } from '@colmena/shared/schemas';

/** ARCHITECTURE §3 fixed collections: every company has them. */
const fixedCollections = [
  'colors',
  'widgets',
  'agenda',
  'messages',
  'tasksMessages',
  'logs',
  'commands',
  'packs',
];

/**
 * The collection names a company's level 100 may see and declare indexes for: the fixed ones,
 * its own collections and their Deleted copies. The deployment's indexes (firestore.indexes.json)
 * serve every company, as a Firebase project's do: a company is shown those over its own
 * collections only, so it never sees another's collection or field names.
 */
export function indexScope(company: Company): ReadonlySet<string> {
  const names = new Set(fixedCollections);
  for (const def of company.collectionsArray) {
    for (const name of [def.mainCollection, def.secondaryCollection]) {
      if (!name) continue;
      names.add(name);
      names.add(`${name}Deleted`);
    }
  }
  return names;
}

export function inScope(index: CompositeIndex, scope: ReadonlySet<string>): boolean {
  return scope.has(index.collectionGroup);
}
