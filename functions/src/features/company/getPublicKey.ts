import type { PublicKeyData } from '@colmena/shared';
import { AppError } from '../../platform/http/AppError';
import type { Store } from '../../platform/store/Store';
import { tenantIdPattern } from '../../platform/tenancy/resolveTenancy';

export interface PublicKeyInput {
  company: string;
  clientIp: string;
  /** Origin of this server as the caller reached it, e.g. `http://demo.localhost:8080`. */
  origin: string;
}

/** Spec §7 company lookup: what a client needs to start, or unknown_company (→ 404). */
export async function getPublicKey(store: Store, input: PublicKeyInput): Promise<PublicKeyData> {
  const company = input.company.toLowerCase();
  if (!tenantIdPattern.test(company) || !(await store.getCompany(company)))
    throw new AppError('unknown_company');
  return {
    company,
    clientIp: input.clientIp,
    backend: { api: `${input.origin}/api` },
    auth: { provider: 'local' },
    storage: { provider: 'local' },
    analytics: { enabled: false },
  };
}
