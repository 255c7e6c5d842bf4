import type { ColumnMapping } from '@colmena/shared/imports';
import { ApiError, isErrorCode } from '../../api/apiError';
import { browserFetch } from '../../api/browserFetch';
import { send } from '../../api/request';
import { type ImportPreview, importPreviewSchema } from './importPlan';

/** Sends the file as the import's own upload and answers its preview (or the catalogue's refusal). */
export async function uploadImportFile(
  importId: string,
  collection: string,
  file: File,
): Promise<ImportPreview> {
  const response = await browserFetch(
    `/api/imports/${encodeURIComponent(importId)}/file?collection=${encodeURIComponent(collection)}`,
    {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        'X-Requested-With': 'colmena',
      },
    },
  );
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = body && typeof body === 'object' && 'error' in body ? body.error : null;
    throw new ApiError(isErrorCode(code) ? code : 'file_upload_error', response.status);
  }
  const parsed = importPreviewSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('file_upload_error', response.status);
  return parsed.data;
}

/** Starts (once) the import of the uploaded file; a second call names the same import. */
export async function startImport(
  importId: string,
  request: { collection: string; mapping: ColumnMapping; keyField: string | null; fileName: string },
): Promise<void> {
  await send(browserFetch, `/api/imports/${encodeURIComponent(importId)}/start`, {
    method: 'POST',
    body: request,
  });
}
