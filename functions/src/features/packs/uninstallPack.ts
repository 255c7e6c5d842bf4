import {
  canonicalJson,
  fingerprint,
  packCollectionNames,
  uninstallPackPayloadSchema,
} from '@colmena/shared/packs';
import { deletedSuffix } from '@colmena/shared/policy';
import { defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { colorsCollection, colorsDoc } from '../../platform/commands/Staging';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import { asStored, committedCompany, definitionsOf, isCompanyAdmin } from '../company/companyAdmin';
import { maxDocumentsMovedByRemoval } from '../company/removeCollection';
import { documentBody } from '../documents/documentBody';
import { packRecordOf, packsCollection } from './packRecord';

const widgets = 'widgets';

interface Removal {
  collection: string;
  docId: string;
  /** Moved to its Deleted copy (the company's own, or a sample it changed), else removed outright. */
  toDeleted: boolean;
}

const unchanged = (doc: StoredDoc, installed: string) => fingerprint(documentBody(doc)) === installed;

/**
 * `pack.uninstall {packId, documents}`: takes back what pack.install put in, from its record —
 * the pack's definitions, its shortcuts, each colour it set that is still the pack's (the one
 * before comes back), widgets and sample documents still exactly as installed (removed). A
 * widget the company changed moves to `widgetsDeleted`. Everything else in the pack's
 * collections is the company's: with `keep` (the default) it stays where it is, unreachable
 * until a collection with the same key is defined again (as collection.remove keep); with
 * `toDeleted` it moves to the Deleted copies (at most maxDocumentsMovedByRemoval, else
 * `pack_too_big_to_uninstall`). Install then uninstall leaves the company as it was. Level 100.
 */
export const uninstallPack = defineCommand({
  type: 'pack.uninstall',
  schema: uninstallPackPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input, stamp) {
    const company = await committedCompany(tx);
    const definitions = definitionsOf(company);
    const recordDoc = await tx.get(packsCollection, input.packId);
    const record = packRecordOf(recordDoc);
    const installed = record?.installed;
    if (!record || !installed) throw new AppError('pack_not_installed');

    const installedWidgets = await Promise.all(
      installed.widgets.map(async (w) => ({ ...w, doc: await tx.get(widgets, w.docId) })),
    );
    const samples = await Promise.all(
      installed.documents.map(async (d) => ({ ...d, doc: await tx.get(d.collection, d.docId) })),
    );
    const packKeys = new Set(installed.collections);
    const names = definitions
      .filter((def) => packKeys.has(def.key))
      .flatMap((def) => packCollectionNames(def));
    const others =
      input.documents === 'toDeleted'
        ? (
            await Promise.all(
              names.map((collection) =>
                tx.query({
                  collection,
                  where: [],
                  limit: maxDocumentsMovedByRemoval + installed.documents.length + 1,
                }),
              ),
            )
          ).flat()
        : [];
    const colors = await tx.get(colorsCollection, colorsDoc);

    const removals: Removal[] = [];
    const sampleFingerprints = new Map(samples.map((s) => [`${s.collection}/${s.docId}`, s.fingerprint]));
    for (const sample of samples) {
      if (!sample.doc) continue;
      if (unchanged(sample.doc, sample.fingerprint))
        removals.push({ collection: sample.collection, docId: sample.docId, toDeleted: false });
      else if (input.documents === 'toDeleted')
        removals.push({ collection: sample.collection, docId: sample.docId, toDeleted: true });
    }
    for (const doc of others) {
      if (sampleFingerprints.has(`${doc.collection}/${doc.FireId}`)) continue;
      removals.push({ collection: doc.collection, docId: doc.FireId, toDeleted: true });
    }
    const moved = removals.filter((r) => r.toDeleted).length;
    if (moved > maxDocumentsMovedByRemoval)
      throw AppError.withParams('pack_too_big_to_uninstall', {
        count: moved,
        limit: maxDocumentsMovedByRemoval,
      });

    const body = documentBody(company);
    const menuItems = new Set(installed.widgetsMenu.map(canonicalJson));
    const next = { ...body };
    if (Array.isArray(body.collectionsArray))
      next.collectionsArray = body.collectionsArray.filter(
        (def) =>
          !(
            typeof def === 'object' &&
            def !== null &&
            packKeys.has((def as { key?: unknown }).key as string)
          ),
      );
    if (Array.isArray(body.widgetsMenu))
      next.widgetsMenu = body.widgetsMenu.filter((item) => !menuItems.has(canonicalJson(item)));
    for (const field of installed.addedFields) {
      const value = next[field];
      if (Array.isArray(value) && value.length === 0) delete next[field];
    }
    tx.setCompany(next);

    const docsById = new Map(
      [...others, ...samples.flatMap((s) => (s.doc ? [s.doc] : []))].map((d) => [
        `${d.collection}/${d.FireId}`,
        d,
      ]),
    );
    for (const { collection, docId, toDeleted } of removals) {
      const doc = docsById.get(`${collection}/${docId}`);
      if (toDeleted && doc)
        tx.set(`${collection}${deletedSuffix}`, docId, { ...documentBody(doc), deletedBy: stamp.actor.uid });
      tx.delete(collection, docId);
    }
    const widgetsChanged: string[] = [];
    for (const { docId, fingerprint: installedPrint, doc } of installedWidgets) {
      if (!doc) continue;
      if (!unchanged(doc, installedPrint)) {
        tx.set(`${widgets}${deletedSuffix}`, docId, { ...documentBody(doc), deletedBy: stamp.actor.uid });
        widgetsChanged.push(docId);
      }
      tx.delete(widgets, docId);
    }

    const palette = colors ? documentBody(colors) : {};
    let paletteChanged = false;
    for (const [name, { before, set }] of Object.entries(installed.colors)) {
      if (palette[name] !== set) continue;
      paletteChanged = true;
      if (before === null) delete palette[name];
      else palette[name] = before;
    }
    if (installed.colorsCreated && colors && Object.keys(palette).length === 0)
      tx.delete(colorsCollection, colorsDoc);
    else if (paletteChanged) tx.setColors(palette);

    const { installed: _installed, ...rest } = record;
    if (rest.file === undefined) tx.delete(packsCollection, input.packId);
    else tx.set(packsCollection, input.packId, asStored(rest));
    return {
      packId: input.packId,
      version: installed.version,
      collections: installed.collections,
      removed: removals,
      widgetsChanged,
    };
  },
  log(input, result): LogFields[] {
    const summary: LogFields = {
      action: 'delete',
      collection: packsCollection,
      document: input.packId,
      modification: {
        version: result.version,
        collections: result.collections,
        documents: input.documents,
        widgetsKept: result.widgetsChanged,
      },
    };
    const documents = result.removed.map(
      ({ collection, docId, toDeleted }): LogFields => ({
        action: 'delete',
        collection,
        document: docId,
        modification: toDeleted ? { to: `${collection}${deletedSuffix}` } : { pack: input.packId },
      }),
    );
    return [summary, ...documents];
  },
});
