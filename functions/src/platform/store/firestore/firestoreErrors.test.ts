import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/AppError';
import { fromFirestoreError } from './firestoreErrors';

describe('fromFirestoreError', () => {
  it.each([
    [
      'a missing composite index',
      {
        code: 9,
        message: '9 FAILED_PRECONDITION: The query requires an index. You can create it here: https://…',
      },
      'query_requires_index',
    ],
    [
      'a request Firestore refuses',
      { code: 3, message: '3 INVALID_ARGUMENT: field name __k__ is reserved' },
      'bad_request',
    ],
    [
      'an update of a missing document',
      { code: 5, message: '5 NOT_FOUND: No document to update: …' },
      'not_found',
    ],
  ])('maps %s to %s', (_, error, code) => {
    const mapped = fromFirestoreError(Object.assign(new Error(error.message), { code: error.code }));
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code });
  });

  it.each([
    [
      'an expired transaction, which runTransaction retries',
      { code: 3, message: 'The transaction has expired' },
    ],
    ['another failed precondition', { code: 9, message: 'the document was modified' }],
    ['an unavailable backend', { code: 14, message: 'UNAVAILABLE' }],
  ])('keeps %s as it is', (_, error) => {
    const original = Object.assign(new Error(error.message), { code: error.code });
    expect(fromFirestoreError(original)).toBe(original);
  });

  it('keeps AppErrors and non-objects', () => {
    const appError = new AppError('forbidden');
    expect(fromFirestoreError(appError)).toBe(appError);
    expect(fromFirestoreError('text')).toBe('text');
  });
});
