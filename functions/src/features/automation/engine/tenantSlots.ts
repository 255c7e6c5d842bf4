/**
 * The per-tenant concurrency limit of runs in this process (sharedTenantSlots.ts adds the
 * same limit across instances): a run takes a slot of its company before its steps start and
 * gives it back at its end; past the limit, runs wait in arrival order. One company's burst
 * therefore cannot hold every run of the others.
 */
export interface TenantSlots {
  acquire(tenant: string): Promise<() => void>;
  /** Runs of `tenant` holding a slot now. */
  running(tenant: string): number;
}

export function tenantSlots(limit: number): TenantSlots {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  const release = (tenant: string) => {
    const next = waiting.get(tenant)?.shift();
    if (next) {
      next();
      return;
    }
    const count = (active.get(tenant) ?? 1) - 1;
    if (count <= 0) active.delete(tenant);
    else active.set(tenant, count);
    if (waiting.get(tenant)?.length === 0) waiting.delete(tenant);
  };

  const releaser = (tenant: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(tenant);
    };
  };

  return {
    acquire(tenant) {
      const count = active.get(tenant) ?? 0;
      if (count < limit) {
        active.set(tenant, count + 1);
        return Promise.resolve(releaser(tenant));
      }
      // The slot passes straight from the releasing run to this one: the count stays.
      return new Promise((resolve) => {
        const queue = waiting.get(tenant) ?? [];
        queue.push(() => resolve(releaser(tenant)));
        waiting.set(tenant, queue);
      });
    },
    running: (tenant) => active.get(tenant) ?? 0,
  };
}
