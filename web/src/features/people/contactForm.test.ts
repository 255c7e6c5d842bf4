import { describe, expect, it } from 'vitest';
import {
  accountOriginal,
  type ContactForm,
  canSetLevels,
  emptyContactForm,
  firstError,
  formFromPerson,
  toCreatePayload,
  toUpdatePayload,
  validateContactForm,
} from './contactForm';
import { toPerson } from './people';

const filled: ContactForm = {
  ...emptyContactForm('es'),
  Name: ' Eva ',
  Surname: 'Gil',
  Rol: 'Empleado',
  phone: ' 600 123 123 ',
  email: ' eva@demo.test ',
  password: 'Colmena2026',
  repeat: 'Colmena2026',
};

describe('contact form validation (spec §5)', () => {
  it.each([
    ['a complete create form', 'create', {}, {}],
    ['no e-mail', 'create', { email: '  ' }, { email: 'contact_needs_email' }],
    ['a malformed e-mail', 'edit', { email: 'eva@' }, { email: 'wrong_email' }],
    ['different passwords', 'create', { repeat: 'Colmena2027' }, { repeat: 'passwords_do_not_match' }],
    ['a weak password', 'create', { password: 'colmena', repeat: 'colmena' }, { password: 'weak_password' }],
    ['no password on create', 'create', { password: '', repeat: '' }, { password: 'weak_password' }],
    ['no password on edit (not asked)', 'edit', { password: '', repeat: '' }, {}],
  ] as const)('%s', (_label, mode, change, expected) => {
    expect(validateContactForm({ ...filled, ...change }, mode)).toEqual(expected);
  });

  it('reports the first problem from the top for the snackbar', () => {
    expect(firstError({ repeat: 'passwords_do_not_match', email: 'contact_needs_email' })).toBe(
      'contact_needs_email',
    );
    expect(firstError({ repeat: 'passwords_do_not_match' })).toBe('passwords_do_not_match');
    expect(firstError({})).toBeNull();
  });
});

describe('contact commands from the form', () => {
  it('create: trimmed fields, blanks left out, no level unless the actor may set it', () => {
    const form = { ...filled, Surname: '  ', lvl: 50, forceReset: true };
    expect(toCreatePayload(form, false)).toEqual({
      Name: 'Eva',
      Rol: 'Empleado',
      phone: '600 123 123',
      email: 'eva@demo.test',
      lenguage: 'es',
      forceReset: true,
      password: 'Colmena2026',
      confirmPassword: 'Colmena2026',
    });
    expect(toCreatePayload(form, true).lvl).toBe(50);
  });

  it('update: every editable field, blanks clear', () => {
    expect(
      toUpdatePayload({ ...filled, phone: '' }, 'c7', {
        canSetLevel: false,
        original: { lvl: 0, disabled: false },
      }),
    ).toEqual({
      contactId: 'c7',
      Name: 'Eva',
      Surname: 'Gil',
      Rol: 'Empleado',
      phone: '',
      email: 'eva@demo.test',
      lenguage: 'es',
      ImgUrl: '',
      forceReset: false,
    });
  });

  it.each([
    ['known and changed: sent', false, true, true],
    ['known and unchanged: not sent', true, true, undefined],
    ['unknown: never sent', null, true, undefined],
  ] as const)('update disabled: %s', (_label, originalDisabled, disabled, expected) => {
    const payload = toUpdatePayload({ ...filled, disabled }, 'c7', {
      canSetLevel: true,
      original: { lvl: null, disabled: originalDisabled },
    });
    expect(payload.disabled).toBe(expected);
  });

  it.each([
    ['level 100 changes it', true, 10, 50, 50],
    ['unchanged: not sent', true, 50, 50, undefined],
    ['unknown stays unknown', true, null, null, undefined],
    ['chosen while unknown', true, null, 10, 10],
    ['below 100: never sent', false, 0, 50, undefined],
  ] as const)('update level: %s', (_label, canSetLevel, originalLvl, lvl, expected) => {
    const original = { lvl: originalLvl, disabled: null };
    expect(toUpdatePayload({ ...filled, lvl }, 'c7', { canSetLevel, original }).lvl).toBe(expected);
  });

  it('fills the edit form from the contact and its account, with the company language when it has none', () => {
    const person = {
      ...toPerson({ FireId: 'c7', collection: 'agenda', Name: 'Eva', email: 'eva@demo.test' }),
      account: { uid: 'u7', lvl: 10, disabled: true },
    };
    expect(formFromPerson(person, 'en')).toMatchObject({
      Name: 'Eva',
      email: 'eva@demo.test',
      lenguage: 'en',
      lvl: 10,
      disabled: true,
      password: '',
    });
    expect(accountOriginal(person)).toEqual({ lvl: 10, disabled: true });
  });

  it('without a known account, level and state are unknown', () => {
    const person = toPerson({ FireId: 'c7', collection: 'agenda', email: 'eva@demo.test' });
    expect(formFromPerson(person, 'es')).toMatchObject({ lvl: null, disabled: false });
    expect(accountOriginal(person)).toEqual({ lvl: null, disabled: null });
  });
});

describe('levels', () => {
  it.each([
    [100, true],
    [99, false],
    [0, false],
  ])('level %i sets level claims: %s', (lvl, expected) => {
    expect(canSetLevels(lvl)).toBe(expected);
  });
});
