import { type ErrorCode, errorsEn } from '@colmena/shared';

/** A failure the caller can act on: its code is the catalogue key the browser translates. */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = errorsEn[code]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
}

/** A refusal that holds for a while (a limit, a throttle): the answer tells how long to wait. */
export class RetryLater extends AppError {
  constructor(
    code: ErrorCode,
    readonly retryAfterMs: number,
  ) {
    super(code);
  }
}
