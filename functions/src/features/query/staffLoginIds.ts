import { levels } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';

/**
 * The LoginIDs of the agenda contacts whose account is staff (level ≥ coordinator). A level
 * lives on the account (the `lvl` claim in the cloud), not on the contact, so this asks the
 * accounts port once per contact with an account; only the hidden-contacts rule needs it.
 */
export async function staffLoginIds(
  deps: Pick<AppDeps, 'store' | 'accounts'>,
  tenant: string,
): Promise<ReadonlySet<string>> {
  const contacts = await deps.store.query(tenant, { collection: 'agenda' });
  const loginIds = [
    ...new Set(contacts.map((c) => c.LoginID).filter((id): id is string => typeof id === 'string')),
  ];
  const accounts = await Promise.all(loginIds.map((uid) => deps.accounts.get(tenant, uid)));
  return new Set(
    accounts
      .filter((account) => account !== null && !account.disabled && account.lvl >= levels.coordinator)
      .map((account) => account?.uid ?? ''),
  );
}
