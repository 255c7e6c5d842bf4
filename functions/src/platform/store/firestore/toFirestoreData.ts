import type { DocData } from '../Store';
import { assertStorable, bodyWithoutPath } from '../validateDocument';

/**
 * The body Firestore stores, exactly what the embedded store keeps: FireId and collection are
 * derived from the path, and the rest goes through JSON so both stores hold the same values
 * (Dates become ISO strings, undefined keys disappear). What Firestore would refuse, or what JSON
 * would change silently (a non-finite number would become null), fails here, before the
 * commit, with bad_request (../validateDocument) — checked before the JSON round trip hides it.
 */
export function toFirestoreData(data: DocData): DocData {
  const body = bodyWithoutPath(data);
  assertStorable(body);
  return JSON.parse(JSON.stringify(body)) as DocData;
}
