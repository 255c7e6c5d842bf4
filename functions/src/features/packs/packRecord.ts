import { type PackRecord, packRecordSchema } from '@colmena/shared/packs';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import { documentBody } from '../documents/documentBody';

/** Where a company keeps its packs: the private store's files and what is installed. */
export const packsCollection = 'packs';

/** A pack's record as stored, or null; a record that no longer parses is a loading error. */
export function packRecordOf(doc: StoredDoc | null): PackRecord | null {
  if (!doc) return null;
  const parsed = packRecordSchema.safeParse(documentBody(doc));
  if (!parsed.success) throw new AppError('error_loading_data');
  return parsed.data;
}
