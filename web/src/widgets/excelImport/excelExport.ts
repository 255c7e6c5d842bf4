import { ApiError, isErrorCode } from '../../api/apiError';
import type { Fetch } from '../../api/browserFetch';

/** What POST /api/excel/export takes: a read (as POST /api/query), the columns to write, a title. */
export interface ExcelExportRequest {
  read: Record<string, unknown>;
  columns?: { field: string; label?: string }[];
  title: string;
  language: 'es' | 'en';
}

/** The .xlsx of a read, made by the server as the caller (only what they may read). */
export async function fetchExcel(fetchFn: Fetch, request: ExcelExportRequest): Promise<Blob> {
  const response = await fetchFn('/api/excel/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code = body && typeof body === 'object' && 'error' in body ? body.error : null;
    throw new ApiError(isErrorCode(code) ? code : 'error_downloading_file', response.status);
  }
  return response.blob();
}

/** A file name from a title, `.xlsx`, never empty. */
export function excelFileName(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '-')
    .trim()
    .slice(0, 60);
  return `${base || 'datos'}.xlsx`;
}
