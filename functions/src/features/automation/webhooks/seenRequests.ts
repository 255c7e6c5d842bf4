import type { LimitRecords } from '../../../platform/limits/LimitRecords';
import { claimOnce, forget } from '../../../platform/limits/limitRules';
import { webhookToleranceMs } from './webhookSignature';

/** How long a request is remembered: its timestamp's tolerance either way, plus a margin. */
export const seenRequestMs = webhookToleranceMs * 2 + 60_000;

export interface SeenRequests {
  /** True, and remembered, the first time; false for a request seen before (on any instance). */
  firstTime(key: string, nowMs: number): Promise<boolean>;
  /** A request that started nothing (its automation refused it) may come again. */
  forget(key: string, nowMs: number): Promise<void>;
}

/**
 * The webhook requests taken in the last 5 minutes (plus a margin), by automation and replay
 * key, in the limits port: one sent again is refused by whichever instance it reaches. Older
 * ones need no memory, their timestamp is refused.
 */
export function seenRequests(records: LimitRecords, keepMs = seenRequestMs): SeenRequests {
  const keyOf = (key: string) => `webhook-seen\n${key}`;
  return {
    firstTime: (key, nowMs) =>
      records.change(keyOf(key), nowMs, (current) => claimOnce(current, nowMs, keepMs)),
    forget: (key, nowMs) => records.change(keyOf(key), nowMs, forget),
  };
}
