import { AppError } from '../../http/AppError';
import type { DocData } from '../Store';

/** Firestore reserves field names like `__k__` at any depth. */
const reserved = /^__.*__$/;

/**
 * What Firestore refuses in a body, found before the commit so the whole transaction fails
 * early with bad_request: empty or reserved field names, and an array directly in an array.
 */
function assertStorable(value: unknown, inArray: boolean): void {
  if (Array.isArray(value)) {
    if (inArray) throw new AppError('bad_request', 'an array cannot hold an array directly');
    for (const item of value) assertStorable(item, true);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '' || reserved.test(key)) throw new AppError('bad_request', `invalid field name: "${key}"`);
      assertStorable(item, false);
    }
  }
}

/**
 * The body Firestore stores, exactly what the embedded store keeps: FireId and collection are
 * derived from the path, and the rest goes through JSON so both stores hold the same values
 * (Dates become ISO strings, undefined keys disappear, non-finite numbers become null).
 */
export function toFirestoreData(data: DocData): DocData {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new TypeError('a document is an object');
  const { FireId: _id, collection: _collection, ...rest } = data;
  const body = JSON.parse(JSON.stringify(rest)) as DocData;
  assertStorable(body, false);
  return body;
}
