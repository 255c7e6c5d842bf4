import { AppError } from '../../http/AppError';

/** Collection names and ids are single path segments, as in Firestore. */
const segment = /^[^/\s][^/]{0,1499}$/;

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || !segment.test(name) || name === '.' || name === '..') {
    throw new AppError('bad_request', `invalid collection name: ${String(name)}`);
  }
}

export function assertDocId(id: string): void {
  if (typeof id !== 'string' || !segment.test(id) || id === '.' || id === '..') {
    throw new AppError('bad_request', `invalid document id: ${String(id)}`);
  }
}
