import type { LimitRecords } from '../../../platform/limits/LimitRecords';
import { claimOnce, forget, takeToken } from '../../../platform/limits/limitRules';
import { defaultWebhookRate, type WebhookRate } from './rateLimiter';
import { webhookToleranceMs } from './webhookSignature';

/** How long a request is remembered: its timestamp's tolerance either way, plus a margin. */
export const seenRequestMs = webhookToleranceMs * 2 + 60_000;

export type Admission =
  | { admitted: true }
  | { admitted: false; replayed: true }
  | { admitted: false; replayed: false; waitMs: number };

export interface WebhookAdmission {
  /**
   * In one atomic step of the limits port, which every instance shares: a request taken before
   * (its replay key remembered for seenRequestMs) is refused as replayed and takes no token; else
   * one token of the automation's bucket is taken and the request remembered, or, with no token
   * left, nothing is kept and the wait until one is free answered.
   */
  admit(tenant: string, automationId: string, replayKey: string, nowMs: number): Promise<Admission>;
  /** A request admitted that then started nothing (a body that is not what it says) may come again. */
  forget(tenant: string, automationId: string, replayKey: string, nowMs: number): Promise<void>;
}

const bucketKey = (tenant: string, automationId: string) => `webhook-rate\n${tenant}\n${automationId}`;
const seenKey = (tenant: string, automationId: string, replayKey: string) =>
  `webhook-seen\n${tenant}\n${automationId}\n${replayKey}`;

export function webhookAdmission(
  records: LimitRecords,
  rate: WebhookRate = defaultWebhookRate,
  keepMs = seenRequestMs,
): WebhookAdmission {
  return {
    admit: (tenant, automationId, replayKey, nowMs) =>
      records.changeAll(
        [seenKey(tenant, automationId, replayKey), bucketKey(tenant, automationId)],
        nowMs,
        ([seen, bucket]) => {
          const claim = claimOnce(seen ?? null, nowMs, keepMs);
          if (!claim.result) return { next: [], result: { admitted: false, replayed: true } as Admission };
          const token = takeToken(bucket ?? null, nowMs, rate);
          if (token.result > 0)
            return { next: [], result: { admitted: false, replayed: false, waitMs: token.result } };
          return { next: [claim, token], result: { admitted: true } };
        },
      ),
    forget: (tenant, automationId, replayKey, nowMs) =>
      records.change(seenKey(tenant, automationId, replayKey), nowMs, forget),
  };
}
