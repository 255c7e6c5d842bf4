import type { ErrorCode } from '@colmena/shared';
import { importLimits } from '@colmena/shared/imports';

/** The bound a refusal names, from the shared limits (the answer carries only the code). */
export function refusalParams(code: ErrorCode): Record<string, number> {
  const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
  switch (code) {
    case 'import_file_too_big':
      return { max: mb(importLimits.maxFileBytes) };
    case 'import_unpacked_too_big':
      return { max: mb(importLimits.maxUnpackedBytes) };
    case 'import_too_many_entries':
      return { max: importLimits.maxZipEntries };
    case 'import_too_many_rows':
      return { max: importLimits.maxRows };
    case 'import_too_many_columns':
      return { max: importLimits.maxColumns };
    case 'import_cell_too_long':
      return { max: importLimits.maxCellLength };
    default:
      return {};
  }
}
