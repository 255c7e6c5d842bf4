import type { PublicCollection } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import type { WidgetPlace } from '@colmena/shared/schemas';
import type { FormSettings } from '@colmena/shared/widgets';
import { buildDeclared } from '../../features/data/declaredDraft';
import type { UploadTarget } from '../../fields/kitInputProps';

type Doc = Readonly<Record<string, unknown>>;

/** Where a form is shown: the route's collection and document, and the widget's place. */
export interface FormPlacement {
  collKey: string;
  documentId: string | null;
  place: WidgetPlace;
}

/** Where a form's answer goes: the collection and, for an update, the document. */
export type FormDestination =
  | { ok: true; collection: string; docId: string | null; projectId: string | null }
  | { ok: false; reason: 'no_collection' | 'no_journals' | 'no_project' | 'no_document' };

/**
 * The collection (and document) a form writes (issue 13 points 2-3): a new document of its
 * collection; a journal of the project on screen (its ProjectId); the document on screen — a
 * journal where the widget's place is journal, else a project.
 */
export function formDestination(
  settings: Pick<FormSettings, 'target' | 'collection'>,
  collections: readonly PublicCollection[],
  placement: FormPlacement,
): FormDestination {
  if (settings.target === 'create') {
    const def = collections.find((collection) => collection.key === settings.collection);
    if (!def) return { ok: false, reason: 'no_collection' };
    return { ok: true, collection: def.mainCollection, docId: null, projectId: null };
  }
  const def = collections.find((collection) => collection.key === placement.collKey);
  if (settings.target === 'update') {
    if (!def) return { ok: false, reason: 'no_collection' };
    if (!placement.documentId) return { ok: false, reason: 'no_document' };
    if (placement.place !== 'journal')
      return { ok: true, collection: def.mainCollection, docId: placement.documentId, projectId: null };
    if (!def.secondaryCollection) return { ok: false, reason: 'no_journals' };
    return { ok: true, collection: def.secondaryCollection, docId: placement.documentId, projectId: null };
  }
  if (!def?.secondaryCollection) return { ok: false, reason: 'no_journals' };
  if (!placement.documentId) return { ok: false, reason: 'no_project' };
  return { ok: true, collection: def.secondaryCollection, docId: null, projectId: placement.documentId };
}

export type FormCommand =
  | {
      type: 'document.create';
      payload: { collection: string; docId?: string; data: Record<string, unknown> };
    }
  | {
      type: 'document.merge';
      payload: { collection: string; docId: string; data: Record<string, unknown>; remove?: string[] };
    }
  /** An update that changes nothing sends nothing. */
  | { type: 'none' };

/**
 * The one command a form sends: a create of the values given (cleared ones left out), with the
 * project's id for a journal; for an update, one document.merge of the fields that changed from
 * `original` and the removal of those emptied, as the edit view sends (declaredDraft). A create
 * takes `newDocId`, the id chosen up front that the form's uploads were made for.
 */
export function formCommand(
  destination: Extract<FormDestination, { ok: true }>,
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  original: Doc | null,
  newDocId?: string,
): FormCommand {
  const { collection, docId, projectId } = destination;
  if (docId !== null) {
    const draft = buildDeclared(fields, values, original ?? {});
    if (!draft.ok) return { type: 'none' };
    if (Object.keys(draft.data).length === 0 && draft.remove.length === 0) return { type: 'none' };
    return {
      type: 'document.merge',
      payload: {
        collection,
        docId,
        data: draft.data,
        ...(draft.remove.length > 0 ? { remove: draft.remove } : {}),
      },
    };
  }
  const data = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  );
  return {
    type: 'document.create',
    payload: {
      collection,
      ...(newDocId ? { docId: newDocId } : {}),
      data: projectId === null ? data : { ...data, ProjectId: projectId },
    },
  };
}

/**
 * Where a form's images, files and signature go before it is sent: the document it will
 * create, by the id chosen up front, as a pending upload (a journal names its project, whose
 * owner rule the server asks); for an update, the document on screen.
 */
export function formUploadTarget(
  destination: Extract<FormDestination, { ok: true }>,
  newDocId: string,
): UploadTarget {
  const { collection, docId, projectId } = destination;
  if (docId !== null) return { collection, docId };
  return { collection, docId: newDocId, pending: projectId === null ? {} : { projectId } };
}
