import { isMobileUserAgent } from '@colmena/shared/device';
import { anonymousViewer, type Viewer } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { StoredDoc } from '../../platform/store/Store';
import { findContact } from '../accounts/findContact';
import { staffLoginIds } from './staffLoginIds';

/** Who reads: the tenant, the signed-in account (or none) and, on demand, its agenda contact. */
export interface Reader {
  tenant: string;
  account: Account | null;
  mobile: boolean;
  /** Read at most once, and only when a rule needs it (most reads by level 100 never do). */
  contact(): Promise<StoredDoc | null>;
  /** LoginIDs of the staff accounts (level ≥ 10), read at most once, for hideContactsFromEmployees. */
  staffLoginIds(): Promise<ReadonlySet<string>>;
}

export function createReader(
  deps: Pick<AppDeps, 'store'> & Partial<Pick<AppDeps, 'accounts'>>,
  tenant: string,
  account: Account | null,
  userAgent: string | undefined,
): Reader {
  let contact: Promise<StoredDoc | null> | undefined;
  let staff: Promise<ReadonlySet<string>> | undefined;
  const { accounts } = deps;
  return {
    tenant,
    account,
    mobile: isMobileUserAgent(userAgent ?? ''),
    contact: () => {
      contact ??= account ? findContact(deps.store, tenant, account.uid) : Promise.resolve(null);
      return contact;
    },
    // Without the accounts port nobody counts as staff: the hiding rule then fails closed.
    staffLoginIds: () => {
      staff ??= accounts
        ? staffLoginIds({ store: deps.store, accounts }, tenant)
        : Promise.resolve(new Set());
      return staff;
    },
  };
}

/** The policy's view of a reader (spec §6): level, Rol, device. */
export async function viewerOfReader(reader: Reader): Promise<Viewer> {
  if (!reader.account) return anonymousViewer(reader.mobile);
  const contact = await reader.contact();
  const rol = typeof contact?.Rol === 'string' ? contact.Rol : undefined;
  return { signedIn: true, lvl: reader.account.lvl, mobile: reader.mobile, contact, ...(rol ? { rol } : {}) };
}

/** The caller's agenda FireId, or null without a contact. */
export async function contactIdOf(reader: Reader): Promise<string | null> {
  return (await reader.contact())?.FireId ?? null;
}
