import { type ErrorCode, errorCodes } from '@colmena/shared';

/** A failed API call, carrying the catalogue code the UI shows as `errors.<code>`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, status: number, message?: string) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

/**
 * Any thrown value → the catalogue code to show. fetch rejects with a TypeError when the
 * network is down, which the spec reports as "No internet connection".
 */
export function toErrorCode(error: unknown): ErrorCode {
  if (error instanceof ApiError) return error.code;
  if (error instanceof TypeError) return 'no_internet';
  return 'internal';
}
