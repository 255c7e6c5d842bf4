import { onTenantWrites } from '../../platform/store/onTenantWrites';
import { companyCollection, type Store } from '../../platform/store/Store';
import { colorsDocPath } from './getPublicCompany';

/** How many caller levels one tenant may keep answers for (levels are few: 0, 10, 50, 100...). */
const maxAnswersPerTenant = 16;
/** Beyond this many tenants the cache starts over rather than grow without bound. */
const maxTenants = 1000;

export interface CompanyResponseCache {
  /** The serialized answer for this tenant and caller level, computed once until it changes. */
  get(tenant: string, lvl: number | null, compute: () => Promise<unknown>): Promise<string>;
  close(): void;
}

/**
 * `GET /api/company` is the first call of every page load, and its answer only changes when the
 * company document or its colours do. A store that reports every commit (the embedded one) lets
 * us keep the serialized answer until then; without that report (Firestore, where other
 * instances write too) nothing is cached, so no instance ever serves a stale configuration.
 */
export function createCompanyResponseCache(store: Store): CompanyResponseCache {
  const answers = new Map<string, Map<string, Promise<string>>>();
  const stop = onTenantWrites(store, [companyCollection, colorsDocPath.collection], (tenant) =>
    answers.delete(tenant),
  );
  const enabled = stop !== undefined;

  return {
    get(tenant, lvl, compute) {
      const serialize = async () => JSON.stringify(await compute());
      if (!enabled) return serialize();
      let byLevel = answers.get(tenant);
      if (!byLevel) {
        if (answers.size >= maxTenants) answers.clear();
        byLevel = new Map();
        answers.set(tenant, byLevel);
      }
      const key = lvl === null ? 'visitor' : String(lvl);
      const cached = byLevel.get(key);
      if (cached) return cached;
      if (byLevel.size >= maxAnswersPerTenant) byLevel.clear();
      const answer = serialize();
      byLevel.set(key, answer);
      // A failed computation (unknown or corrupt company) is not remembered.
      const owner = byLevel;
      answer.catch(() => {
        if (owner.get(key) === answer) owner.delete(key);
      });
      return answer;
    },
    close: () => stop?.(),
  };
}
