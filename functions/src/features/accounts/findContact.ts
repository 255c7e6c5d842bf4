import type { Store, StoredDoc } from '../../platform/store/Store';

/** Spec §7 one-time read: the agenda contact whose LoginID is the account's uid. */
export async function findContact(store: Store, tenant: string, uid: string): Promise<StoredDoc | null> {
  const [contact] = await store.query(tenant, {
    collection: 'agenda',
    where: [['LoginID', '==', uid]],
    limit: 1,
  });
  return contact ?? null;
}
