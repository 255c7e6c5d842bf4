import {
  fingerprint,
  installPackPayloadSchema,
  type Pack,
  type PackInstallRecord,
  packClashes,
} from '@colmena/shared/packs';
import { defineCollection as withDefinition } from '@colmena/shared/schemas';
import { defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { colorsCollection, colorsDoc } from '../../platform/commands/Staging';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';
import { asStored, committedCompany, definitionsOf, isCompanyAdmin } from '../company/companyAdmin';
import { declareDefinitionIndexes } from '../company/declareDefinitionIndexes';
import { documentBody } from '../documents/documentBody';
import { storedWidget } from '../widgets/storedWidget';
import { packRecordOf, packsCollection } from './packRecord';

const widgets = 'widgets';
const isName = (name: string | null): name is string => name !== null;

/**
 * Each sample project's JournalsCount as the install leaves it: the pack's journals that name
 * it (the runner would derive the same; writing it makes the fingerprint the stored body's).
 */
function journalCounts(pack: Pack): Map<string, number> {
  const counts = new Map<string, number>();
  for (const def of pack.collections) {
    const main = def.mainCollection ?? def.key;
    const secondary = def.secondaryCollection;
    if (!secondary) continue;
    for (const doc of pack.documents) if (doc.collection === main) counts.set(`${main}/${doc.docId}`, 0);
    for (const doc of pack.documents) {
      const parent = doc.data.ProjectId;
      const key = `${main}/${String(parent)}`;
      if (doc.collection === secondary && counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * `pack.install {pack, language}`: every part of a pack in one transaction — its collection
 * definitions (defaults applied, as collection.define), widgets (as widget.create), colours,
 * shortcuts (widgetsMenu) and sample documents (CreatedAt the command's time unless given) —
 * and the record of what it put in (`packs/{id}.installed`) for pack.uninstall. Anything that
 * clashes (a key, a collection, a widget or document id, the pack installed already) refuses
 * the whole install with `pack_clash` naming each, and nothing changes. Level 100.
 */
export const installPack = defineCommand({
  type: 'pack.install',
  schema: installPackPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, { pack, language }, stamp) {
    const company = await committedCompany(tx);
    const definitions = definitionsOf(company);
    const record = packRecordOf(await tx.get(packsCollection, pack.id));
    const present = async (collection: string, id: string, name: string) =>
      (await tx.get(collection, id)) ? name : null;
    const takenWidgets = await Promise.all(pack.widgets.map((w) => present(widgets, w.docId, w.docId)));
    const takenDocuments = await Promise.all(
      pack.documents.map((d) => present(d.collection, d.docId, `${d.collection}/${d.docId}`)),
    );
    const colors = await tx.get(colorsCollection, colorsDoc);
    const clashes = packClashes(pack, {
      definitions,
      takenWidgets: takenWidgets.filter(isName),
      takenDocuments: takenDocuments.filter(isName),
      installed: record?.installed !== undefined,
    });
    if (clashes.length > 0) throw AppError.withParams('pack_clash', { keys: clashes.join(', ') });

    // The company's own definitions stay exactly as stored (no defaults written into them).
    let nextDefinitions = definitions;
    const added = [];
    for (const def of pack.collections) {
      const change = withDefinition(nextDefinitions, def);
      if (!change.ok) throw AppError.withParams('pack_clash', { keys: `collection:${def.key}` });
      nextDefinitions = change.definitions;
      added.push(change.definition);
    }
    const body = documentBody(company);
    const stored = Array.isArray(body.collectionsArray) ? body.collectionsArray : [];
    const addedFields: PackInstallRecord['addedFields'] = [];
    if (!Array.isArray(body.collectionsArray) && pack.collections.length > 0)
      addedFields.push('collectionsArray');
    const menu = Array.isArray(body.widgetsMenu) ? body.widgetsMenu : [];
    if (!Array.isArray(body.widgetsMenu) && pack.widgetsMenu.length > 0) addedFields.push('widgetsMenu');
    tx.setCompany({
      ...body,
      ...(pack.collections.length > 0 ? { collectionsArray: [...stored, ...asStored(added)] } : {}),
      ...(pack.widgetsMenu.length > 0 ? { widgetsMenu: asStored([...menu, ...pack.widgetsMenu]) } : {}),
    });

    const colorsBefore = colors ? documentBody(colors) : {};
    const colorChanges: PackInstallRecord['colors'] = {};
    for (const [name, value] of Object.entries(pack.colors)) {
      const before = colorsBefore[name];
      colorChanges[name] = { before: typeof before === 'string' ? before : null, set: value };
    }
    if (Object.keys(pack.colors).length > 0) tx.setColors({ ...colorsBefore, ...pack.colors });

    const installedWidgets = pack.widgets.map(({ docId, widget }) => {
      const stored = storedWidget(widget, docId);
      tx.set(widgets, docId, stored);
      return { docId, fingerprint: fingerprint(stored) };
    });
    const counts = journalCounts(pack);
    const installedDocuments = pack.documents.map(({ collection, docId, data }) => {
      const own = documentBody(data);
      const count = counts.get(`${collection}/${docId}`);
      const stored: DocData = {
        ...own,
        ...('CreatedAt' in own ? {} : { CreatedAt: stamp.at }),
        ...(count === undefined ? {} : { JournalsCount: count }),
      };
      tx.set(collection, docId, stored);
      return { collection, docId, fingerprint: fingerprint(stored) };
    });

    const installed: PackInstallRecord = {
      version: pack.version,
      language,
      at: stamp.at,
      by: stamp.actor.uid,
      collections: pack.collections.map((def) => def.key),
      widgets: installedWidgets,
      widgetsMenu: pack.widgetsMenu,
      colors: colorChanges,
      colorsCreated: colors === null && Object.keys(pack.colors).length > 0,
      addedFields,
      documents: installedDocuments,
    };
    tx.set(packsCollection, pack.id, asStored({ ...(record ?? {}), name: pack.name, installed }));
    return {
      packId: pack.id,
      version: pack.version,
      collections: installed.collections,
      widgets: installedWidgets.length,
      documents: installedDocuments.length,
    };
  },
  log(input, result): LogFields[] {
    const { pack } = input;
    const summary: LogFields = {
      action: 'create',
      collection: packsCollection,
      document: pack.id,
      modification: {
        version: pack.version,
        language: input.language,
        collections: result.collections,
        widgets: pack.widgets.map((w) => w.docId),
        colors: Object.keys(pack.colors),
        widgetsMenu: pack.widgetsMenu.map((item) => item.widget),
        documents: result.documents,
      },
    };
    const documents = pack.documents.map(
      ({ collection, docId }): LogFields => ({
        action: 'create',
        collection,
        document: docId,
        modification: { pack: pack.id },
      }),
    );
    return [summary, ...documents];
  },
  after: (_command, context) => declareDefinitionIndexes(context),
});
