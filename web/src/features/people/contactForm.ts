import type { ErrorCode, Language } from '@colmena/shared';
import { mayAssignLevel } from '@colmena/shared/policy';
import { roles } from '@colmena/shared/schemas';
import type { CreateContactPayload, UpdateContactPayload } from '../../api/contactCommands';
import { checkNewPassword } from '../../ui/newPassword';
import { isWellFormedEmail } from '../auth/emailAddress';
import type { Person } from './people';

/** The fields of the create and edit forms, as typed. */
export interface ContactForm {
  Name: string;
  Surname: string;
  Rol: string;
  phone: string;
  email: string;
  lenguage: Language;
  ImgUrl: string;
  forceReset: boolean;
  disabled: boolean;
  password: string;
  repeat: string;
  /** null: not known (the server did not share it), and then never sent. */
  lvl: number | null;
}

export type ContactFormMode = 'create' | 'edit';
/** One field of the form changes (the field components call it). */
export type ContactFieldChange = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) => void;
export type ContactFormField = 'email' | 'password' | 'repeat';
export type ContactFormErrors = Partial<Record<ContactFormField, ErrorCode>>;

export function emptyContactForm(language: Language): ContactForm {
  return {
    Name: '',
    Surname: '',
    // A new contact starts as a team member (the level picker then reads "Empleado").
    Rol: roles.employee,
    phone: '',
    email: '',
    lenguage: language,
    ImgUrl: '',
    forceReset: false,
    disabled: false,
    password: '',
    repeat: '',
    lvl: 0,
  };
}

/** What the edit form started from on the account side: null where it is not known. */
export interface AccountOriginal {
  lvl: number | null;
  disabled: boolean | null;
}

export function accountOriginal(person: Pick<Person, 'account'>): AccountOriginal {
  return { lvl: person.account?.lvl ?? null, disabled: person.account?.disabled ?? null };
}

export function formFromPerson(person: Person, fallbackLanguage: Language): ContactForm {
  return {
    Name: person.name,
    Surname: person.surname,
    Rol: person.rol,
    phone: person.phone,
    email: person.email,
    lenguage: person.lenguage ?? fallbackLanguage,
    ImgUrl: person.imgUrl,
    forceReset: person.forceReset,
    disabled: person.account?.disabled ?? person.disabled,
    password: '',
    repeat: '',
    lvl: person.account?.lvl ?? null,
  };
}

/**
 * Spec §5: "Contact needs an email (The contact must have an email!!!). Password fields must
 * match", plus a well-formed address and, on create, the new-password rule.
 */
export function validateContactForm(form: ContactForm, mode: ContactFormMode): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const email = form.email.trim();
  if (email === '') errors.email = 'contact_needs_email';
  else if (!isWellFormedEmail(email)) errors.email = 'wrong_email';
  if (mode === 'create') {
    const check = checkNewPassword(form.password, form.repeat);
    if (check.password !== 'valid') errors.password = 'weak_password';
    if (form.repeat !== form.password) errors.repeat = 'passwords_do_not_match';
  }
  return errors;
}

const fieldOrder: readonly ContactFormField[] = ['email', 'password', 'repeat'];

/** The error the snackbar shows: the first field's, top to bottom. */
export function firstError(errors: ContactFormErrors): ErrorCode | null {
  for (const field of fieldOrder) {
    const code = errors[field];
    if (code) return code;
  }
  return null;
}

function details(form: ContactForm) {
  return {
    Name: form.Name.trim(),
    Surname: form.Surname.trim(),
    Rol: form.Rol.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    lenguage: form.lenguage,
    ImgUrl: form.ImgUrl.trim(),
    forceReset: form.forceReset,
  };
}

/** `contact.create`: blank optional fields are left out; `lvl` only from a level-100 actor. */
export function toCreatePayload(form: ContactForm, canSetLevel: boolean): CreateContactPayload {
  const payload: CreateContactPayload = {
    email: form.email.trim(),
    password: form.password,
    confirmPassword: form.repeat,
    lenguage: form.lenguage,
    forceReset: form.forceReset,
  };
  const { Name, Surname, Rol, phone, ImgUrl } = details(form);
  Object.assign(
    payload,
    Object.fromEntries(
      Object.entries({ Name, Surname, Rol, phone, ImgUrl }).filter(([, value]) => value !== ''),
    ),
  );
  if (canSetLevel && form.lvl !== null) payload.lvl = form.lvl;
  return payload;
}

/**
 * `contact.update`: every editable field (a blank one clears it). The account side only when
 * it changed from a known start: `lvl` from a level-100 actor, `disabled` when the account's
 * state was known — an unknown level or state is never overwritten.
 */
export function toUpdatePayload(
  form: ContactForm,
  contactId: string,
  options: { canSetLevel: boolean; original: AccountOriginal },
): UpdateContactPayload {
  const payload: UpdateContactPayload = { contactId, ...details(form) };
  const { original } = options;
  if (options.canSetLevel && form.lvl !== null && form.lvl !== original.lvl) payload.lvl = form.lvl;
  if (original.disabled !== null && form.disabled !== original.disabled) payload.disabled = form.disabled;
  return payload;
}

/** Spec §6: only level 100 sets level claims (shared mayAssignLevel). */
export function canSetLevels(actorLvl: number): boolean {
  return mayAssignLevel(actorLvl, 0);
}
