import {
  isUploadPath,
  type UploadRecord,
  uploadIdOf,
  uploadRecordSchema,
  uploadsCollection,
} from '@colmena/shared/files';
import type { Caller } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';
import { type ByteRange, type ByteRangeRequest, resolveByteRange } from '../../platform/files/byteRange';
import { contentTypeOf } from '../../platform/files/contentType';
import { AppError } from '../../platform/http/AppError';
import type { OutboundHttp } from '../../platform/outbound/OutboundHttp';
import { readableDocument } from '../query/readableDocument';
import { openReadScope } from '../query/readScope';
import { filesUrl } from './filesUrl';
import { companyDropbox } from './providers/companyProvider';
import type { ProviderEndpoints } from './providers/uploadProvider';

/** Raster images a browser shows in place; everything else (SVG and HTML included) is downloaded. */
const inlineTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
]);

export interface ServedFile {
  contentType: string;
  size: number;
  modifiedAt: Date | null;
  body: ReadableStream<Uint8Array> | Uint8Array;
  /** `inline` for raster images, else `attachment`. */
  disposition: 'inline' | 'attachment';
  /** Company assets may be cached by anyone; a document's files by the browser that may read them only. */
  cache: 'public' | 'private';
  /** When a range was asked for: the bytes `body` holds (of `size`), or `unsatisfiable` (416). */
  range?: ByteRange | 'unsatisfiable';
}

export interface ServeServices extends Pick<AppDeps, 'store' | 'files' | 'clock' | 'accounts'> {
  outbound: OutboundHttp;
  endpoints: ProviderEndpoints;
}

/**
 * Whether `caller` may fetch the file of `record`: the company's for anyone, a document's for
 * who may read it; a pending upload (a create form's, its document not created yet) for its
 * uploader alone, so the form can show what was added before it is sent.
 */
async function mayRead(services: ServeServices, tenant: string, caller: Caller, record: UploadRecord) {
  if ('company' in record.owner) return true;
  const scope = await openReadScope(services, tenant, caller);
  if ((await readableDocument(scope, record.owner.collection, record.owner.docId)) !== null) return true;
  return (
    record.pending !== undefined &&
    caller.signedIn &&
    record.user === caller.uid &&
    (await services.store.get(tenant, record.owner.collection, record.owner.docId)) === null
  );
}

/**
 * A stored file as `GET /api/files/<path>` serves it. Paths outside `uploads/` are the company's
 * own assets (seeded logos, icons): served to anyone on its host. An upload (or its thumbnail)
 * is served through its record only: to anyone when it belongs to the company (logos), else to
 * those who may read the owning document — visitors too when its collection is public. A file
 * hidden from the caller is as missing as one that never was (404). A file kept at Dropbox is
 * downloaded by path ("Error downloading file!!!" when that fails). `range` (a `Range` header,
 * video seeking) is asked of the store once the caller may read the file: a refused caller
 * learns nothing about its size.
 */
export async function servedFile(
  services: ServeServices,
  tenant: string,
  caller: Caller,
  path: string,
  range?: ByteRangeRequest,
): Promise<ServedFile> {
  const contentType = contentTypeOf(path);
  const disposition: ServedFile['disposition'] = inlineTypes.has(contentType.split(';')[0] ?? '')
    ? 'inline'
    : 'attachment';
  let cache: ServedFile['cache'] = 'public';
  if (isUploadPath(path)) {
    const id = uploadIdOf(path);
    const stored = id ? await services.store.get(tenant, uploadsCollection, id) : null;
    const record = uploadRecordSchema.safeParse(stored);
    const url = filesUrl(path);
    if (!record.success || (record.data.url !== url && record.data.thumbUrl !== url))
      throw new AppError('not_found');
    if (!(await mayRead(services, tenant, caller, record.data))) throw new AppError('not_found');
    if ('collection' in record.data.owner) cache = 'private';
    if (record.data.server === 'dropbox' && record.data.url === url) {
      const dropbox = await companyDropbox({ ...services, tenant });
      if (!dropbox) throw new AppError('error_downloading_file');
      const body = await dropbox.download(record.data.filePath);
      const served = { contentType, size: body.byteLength, modifiedAt: null, disposition, cache };
      if (!range) return { ...served, body };
      // Downloaded whole (Dropbox's API by path): the range is cut from what came.
      const bytes = resolveByteRange(range, body.byteLength);
      if (!bytes) return { ...served, body: new Uint8Array(0), range: 'unsatisfiable' };
      return { ...served, body: body.subarray(bytes.start, bytes.end + 1), range: bytes };
    }
  }
  const file = await services.files.open(tenant, path, range ? { range } : {});
  if (!file) throw new AppError('not_found');
  return {
    contentType,
    size: file.size,
    modifiedAt: file.modifiedAt,
    body: file.body,
    disposition,
    cache,
    ...(file.range ? { range: file.range } : {}),
  };
}
