import { AppError } from '../../http/AppError';

/** gRPC status codes Firestore answers with. */
const invalidArgument = 3;
const notFound = 5;
const failedPrecondition = 9;

/**
 * A Firestore failure as the error the embedded store gives for the same cause: a missing
 * composite index ("The query requires an index...") is query_requires_index, a request
 * Firestore refuses is bad_request; anything else (unavailable, deadline...) stays as it is.
 */
export function fromFirestoreError(error: unknown): unknown {
  if (error instanceof AppError || typeof error !== 'object' || error === null) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === failedPrecondition && /requires an index/i.test(text))
    return new AppError('query_requires_index');
  // An update (an append) of a document that is not there.
  if (code === notFound) return new AppError('not_found');
  // An expired transaction id is retried by runTransaction, so it must keep its code.
  if (code === invalidArgument && !/transaction has expired/i.test(text)) return new AppError('bad_request');
  return error;
}

/** Runs a Firestore call, rethrowing its failure as fromFirestoreError maps it. */
export async function mapFirestoreErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromFirestoreError(error);
  }
}
