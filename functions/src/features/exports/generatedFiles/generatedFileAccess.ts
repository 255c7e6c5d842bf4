import { uploadsCollection } from '@colmena/shared/files';
import type { Caller } from '@colmena/shared/policy';
import { AppError } from '../../../platform/http/AppError';
import { readableDocument } from '../../query/readableDocument';
import { openReadScope, type ReadScope } from '../../query/readScope';
import { runQuery } from '../../query/runQuery';
import type { ExportDeps } from '../report/reportSource';
import { type GeneratedSources, generatedFileRecordSchema } from './generatedFileRecord';
import { generatedFileUrl } from './storeGeneratedFile';

async function readsEvery(scope: ReadScope, sources: GeneratedSources): Promise<boolean> {
  if (sources.kind === 'document') {
    if (!(await readableDocument(scope, sources.collection, sources.docId))) return false;
    if (!sources.journals || sources.journals.ids.length === 0) return true;
    const visible = await runQuery(scope, {
      kind: 'list',
      list: {
        list: { collection: sources.journals.collection, where: [['ProjectId', '==', sources.docId]] },
      },
    });
    const ids = new Set(visible.map((doc) => doc.FireId));
    return sources.journals.ids.every((id) => ids.has(id));
  }
  const visible = await runQuery(scope, {
    kind: 'widget',
    widget: {
      widgetId: sources.widgetId,
      entry: sources.entry,
      ...(sources.collKey ? { collKey: sources.collKey } : {}),
      ...(sources.documentId ? { documentId: sources.documentId } : {}),
    },
  });
  const ids = new Set(visible.map((doc) => doc.FireId));
  return sources.ids.every((id) => ids.has(id));
}

export interface GeneratedDownload {
  name: string;
  mime: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * A generated file for `GET /api/exports/files/<id>`: to a caller who may read, now, every
 * document it was made from (the same query run as them must still return each of its rows),
 * so a report never shows a reader more than they could read themselves. Anyone else, and a
 * source they can no longer read, get "not found", as for a file that never was.
 */
export async function generatedDownload(
  deps: ExportDeps,
  tenant: string,
  caller: Caller,
  id: string,
): Promise<GeneratedDownload> {
  if (!caller.signedIn) throw new AppError('unauthenticated');
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new AppError('not_found');
  const doc = await deps.store.get(tenant, uploadsCollection, id);
  if (doc?.generated !== true) throw new AppError('not_found');
  const {
    FireId: _id,
    collection: _collection,
    generated: _generated,
    date: _date,
    user: _user,
    ...stored
  } = doc;
  const record = generatedFileRecordSchema.safeParse({ ...stored, uploadId: id });
  if (!record.success || record.data.url !== generatedFileUrl(id)) throw new AppError('not_found');
  let allowed = false;
  try {
    allowed = await readsEvery(await openReadScope(deps, tenant, caller), record.data.sources);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  if (!allowed) throw new AppError('not_found');
  const file = await deps.files.open(tenant, record.data.filePath);
  if (!file) throw new AppError('not_found');
  return { name: record.data.name, mime: record.data.mime, size: file.size, body: file.body };
}
