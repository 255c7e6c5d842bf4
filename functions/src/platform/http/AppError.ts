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
