import { type SessionContact, sessionContactSchema } from '@colmena/shared';
import type { StoredDoc } from '../../platform/store/Store';

/** The contact fields the shell needs; a malformed optional field is dropped, not fatal. */
export function toSessionContact(doc: StoredDoc): SessionContact {
  const contact: SessionContact = { FireId: doc.FireId };
  const shape = sessionContactSchema.shape;
  for (const key of Object.keys(shape) as (keyof SessionContact)[]) {
    if (key === 'FireId' || doc[key] === undefined) continue;
    const parsed = shape[key].safeParse(doc[key]);
    if (parsed.success) Object.assign(contact, { [key]: parsed.data });
  }
  return contact;
}
