import {
  maxUploadBytes,
  type PendingUpload,
  type UploadAnswer,
  type UploadOwner,
  uploadAnswerSchema,
  uploadSlotSchema,
} from '@colmena/shared/files';
import { ApiError, isErrorCode } from './apiError';
import { browserFetch } from './browserFetch';
import { type Fetch, requestJson } from './request';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  owner: UploadOwner;
  /** The owning document is yet to be created by the form sending the file (pendingUpload.ts). */
  pending?: PendingUpload | undefined;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/**
 * The query naming what an upload belongs to (the server checks who may attach to it); for a
 * document a form is about to create, `pending=1` and the journal's project.
 */
export function uploadQuery(owner: UploadOwner, pending?: PendingUpload): string {
  if ('company' in owner) return 'owner=company';
  const query = new URLSearchParams({ collection: owner.collection, docId: owner.docId });
  if (pending) query.set('pending', '1');
  if (pending?.projectId) query.set('projectId', pending.projectId);
  return query.toString();
}

/**
 * A file too big to send (spec §5: over 150 MB, "file bigger than 150mb"), checked before a byte
 * goes out; null when it may be sent.
 */
export const sizeProblem = (file: Pick<File, 'size'>) => (file.size > maxUploadBytes ? 'file_too_big' : null);

/** The minimal XMLHttpRequest this client uses (tests hand in a fake). */
export type MakeRequest = () => Pick<
  XMLHttpRequest,
  'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'responseText' | 'upload' | 'addEventListener'
>;

const browserRequest: MakeRequest = () => new XMLHttpRequest();

function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (isErrorCode(body.error))
      return new ApiError(body.error, status, typeof body.message === 'string' ? body.message : undefined);
  } catch {
    // not our error shape
  }
  if (status === 413) return new ApiError('file_too_big', status);
  if (status === 401) return new ApiError('unauthenticated', status);
  if (status === 403) return new ApiError('forbidden', status);
  return new ApiError('file_upload_error', status);
}

/**
 * Sends one file and answers its record: first asks the API where (`POST /api/files/slots`,
 * where who may attach and the 150 MB limit are checked before a byte goes out), then either
 * posts it as multipart to `/api/files` (embedded: `direct`) or PUTs it straight to the
 * bucket at the signed URL with exactly the headers given and tells the API it is there
 * (cloud: a function's request body is limited to 32 MB). XMLHttpRequest for the bytes, not
 * fetch: only it reports how much of the body went out (`upload.onprogress`), which the progress
 * bar shows. Rejects with an ApiError carrying the catalogue code (file_too_big,
 * file_upload_error, upload_provider_error…); a file over 150 MB is refused here, before
 * anything is sent.
 */
export async function uploadFile(
  file: File,
  options: UploadOptions,
  makeRequest = browserRequest,
  fetchFn: Fetch = browserFetch,
): Promise<UploadAnswer> {
  const tooBig = sizeProblem(file);
  if (tooBig) throw new ApiError(tooBig, 413);
  const slot = await requestJson(
    fetchFn,
    `/api/files/slots?${uploadQuery(options.owner, options.pending)}`,
    uploadSlotSchema,
    {
      method: 'POST',
      body: { name: file.name || 'file', size: file.size, ...(file.type ? { contentType: file.type } : {}) },
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  if (slot.direct) return postMultipart(file, options, makeRequest);
  await sendBytes(makeRequest, options, { method: slot.method, url: slot.url, headers: slot.headers }, file);
  return requestJson(fetchFn, `/api/files/slots/${encodeURIComponent(slot.id)}`, uploadAnswerSchema, {
    method: 'POST',
    body: {},
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** `POST /api/files` as multipart with the part `file`, the owner in the query. */
async function postMultipart(
  file: File,
  options: UploadOptions,
  makeRequest: MakeRequest,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file, file.name);
  const text = await sendBytes(
    makeRequest,
    options,
    {
      method: 'POST',
      url: `/api/files?${uploadQuery(options.owner, options.pending)}`,
      headers: { Accept: 'application/json' },
    },
    form,
  );
  try {
    return uploadAnswerSchema.parse(JSON.parse(text));
  } catch {
    throw new ApiError('file_upload_error', 200);
  }
}

/** One request carrying the bytes, its progress reported; resolves with the answer's text on 2xx. */
function sendBytes(
  makeRequest: MakeRequest,
  options: UploadOptions,
  target: { method: 'POST' | 'PUT'; url: string; headers: Record<string, string> },
  body: FormData | File,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = makeRequest();
    request.open(target.method, target.url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status > 299) reject(errorOf(request.status, request.responseText));
      else resolve(request.responseText);
    });
    // The network failed (the spec's "No internet connection"), or the upload was stopped.
    request.addEventListener('error', () => reject(new ApiError('no_internet', 0)));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
