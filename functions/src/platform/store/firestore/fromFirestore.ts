import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { withPath } from '../ownCollection';
import type { DocData, StoredDoc } from '../Store';

/**
 * A value read from Firestore as the JSON the port speaks: Timestamps (written by older
 * clients or the console) become ISO-8601 UTC strings like the ones this app stores, and the
 * other non-JSON types get a plain form.
 */
export function fromFirestoreValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  const out: DocData = {};
  for (const [key, field] of Object.entries(value)) out[key] = fromFirestoreValue(field);
  return out;
}

/** A stored document with FireId and collection added from its path (logs keep their own: ../ownCollection). */
export function toStoredDoc(id: string, collection: string, data: DocData | undefined): StoredDoc {
  // fromFirestoreValue builds a new object for a map, so withPath may complete it in place.
  return withPath(fromFirestoreValue(data ?? {}) as DocData, id, collection);
}
