import type { Language } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { type Caller, isWidgetVisible, viewerOfCaller } from '@colmena/shared/policy';
import { findCurrentCollection } from '@colmena/shared/query';
import { type CollectionDefinition, type Widget, widgetSchema } from '@colmena/shared/schemas';
import { defaultColors } from '@colmena/shared/theme';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../platform/http/AppError';
import type { StoredDoc } from '../../../platform/store/Store';
import { readableDocument } from '../../query/readableDocument';
import { openReadScope, type ReadScope } from '../../query/readScope';
import { runQuery } from '../../query/runQuery';
import { type GeneratedSources, maxGeneratedSources } from '../generatedFiles/generatedFileRecord';
import { reportImageOfBytes } from './reportImages';
import type { Branding } from './reportModel';

export type ExportDeps = Pick<AppDeps, 'store' | 'files' | 'clock' | 'ids' | 'accounts' | 'mailer' | 'jobs'>;

/** A read for a report, as the caller: the scope, the company's language for labels, its branding. */
export interface ReportReader {
  scope: ReadScope;
  language: Language;
  branding: Branding;
}

export async function openReportReader(
  deps: ExportDeps,
  tenant: string,
  caller: Caller,
): Promise<ReportReader> {
  const scope = await openReadScope(deps, tenant, caller);
  const language = scope.company.languages[0] ?? 'es';
  return { scope, language, branding: await loadBranding(deps, tenant, scope) };
}

/** `/api/files/logo.svg` → `logo.svg`; anything else (another host) is not read. */
function ownFilePath(url: string): string | null {
  if (!url.startsWith('/api/files/')) return null;
  try {
    return decodeURIComponent(url.slice('/api/files/'.length));
  } catch {
    return null;
  }
}

/** The company's name, primary colours (its colours document over the defaults) and navbar logo. */
async function loadBranding(deps: ExportDeps, tenant: string, scope: ReadScope): Promise<Branding> {
  const colors: Record<string, unknown> = (await deps.store.get(tenant, 'colors', 'theme')) ?? {};
  const color = (name: 'primary' | 'onPrimary') =>
    typeof colors[name] === 'string' ? (colors[name] as string) : defaultColors[name];
  const logoUrl = scope.company.LogoNavbar ?? scope.company.LogoIcon;
  const logoPath = logoUrl ? ownFilePath(logoUrl) : null;
  // Company assets are shown before sign-in; an upload-path logo is read through its record's rule like any file.
  const logoFile =
    logoPath && !logoPath.startsWith('uploads/') ? await deps.files.read(tenant, logoPath) : null;
  return {
    name: scope.company.Name,
    primary: color('primary'),
    onPrimary: color('onPrimary'),
    logo: logoFile ? await reportImageOfBytes(logoFile.body, { maxPixels: 600 }) : null,
  };
}

/** A widget the caller may see (spec §6), as `GET /api/widgets` would show it; others are not found. */
export async function visibleWidget(scope: ReadScope, id: string): Promise<Widget> {
  const doc = await scope.store.get(scope.tenant, 'widgets', id);
  const parsed = doc ? widgetSchema.safeParse(doc) : null;
  if (!parsed?.success) throw new AppError('not_found', 'Unknown widget');
  if (isWidgetVisible(parsed.data, viewerOfCaller(scope.caller))) return parsed.data;
  throw scope.caller.signedIn ? new AppError('not_found', 'Unknown widget') : new AppError('unauthenticated');
}

/** The declared fields of the collection a document is in: a definition's main or journal fields. */
export function declaredFieldsOf(
  definitions: readonly CollectionDefinition[],
  collection: string,
): readonly FieldDefinition[] {
  for (const definition of definitions) {
    if (definition.mainCollection === collection) return definition.fields ?? [];
    if (definition.secondaryCollection === collection) return definition.secondaryFields ?? [];
  }
  return [];
}

/** A widget's query entry as the caller may read it (the query model: filters, visibility, owners). */
export async function readWidgetRows(
  scope: ReadScope,
  widget: { widgetId: string; entry: number; collKey?: string; documentId?: string },
): Promise<{ docs: StoredDoc[]; sources: GeneratedSources & { kind: 'query' } }> {
  const docs = await runQuery(scope, { kind: 'widget', widget });
  if (docs.length > maxGeneratedSources)
    throw new AppError('bad_request', `A report holds at most ${maxGeneratedSources} rows`);
  const collection = docs[0]?.collection ?? '-';
  return {
    docs,
    sources: {
      kind: 'query',
      widgetId: widget.widgetId,
      entry: widget.entry,
      ...(widget.collKey ? { collKey: widget.collKey } : {}),
      ...(widget.documentId ? { documentId: widget.documentId } : {}),
      collection,
      ids: docs.map((doc) => doc.FireId),
    },
  };
}

export interface DocumentWithJournals {
  definition: CollectionDefinition;
  doc: StoredDoc;
  journals: StoredDoc[];
  sources: GeneratedSources & { kind: 'document' };
}

const sortKey = (doc: StoredDoc, field: string) => {
  const value = doc[field];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
};

/**
 * A main document of the route's collection and the journals of it the caller may read, in the
 * collection's journal order; a document they may not read is not found (as on its page).
 */
export async function readDocumentWithJournals(
  scope: ReadScope,
  collKey: string | undefined,
  documentId: string | undefined,
): Promise<DocumentWithJournals> {
  const definition = findCurrentCollection(scope.company.collectionsArray, collKey);
  if (!definition || !documentId)
    throw new AppError('bad_request', 'A document report needs the collection and the document');
  const doc = await readableDocument(scope, definition.mainCollection, documentId);
  if (!doc) throw new AppError('not_found');
  let journals: StoredDoc[] = [];
  const secondary = definition.secondaryCollection;
  if (secondary) {
    journals = await runQuery(scope, {
      kind: 'list',
      list: { list: { collection: secondary, where: [['ProjectId', '==', documentId]] } },
    });
    const field = definition.secondarySortField ?? 'CreatedAt';
    const dir = definition.secondarySortDir === 'desc' ? -1 : 1;
    journals.sort((a, b) => {
      const x = sortKey(a, field);
      const y = sortKey(b, field);
      return x < y ? -dir : x > y ? dir : 0;
    });
  }
  return {
    definition,
    doc,
    journals,
    sources: {
      kind: 'document',
      collection: definition.mainCollection,
      docId: documentId,
      ...(secondary ? { journals: { collection: secondary, ids: journals.map((j) => j.FireId) } } : {}),
    },
  };
}

/** The images of a document: its gallery (ImgArray) and its declared image fields, as links. */
export function documentImageUrls(doc: StoredDoc, fields: readonly FieldDefinition[]): string[] {
  const urls: string[] = [];
  const take = (value: unknown) => {
    if (typeof value === 'string') urls.push(value);
    else if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string')
      urls.push((value as { url: string }).url);
  };
  if (Array.isArray(doc.ImgArray)) doc.ImgArray.forEach(take);
  for (const field of fields) {
    const value = doc[field.key];
    if (field.type === 'image' && Array.isArray(value)) value.forEach(take);
    if (field.type === 'signature') take(value);
  }
  return [...new Set(urls)];
}
