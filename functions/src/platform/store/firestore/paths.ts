import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { companyCollection } from '../Store';
import { assertCollectionName, assertDocId, assertTenant, isDocId } from '../validateDocument';

/** Names follow ../validateDocument, the rules both stores share (Firestore's own). */
export { isDocId };

/** `tenants/{t}`: the company document. A tenant is one segment: anything else would address another tenant's data. */
export function companyRef(db: Firestore, tenant: string): DocumentReference {
  assertTenant(tenant);
  return db.collection(companyCollection).doc(tenant);
}

/** `tenants/{t}/{collection}`. */
export function collectionRef(db: Firestore, tenant: string, collection: string): CollectionReference {
  assertCollectionName(collection);
  return companyRef(db, tenant).collection(collection);
}

/** `tenants/{t}/{collection}/{id}`. */
export function docRef(db: Firestore, tenant: string, collection: string, id: string): DocumentReference {
  const ref = collectionRef(db, tenant, collection);
  assertDocId(id);
  return ref.doc(id);
}
