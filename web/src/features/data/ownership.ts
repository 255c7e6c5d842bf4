import type { PublicCollection, SessionUser } from '@colmena/shared';

/**
 * Spec §6: below lvlView a user works only with documents whose owner array holds their agenda
 * FireId, so what they create carries it (otherwise they could not see it afterwards).
 */
export function withOwner(
  data: Record<string, unknown>,
  collection: Pick<PublicCollection, 'ownerField' | 'lvlView'>,
  user: Pick<SessionUser, 'lvl' | 'contact'> | null,
): Record<string, unknown> {
  const field = collection.ownerField;
  const contactId = user?.contact?.FireId;
  if (!field || !contactId || !user) return data;
  const seesAll = collection.lvlView === 'public' || user.lvl >= (collection.lvlView ?? 0);
  if (seesAll) return data;
  const owners = Array.isArray(data[field]) ? (data[field] as unknown[]) : [];
  return owners.includes(contactId) ? data : { ...data, [field]: [...owners, contactId] };
}
