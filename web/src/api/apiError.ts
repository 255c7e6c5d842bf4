import { type ErrorCode, errorCodes } from '@colmena/shared';

/** A failed API call, carrying the catalogue code the UI shows as `errors.<code>`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The server's Retry-After, when it said how long to wait (store_busy, limits). */
  readonly retryAfterMs: number | undefined;

  constructor(code: ErrorCode, status: number, message?: string, retryAfterMs?: number) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Retry-After in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*[-+\d.]+\s*$/.test(header)) {
    const seconds = Number(header);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
  }
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
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
