import type { DocData } from '../Store';
import { assertStorable, bodyWithoutPath } from '../validateDocument';

/**
 * The body Firestore stores, exactly what the embedded store keeps: FireId and collection are
 * derived from the path, and the rest goes through JSON so both stores hold the same values
 * (Dates become ISO strings, undefined keys disappear, non-finite numbers become null). What
 * Firestore would refuse (../validateDocument) fails here, before the commit, with bad_request.
 */
export function toFirestoreData(data: DocData): DocData {
  const body = JSON.parse(JSON.stringify(bodyWithoutPath(data))) as DocData;
  assertStorable(body);
  return body;
}
