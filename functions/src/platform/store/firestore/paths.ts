import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../../http/AppError';
import { companyCollection } from '../Store';
import { assertCollectionName, assertDocId } from '../sqlite/assertNames';

/** Firestore reserves ids like `__x__` (the commit fails with INVALID_ARGUMENT). */
const reserved = /^__.*__$/;

function assertNotReserved(kind: string, name: string): void {
  if (reserved.test(name)) throw new AppError('bad_request', `reserved ${kind}: ${name}`);
}

/** A tenant id is one path segment; anything else would address another tenant's data. */
function assertTenant(tenant: string): void {
  if (
    typeof tenant !== 'string' ||
    tenant === '' ||
    tenant.includes('/') ||
    tenant === '.' ||
    tenant === '..'
  ) {
    throw new AppError('bad_request', `invalid tenant: ${String(tenant)}`);
  }
  assertNotReserved('tenant', tenant);
}

/** `tenants/{t}`: the company document. */
export function companyRef(db: Firestore, tenant: string): DocumentReference {
  assertTenant(tenant);
  return db.collection(companyCollection).doc(tenant);
}

/** `tenants/{t}/{collection}`, with the embedded store's rules for names plus Firestore's reserved ones. */
export function collectionRef(db: Firestore, tenant: string, collection: string): CollectionReference {
  assertCollectionName(collection);
  assertNotReserved('collection', collection);
  return companyRef(db, tenant).collection(collection);
}

/** `tenants/{t}/{collection}/{id}`. */
export function docRef(db: Firestore, tenant: string, collection: string, id: string): DocumentReference {
  const ref = collectionRef(db, tenant, collection);
  assertDocId(id);
  assertNotReserved('document id', id);
  return ref.doc(id);
}

/** Whether `id` can name a stored document (one that could never be written reads as missing). */
export function isDocId(id: string): boolean {
  try {
    assertDocId(id);
    return !reserved.test(id);
  } catch {
    return false;
  }
}
