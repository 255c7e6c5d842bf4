import type { ErrorCode } from '../api/errorCodes';

type ErrorMessages = { [K in ErrorCode as `errors.${K}`]: string };

/** The error catalogue under `errors.` keys, as the message catalogues hold it. */
export function prefixErrors(errors: Record<ErrorCode, string>): ErrorMessages {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`errors.${k}`, v])) as ErrorMessages;
}
