import { type Company, companySchema } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { Store } from '../../platform/store/Store';

/** The tenant's company document with defaults applied; a corrupt document is a loading error. */
export async function loadCompany(store: Store, tenant: string): Promise<Company> {
  const doc = await store.getCompany(tenant);
  if (!doc) throw new AppError('unknown_company');
  const parsed = companySchema.safeParse(doc);
  if (!parsed.success) {
    console.error(`[colmena] company ${tenant} is invalid:`, parsed.error.message);
    throw new AppError('error_loading_data');
  }
  return parsed.data;
}
