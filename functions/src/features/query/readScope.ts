import type { Caller, ReadFacts } from '@colmena/shared/policy';
import type { Company } from '@colmena/shared/schemas';
import type { AppDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Store } from '../../platform/store/Store';
import { loadCompany } from '../company/loadCompany';
import { staffLoginIds } from './staffLoginIds';

/**
 * Everything one read needs, gathered once per request: the store, the clock (a widget's
 * relative dates), the tenant, the caller (resolved by callerMiddleware) and the company.
 * `POST /api/query`, the compat read, live subscriptions and the index helper all read
 * through one scope, so a read runs one way whoever starts it.
 */
export interface ReadScope {
  store: Store;
  clock: Clock;
  tenant: string;
  caller: Caller;
  company: Company;
  /** What the rulebook may ask the server for, read at most once and only when a rule needs it. */
  facts: ReadFacts;
}

export async function openReadScope(
  deps: Pick<AppDeps, 'store' | 'clock'> & Partial<Pick<AppDeps, 'accounts'>>,
  tenant: string,
  caller: Caller,
): Promise<ReadScope> {
  const { store, clock, accounts } = deps;
  let staff: Promise<ReadonlySet<string>> | undefined;
  return {
    store,
    clock,
    tenant,
    caller,
    company: await loadCompany(store, tenant),
    facts: {
      // Without the accounts port nobody counts as staff: the hiding rule then fails closed.
      staffLoginIds: () => {
        staff ??= accounts ? staffLoginIds({ store, accounts }, tenant) : Promise.resolve(new Set());
        return staff;
      },
    },
  };
}
