import type { ErrorBody } from '@colmena/shared';
import { AppError } from '../http/AppError';

/** A watch failure as the protocol reports it: catalogue errors as they are, the rest logged as internal. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  console.error('[colmena] live subscription failed:', error);
  return new AppError('internal', 'Something went wrong');
}

export function errorBody(error: AppError): ErrorBody {
  return { error: error.code, message: error.message };
}
