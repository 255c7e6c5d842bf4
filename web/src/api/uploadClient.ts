import {
  maxUploadBytes,
  type UploadAnswer,
  type UploadOwner,
  uploadAnswerSchema,
} from '@colmena/shared/files';
import { ApiError, isErrorCode } from './apiError';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  owner: UploadOwner;
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
}

/** The query naming what an upload belongs to (the server checks who may attach to it). */
export function uploadQuery(owner: UploadOwner): string {
  if ('company' in owner) return 'owner=company';
  return new URLSearchParams({ collection: owner.collection, docId: owner.docId }).toString();
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
 * `POST /api/files` as multipart with the part `file`. XMLHttpRequest, not fetch: only it reports
 * how much of the body went out (`upload.onprogress`), which the progress bar shows. Rejects with
 * an ApiError carrying the catalogue code (file_too_big, file_upload_error, upload_provider_error…);
 * a file over 150 MB is refused here, before anything is sent.
 */
export function uploadFile(
  file: File,
  options: UploadOptions,
  makeRequest = browserRequest,
): Promise<UploadAnswer> {
  const tooBig = sizeProblem(file);
  if (tooBig) return Promise.reject(new ApiError(tooBig, 413));
  return new Promise((resolve, reject) => {
    const request = makeRequest();
    request.open('POST', `/api/files?${uploadQuery(options.owner)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status < 200 || request.status > 299) {
        reject(errorOf(request.status, request.responseText));
        return;
      }
      try {
        resolve(uploadAnswerSchema.parse(JSON.parse(request.responseText)));
      } catch {
        reject(new ApiError('file_upload_error', request.status));
      }
    });
    // The network failed (the spec's "No internet connection"), or the upload was stopped.
    request.addEventListener('error', () => reject(new ApiError('no_internet', 0)));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.set('file', file, file.name);
    request.send(form);
  });
}
