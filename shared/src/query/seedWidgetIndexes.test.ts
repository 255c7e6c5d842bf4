import { describe, expect, it } from 'vitest';
import demoCompany from '../../../emulator-data/tenants/demo/company.json';
import demoWidgets from '../../../emulator-data/tenants/demo/widgets.json';
import developCompany from '../../../emulator-data/tenants/develop/company.json';
import developWidgets from '../../../emulator-data/tenants/develop/widgets.json';
import declaredFile from '../../../firestore.indexes.json';
import { collectionDefinitionSchema } from '../schemas/collectionDefinition';
import { allCollectionsKey, widgetSchema } from '../schemas/widget';
import { firestoreIndexesFileSchema } from './compositeIndex';
import { findCurrentCollection } from './dataAlias';
import { findMissingIndex } from './indexes';
import type { OrderBy, WhereClause } from './storeQuery';
import { resolveWidgetQuery } from './widgetQuery';

// Every query a seeded demo widget runs is served by an index firestore.indexes.json declares:
// a seed widget whose sort needs an undeclared index shows "This query requires an index!!!"
// on both platforms (w-project-summary's journals newest first did).

const declared = firestoreIndexesFileSchema.parse(declaredFile).indexes;
const tenants = [
  { tenant: 'demo', company: demoCompany, widgets: demoWidgets },
  { tenant: 'develop', company: developCompany, widgets: developWidgets },
];

const entries = tenants.flatMap(({ tenant, company, widgets }) => {
  const collections = (company.collectionsArray as unknown[]).map((c) => collectionDefinitionSchema.parse(c));
  return (widgets as unknown[])
    .map((w) => widgetSchema.parse(w))
    .flatMap((widget) =>
      (widget.querysArray ?? []).map((entry, index) => ({
        name: `${tenant} ${widget.FireId} entry ${index}`,
        widget,
        entry,
        current: findCurrentCollection(
          collections,
          widget.keyOfCollection === allCollectionsKey ? undefined : widget.keyOfCollection,
        ),
      })),
    );
});

/** Each seeded collection's journal list on its project view (web features/data journalsQuery). */
const journalLists = tenants.flatMap(({ tenant, company }) =>
  (company.collectionsArray as unknown[])
    .map((c) => collectionDefinitionSchema.parse(c))
    .flatMap((def) =>
      def.secondaryCollection
        ? [
            {
              name: `${tenant} ${def.key}: ${def.secondaryCollection} of a project`,
              query: {
                collection: def.secondaryCollection,
                where: [['ProjectId', '==', 'p-001']] as WhereClause[],
                orderBy: [def.secondarySortField, def.secondarySortDir] as OrderBy,
                limit: 100,
              },
            },
          ]
        : [],
    ),
);

describe('the demo collections’ journal lists against firestore.indexes.json', () => {
  it.each(journalLists)('$name', ({ query }) => {
    expect(findMissingIndex(query, declared)).toBeNull();
  });
});

describe('the demo widgets’ queries against firestore.indexes.json', () => {
  it('finds seeded widget queries to check', () => {
    expect(entries.length).toBeGreaterThan(5);
  });

  it.each(entries)('$name', ({ widget, entry, current }) => {
    const resolved = resolveWidgetQuery(entry, {
      now: new Date('2026-03-01T12:00:00Z'),
      uid: 'u-admin',
      contactId: 'c-admin',
      documentId: 'p-001',
      document: {},
      currentCollection: current,
      place: widget.place,
    });
    expect(resolved.ok).toBe(true);
    if (resolved.ok) expect(findMissingIndex(resolved.query, declared)).toBeNull();
  });
});
