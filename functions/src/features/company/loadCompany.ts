import { type Company, companySchema } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import { parsedByJson } from '../../platform/parsedByJson';
import { companyCollection, type Store } from '../../platform/store/Store';
import { createTenantMemo, type TenantMemo } from '../../platform/store/tenantMemo';

/**
 * Every read and many commands load the company: parsing the demo company with its defaults
 * costs ~100 µs, its JSON ~14 (bench/query.bench.ts spent 15% of its CPU in that parse).
 */
const parseCompany = parsedByJson(companySchema, 1000);

/** Per store: on a store that reports its commits, the company until a commit writes it. */
const memos = new WeakMap<Store, TenantMemo<Company>>();

/**
 * The tenant's company document with defaults applied; a corrupt document is a loading error.
 * The answer is shared by every request until the document changes: it is frozen, and a caller
 * that needs another shape makes a copy.
 */
export function loadCompany(store: Store, tenant: string): Promise<Company> {
  let memo = memos.get(store);
  if (!memo) {
    memo = createTenantMemo<Company>(store, [companyCollection], { maxKeysPerTenant: 1 });
    memos.set(store, memo);
  }
  return memo.get(tenant, 'company', () => readCompany(store, tenant));
}

async function readCompany(store: Store, tenant: string): Promise<Company> {
  const doc = await store.getCompany(tenant);
  if (!doc) throw new AppError('unknown_company');
  const parsed = parseCompany(doc);
  if (!parsed.success) {
    console.error(`[colmena] company ${tenant} is invalid:`, parsed.message);
    throw new AppError('error_loading_data');
  }
  return parsed.data;
}
