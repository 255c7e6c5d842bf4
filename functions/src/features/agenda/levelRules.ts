/**
 * The account rules live in shared (shared/src/policy/accountRules.ts), one source for the
 * server's contact commands and the people screens; the agenda's own rule on which fields
 * anyone may change on their own contact stays here.
 */
export {
  isStaff,
  type ManagedAccount,
  mayAssignLevel,
  mayManageAccount,
} from '@colmena/shared/policy';

/** Anyone edits their own Name, Surname, phone, language and image, nothing else. */
export const selfEditableFields: ReadonlySet<string> = new Set([
  'contactId',
  'Name',
  'Surname',
  'phone',
  'lenguage',
  'ImgUrl',
]);

export function onlySelfEditable(payload: Record<string, unknown>): boolean {
  return Object.keys(payload).every((key) => payload[key] === undefined || selfEditableFields.has(key));
}
