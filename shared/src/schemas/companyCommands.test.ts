import { describe, expect, it } from 'vitest';
import {
  badHexMessage,
  companyColorsPayloadSchema,
  companyUpdatePayloadSchema,
  isHexColor,
} from './companyCommands';
import {
  companySecretsInputSchema,
  companySecretsPayloadSchema,
  secretsStatusOf,
  secretTail,
} from './companySecrets';

describe('hex colours (spec §5)', () => {
  it.each([
    ['#fff', true],
    ['#FFF', true],
    ['#1b5e20', true],
    ['#1B5E20', true],
    ['fff', false],
    ['#ffff', false],
    ['#12345', false],
    ['#1234567', false],
    ['#ggg', false],
    ['', false],
    [' #fff', false],
    [255, false],
  ])('%j is a hex colour: %s', (value, ok) => {
    expect(isHexColor(value)).toBe(ok);
  });

  it('a colour that is no hex colour fails with Bad Hex', () => {
    const result = companyColorsPayloadSchema.safeParse({ colors: { primary: '#12' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(badHexMessage);
  });

  it.each([
    ['a colour', { colors: { primary: '#123' } }, true],
    ['a removal', { colors: { primary: null } }, true],
    ['a whole set', { colors: { primary: '#123', onPrimary: '#ffffff' }, replace: true }, true],
    ['no colour', { colors: {} }, false],
    ['a bad name', { colors: { 'my colour': '#fff' } }, false],
    ['an unknown field', { colors: { primary: '#fff' }, theme: 'dark' }, false],
  ])('%s', (_name, payload, ok) => {
    expect(companyColorsPayloadSchema.safeParse(payload).success).toBe(ok);
  });
});

describe('company.update', () => {
  it.each([
    ['the name', { Name: 'Nueva' }],
    [
      'the logos as site paths and https',
      { LogoNavbar: '/api/files/logo.svg', LogoIcon: 'https://cdn.example.com/i.png' },
    ],
    ['a starting page', { startingPage: '/data/proyectos' }],
    ['the levels', { chatViewLvl: 10, agendaViewLvl: 50 }],
    ['clearing the chat level', { chatViewLvl: null }],
    ['the public page and hidden contacts', { hasPublicPage: true, hideContactsFromEmployees: true }],
    ['the widgets menu', { widgetsMenu: [{ widget: 'w1', icon: 'calendar', title: 'Agenda' }] }],
    ['languages in order', { languages: ['es', 'en'] }],
    ['privacy and cookies links', { privacyUrl: 'https://example.com/p', cookiesUrl: '/cookies' }],
  ])('accepts %s', (_name, payload) => {
    expect(companyUpdatePayloadSchema.parse(payload)).toEqual(payload);
  });

  it.each([
    ['nothing', {}],
    ['an empty name', { Name: '  ' }],
    ['a script link', { LogoNavbar: 'javascript:alert(1)' }],
    ['a data link', { privacyUrl: 'data:text/html,<b>x</b>' }],
    ['a protocol-relative link', { LogoIcon: '//evil.example/x.png' }],
    ['a starting page off the site', { startingPage: 'https://evil.example' }],
    ['a level above 100', { agendaViewLvl: 101 }],
    ['clearing agendaViewLvl', { agendaViewLvl: null }],
    ['an unknown language', { languages: ['fr'] }],
    ['a language twice', { languages: ['es', 'es'] }],
    ['no language', { languages: [] }],
    ['a menu item without icon', { widgetsMenu: [{ widget: 'w1' }] }],
    ['a secret', { DropToken: 'x' }],
    ['the collections', { collectionsArray: [] }],
    ['the secrets status', { secretsSet: {} }],
  ])('refuses %s', (_name, payload) => {
    expect(companyUpdatePayloadSchema.safeParse(payload).success).toBe(false);
  });
});

describe('company secrets', () => {
  it.each([
    ['set one', { DropToken: 'token' }, true],
    ['clear one', { OpenAIKey: null }, true],
    [
      'every name',
      {
        key: 'a',
        DropToken: 'b',
        DropK: 'c',
        DropS: 'd',
        DropR: 'e',
        CloudinaryProfile: 'f',
        WhatsAppToken: 'g',
        OpenAIKey: 'h',
      },
      true,
    ],
    ['nothing', {}, false],
    ['an unknown name', { Password: 'x' }, false],
    ['an empty value', { DropK: '' }, false],
    ['a number', { DropK: 5 }, false],
  ])('input: %s', (_name, payload, ok) => {
    expect(companySecretsInputSchema.safeParse(payload).success).toBe(ok);
  });

  it('the recorded payload holds sealed values only', () => {
    expect(companySecretsPayloadSchema.safeParse({ secrets: { DropToken: 'plain' } }).success).toBe(false);
    expect(
      companySecretsPayloadSchema.safeParse({
        secrets: { DropToken: { sealed: 'v1.x', last4: 'abcd' }, DropK: null },
      }).success,
    ).toBe(true);
  });

  it.each([
    ['sk-proj-0123456789abcdef', 'cdef'],
    ['123456789012', '9012'],
    ['12345678901', ''],
    ['abc', ''],
  ])('shows of %j only %j', (value, tail) => {
    expect(secretTail(value)).toBe(tail);
  });

  it('reads the status of every name from the company document', () => {
    const status = secretsStatusOf({
      secretsSet: { DropToken: { last4: 'wxyz' }, DropK: { last4: '' }, OpenAIKey: null },
    });
    expect(status).toEqual({
      key: { set: false },
      DropToken: { set: true, last4: 'wxyz' },
      DropK: { set: true },
      DropS: { set: false },
      DropR: { set: false },
      CloudinaryProfile: { set: false },
      WhatsAppToken: { set: false },
      OpenAIKey: { set: false },
    });
  });
});
