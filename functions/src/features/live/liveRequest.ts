import { type LiveStreamRequest, liveStreamRequestSchema, maxLiveSubscriptions } from '@colmena/shared';
import { AppError } from '../../platform/http/AppError';

/**
 * `POST /api/live` body: `{subs: [{id, query, cursor?}], token?}` (shared contract). The
 * envelope must be right or nothing opens (400); each query is checked later on its own, so a
 * bad one fails only its subscription. More subscriptions than a stream may hold is 429.
 */
export function parseStreamRequest(body: unknown): LiveStreamRequest {
  const subs = (body as { subs?: unknown } | null)?.subs;
  if (Array.isArray(subs) && subs.length > maxLiveSubscriptions) throw new AppError('too_many_requests');
  const parsed = liveStreamRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
    throw new AppError('bad_request', `Expected {subs: [{id, query, cursor?}], token?}: ${where}`);
  }
  return parsed.data;
}
