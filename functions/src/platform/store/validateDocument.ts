import {
  documentDataProblem,
  documentDataProblemMessage,
  isReservedName,
  isWellFormedText,
} from '@colmena/shared/schemas';
import { AppError } from '../http/AppError';
import type { DocData } from './Store';

/**
 * What both store adapters accept as names and bodies: Firestore's rules, checked before a
 * write so the embedded store keeps nothing the cloud store would refuse (and both refuse it
 * with bad_request, before anything is written).
 */

/**
 * One path segment: no '/', at most 1500 bytes, not '.' or '..', not `__x__`; no leading blank;
 * valid UTF-8 (SQLite would turn an unpaired surrogate into U+FFFD: another document's id).
 */
const segment = /^[^/\s][^/]*$/;
const maxSegmentBytes = 1500;

/** Whether a tenant, collection or document id can be one segment of a document path. */
export function isPathSegment(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    segment.test(name) &&
    isWellFormedText(name) &&
    name !== '.' &&
    name !== '..' &&
    Buffer.byteLength(name) <= maxSegmentBytes &&
    !isReservedName(name)
  );
}

function assertSegment(kind: string, name: unknown): void {
  if (!isPathSegment(name)) throw new AppError('bad_request', `invalid ${kind}: ${String(name)}`);
}

export const isDocId: (id: unknown) => id is string = isPathSegment;

export function assertCollectionName(name: string): void {
  assertSegment('collection name', name);
}

export function assertDocId(id: string): void {
  assertSegment('document id', id);
}

/** The last tenant found valid: every write checks its tenant, and it is nearly always the same. */
let validTenant: string | undefined;

export function assertTenant(tenant: string): void {
  if (tenant === validTenant) return;
  assertSegment('tenant', tenant);
  validTenant = tenant;
}

/** A body without FireId and collection, which both stores derive from the path. */
export function bodyWithoutPath(data: DocData): DocData {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new TypeError('a document is an object');
  // Most bodies name neither: a plain spread is a copy V8 makes fast, a rest with exclusions not.
  if (!Object.hasOwn(data, 'FireId') && !Object.hasOwn(data, 'collection')) return { ...data };
  const { FireId: _id, collection: _collection, ...rest } = data;
  return rest;
}

/** Refuses with bad_request a body Firestore could not store (documentDataProblem). */
export function assertStorable(data: DocData): void {
  const problem = documentDataProblem(data);
  if (problem) throw new AppError('bad_request', documentDataProblemMessage(problem));
}

/** A body as the embedded store keeps it: without its path fields, checked. */
export function storedBody(data: DocData): DocData {
  const body = bodyWithoutPath(data);
  assertStorable(body);
  return body;
}
