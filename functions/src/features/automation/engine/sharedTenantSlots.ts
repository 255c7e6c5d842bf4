import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import type { LimitRecords } from '../../../platform/limits/LimitRecords';
import { releaseLease, takeLease } from '../../../platform/limits/limitRules';
import { type TenantSlots, tenantSlots } from './tenantSlots';

export interface SharedSlotsOptions {
  /** Runs of one company at once, across every instance. */
  limit: number;
  /** How long a lease holds without its run giving it back (a run cut off with its instance). */
  leaseMs: number;
  /** The longest wait between two tries for a lease held elsewhere (default 1 s). */
  maxPollMs?: number;
  report?: (error: unknown) => void;
}

/** The limits-port key of a company's run leases. */
export const runLeasesKey = (tenant: string) => `automation-runs\n${tenant}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The per-company concurrency limit of runs across instances (issue 15 point 5, issue 9 point
 * 3). In this process a run first waits for a slot in arrival order (tenantSlots: no polling
 * while this instance alone is at the limit), then takes one of the company's `limit` leases in
 * the limits port, which every instance shares; while other instances hold them all it tries
 * again when the first lease would end, at most `maxPollMs` later. A lease outlasts the run
 * time limit, so a run whose instance died frees its place when its lease ends.
 */
export function sharedTenantSlots(
  records: LimitRecords,
  clock: Clock,
  options: SharedSlotsOptions,
): TenantSlots {
  const local = tenantSlots(options.limit);
  const maxPollMs = options.maxPollMs ?? 1000;
  const report =
    options.report ?? ((error) => console.error('[colmena] giving back a run lease failed', error));

  const lease = async (tenant: string, holder: string) => {
    for (let pollMs = 25; ; pollMs = Math.min(maxPollMs, pollMs * 2)) {
      const nowMs = clock.now().getTime();
      const waitMs = await records.change(runLeasesKey(tenant), nowMs, (current) =>
        takeLease(current, nowMs, holder, options.limit, options.leaseMs),
      );
      if (waitMs === 0) return;
      // Jitter: instances waiting on one company do not all try at the same moment.
      await sleep(Math.min(waitMs, pollMs) * (0.5 + Math.random() / 2));
    }
  };

  return {
    async acquire(tenant) {
      const releaseLocal = await local.acquire(tenant);
      const holder = randomUUID();
      try {
        await lease(tenant, holder);
      } catch (error) {
        releaseLocal();
        throw error;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const nowMs = clock.now().getTime();
        // The lease first: the run waiting here for the local slot then finds it free.
        void records
          .change(runLeasesKey(tenant), nowMs, (current) => releaseLease(current, nowMs, holder))
          .catch(report)
          .finally(releaseLocal);
      };
    },
    running: (tenant) => local.running(tenant),
  };
}
