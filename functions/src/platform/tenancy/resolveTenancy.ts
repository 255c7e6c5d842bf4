import { parseHost } from './parseHost';
import type { Tenancy } from './Tenancy';

/** Tenant ids are what sign-up accepts; any other label cannot be a tenant. */
export const tenantIdPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export async function resolveTenancy(
  host: string,
  baseDomain: string,
  tenantExists: (id: string) => Promise<boolean>,
): Promise<Tenancy> {
  const parsed = parseHost(host, baseDomain);
  if (parsed.kind === 'bare') return parsed;
  const { label } = parsed;
  if (tenantIdPattern.test(label) && label.length <= 63 && (await tenantExists(label))) {
    return { kind: 'tenant', id: label, label };
  }
  return { kind: 'unknown', label };
}
