import { AppError } from '../../http/AppError';

/**
 * A field path (`Name`, `cardConfig.width`, `Habitación`) as a SQLite JSON path with each
 * segment quoted, so accents, spaces and hyphens in tenant-defined field names just work.
 */
export function jsonPath(field: string): string {
  const segments = field.split('.');
  if (segments.some((s) => s === '' || s.includes('"') || s.includes('\\'))) {
    throw new AppError('bad_request', `invalid field path: ${field}`);
  }
  return `$${segments.map((s) => `."${s}"`).join('')}`;
}
