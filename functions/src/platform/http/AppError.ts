import { type ErrorCode, errorsEn } from '@colmena/shared';

/** Values a catalogue text names in braces (`{count}`), filled into the message. */
export type ErrorParams = Record<string, string | number>;

/** The catalogue's English text for `code` with its `{name}` placeholders filled. */
export function catalogueMessage(code: ErrorCode, params?: ErrorParams): string {
  const text = errorsEn[code];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A failure the caller can act on: its code is the catalogue key the browser translates. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** What the catalogue text names (a count...): kept with a rejected command, sent with it. */
  readonly params: ErrorParams | undefined;

  constructor(code: ErrorCode, message: string = errorsEn[code], params?: ErrorParams) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
  }

  /** The catalogue text of `code` with `params` filled in (the browser fills its own language's). */
  static withParams(code: ErrorCode, params: ErrorParams): AppError {
    return new AppError(code, catalogueMessage(code, params), params);
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
