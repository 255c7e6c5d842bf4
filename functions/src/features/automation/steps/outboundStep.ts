import { errorsEn } from '@colmena/shared/i18n';
import {
  OutboundError,
  type OutboundRequest,
  type OutboundResponse,
} from '../../../platform/outbound/OutboundHttp';
import { StepError, type StepServices } from './StepRunner';

/** OutboundError reasons worth another try: the far side may answer next time. */
const retryableReasons = new Set(['network', 'timeout']);

/**
 * A request that failed, as the run log shows it: the catalogue's "Failed to execute request!!!"
 * (spec §8) and then why (the OutboundError reason, or the status).
 */
export const requestFailed = (why: string, retryable: boolean): StepError =>
  new StepError('request_failed', `${errorsEn.failed_request} (${why})`, retryable);

/**
 * One request of a step through the guarded client. A request not made or not finished is
 * StepError `request_failed` (requestFailed: the catalogue text, then the OutboundError reason);
 * network errors and time-outs are retryable.
 */
export async function outboundRequest(
  services: Pick<StepServices, 'http'>,
  request: OutboundRequest,
): Promise<OutboundResponse> {
  try {
    return await services.http.request(request);
  } catch (error) {
    if (error instanceof OutboundError)
      throw requestFailed(error.message, retryableReasons.has(error.reason));
    throw requestFailed(`network: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}

/** 429 and 5xx are retried by the engine; other error statuses are the request's answer. */
export function statusFailure(response: OutboundResponse, what: string): StepError | null {
  if (response.status < 400) return null;
  const retryable = response.status === 429 || response.status >= 500;
  return requestFailed(`status ${response.status} from ${what}`, retryable);
}

const utf8 = new TextDecoder('utf-8');

export const bodyText = (response: OutboundResponse): string => utf8.decode(response.body);

/** The answer's JSON when it says it is JSON (or `force`), else its text; bad JSON asked for is bad input. */
export function parseBody(response: OutboundResponse, mode: 'auto' | 'json' | 'text'): unknown {
  const text = bodyText(response);
  const saysJson = /^application\/([\w.+-]*\+)?json\b/i.test(response.headers['content-type'] ?? '');
  if (mode === 'text' || (mode === 'auto' && !saysJson)) return text;
  if (text.trim() === '' && mode === 'auto') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (mode === 'auto') return text;
    throw new StepError('bad_input', `the answer is not JSON: ${text.slice(0, 200)}`);
  }
}
