import type { ErrorCode } from '@colmena/shared';

/** The one-time code of the reset mail: six digits. */
export const resetCodeLength = 6;

/** What the user typed or pasted → digits only, at most six ("123 456" → "123456"). */
export function normalizeResetCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, resetCodeLength);
}

export function isCompleteResetCode(code: string): boolean {
  return code.length === resetCodeLength && /^\d+$/.test(code);
}

/**
 * Answers that mean "this code does not open this account" (wrong, used up or expired). The
 * screen says so in its own words; every other failure keeps its catalogue text.
 */
const codeRejections: ReadonlySet<ErrorCode> = new Set([
  'invalid_code',
  'bad_request',
  'forbidden',
  'not_found',
  'unauthenticated',
  'invalid_change',
]);

export function isCodeRejection(code: ErrorCode): boolean {
  return codeRejections.has(code);
}
