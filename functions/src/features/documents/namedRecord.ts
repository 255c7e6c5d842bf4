import { recordName } from '@colmena/shared/trash';
import type { DocData } from '../../platform/store/Store';

/**
 * `{Name}` of a record that has one, for a command's result and so its log entry (issue 12:
 * the log of a delete names the record, where it said "Sin detalles"); `{}` otherwise.
 */
export function namedRecord(doc: DocData): { Name?: string } {
  const name = recordName(doc);
  return name === null ? {} : { Name: name };
}
