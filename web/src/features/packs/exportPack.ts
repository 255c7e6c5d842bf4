import type { Colors, PublicCollection, StoredDoc, WidgetsMenuItem } from '@colmena/shared';
import { type LocalizedText, maxPackDocuments, packFormat } from '@colmena/shared/packs';

/** What the store creator's form holds. */
export interface ExportChoice {
  id: string;
  version: string;
  name: LocalizedText;
  description: LocalizedText;
  collections: readonly PublicCollection[];
  widgets: readonly StoredDoc[];
  colors: Colors | null;
  /** The company's shortcuts: those opening a chosen widget go with it. */
  widgetsMenu: readonly WidgetsMenuItem[];
  /** Sample documents read from the chosen collections (main and secondary). */
  documents: readonly StoredDoc[];
}

const definitionFields = [
  'key',
  'mainCollection',
  'name',
  'mainName',
  'mainNameSingular',
  'mainQuery',
  'mainFilter',
  'mainSortField',
  'mainSortDir',
  'secondaryCollection',
  'secondaryName',
  'secondaryNameSingular',
  'secondaryQuery',
  'secondarySortField',
  'secondarySortDir',
  'ownerField',
  'lvlView',
  'lvlCreate',
  'lvlEdit',
  'lvlDelete',
  'cardConfig',
  'secCardConfig',
] as const;

const present = (value: unknown) => value !== undefined && value !== null;

function bodyOf(doc: StoredDoc): Record<string, unknown> {
  const { FireId: _id, collection: _collection, ...body } = doc;
  return body;
}

/**
 * A pack file of the chosen parts of this company, in the format `/store` installs: the
 * definitions as collection.define takes them, the widgets as the editor saved them, the
 * shortcuts to those widgets, the colours, and sample documents — without their owners
 * (agenda ids mean nothing in another company) or their derived JournalsCount, journals only
 * with their project, at most maxPackDocuments in all.
 */
export function exportPack(choice: ExportChoice): Record<string, unknown> {
  const collections = choice.collections.map((def) =>
    Object.fromEntries(
      definitionFields.filter((field) => present(def[field])).map((field) => [field, def[field]]),
    ),
  );
  const widgetIds = new Set(choice.widgets.map((widget) => widget.FireId));
  const mains = new Map(choice.collections.map((def) => [def.mainCollection, def]));
  const secondaries = new Map(
    choice.collections.flatMap((def) =>
      def.secondaryCollection ? [[def.secondaryCollection, def] as const] : [],
    ),
  );
  const projects = new Set(
    choice.documents
      .filter((doc) => mains.has(doc.collection))
      .map((doc) => `${doc.collection}/${doc.FireId}`),
  );
  const documents = choice.documents
    .filter((doc) => {
      if (mains.has(doc.collection)) return true;
      const def = secondaries.get(doc.collection);
      return def !== undefined && projects.has(`${def.mainCollection}/${String(doc.ProjectId)}`);
    })
    .slice(0, maxPackDocuments)
    .map((doc) => {
      const { JournalsCount: _count, ...data } = bodyOf(doc);
      const owner = (mains.get(doc.collection) ?? secondaries.get(doc.collection))?.ownerField;
      if (owner && owner in data) data[owner] = [];
      return { collection: doc.collection, docId: doc.FireId, data };
    });
  return {
    format: packFormat,
    id: choice.id,
    version: choice.version,
    name: choice.name,
    description: choice.description,
    collections,
    widgets: choice.widgets.map((widget) => ({ docId: widget.FireId, widget: bodyOf(widget) })),
    colors: choice.colors ?? {},
    widgetsMenu: choice.widgetsMenu.filter((item) => widgetIds.has(item.widget)),
    documents,
  };
}
