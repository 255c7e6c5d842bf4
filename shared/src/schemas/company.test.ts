import { describe, expect, it } from 'vitest';
import { companySchema } from './company';

describe('companySchema', () => {
  it('applies defaults to a company that only has a name', () => {
    expect(companySchema.parse({ Name: 'Demo' })).toEqual({
      Name: 'Demo',
      hasPublicPage: false,
      agendaViewLvl: 10,
      hideContactsFromEmployees: false,
      widgetsMenu: [],
      languages: ['en', 'es'],
      collectionsArray: [],
    });
  });

  it('parses a full tenant document, collection definitions included', () => {
    const company = companySchema.parse({
      FireId: 'demo',
      Name: 'Demo',
      LogoNavbar: 'logos/navbar.svg',
      LogoIcon: 'logos/icon.svg',
      hasPublicPage: true,
      startingPage: '/data/proyectos',
      chatViewLvl: 10,
      agendaViewLvl: 50,
      hideContactsFromEmployees: true,
      widgetsMenu: [{ widget: 'w1', icon: 'calendar', title: 'Agenda' }],
      languages: ['es', 'en'],
      collectionsArray: [{ key: 'Proyectos', name: 'Proyectos', mainCollection: 'proyectos' }],
      privacyUrl: 'https://example.com/privacy',
      cookiesUrl: 'https://example.com/cookies',
      key: 'drop',
      DropToken: 't',
      DropK: 'k',
      DropS: 's',
      DropR: 'r',
      CloudinaryProfile: { cloudName: 'demo', uploadPreset: 'unsigned' },
      customSetting: { anything: true },
    });
    expect(company.collectionsArray[0]).toMatchObject({ key: 'proyectos', mainSortField: 'Name' });
    expect(company.languages).toEqual(['es', 'en']);
    expect(company.customSetting).toEqual({ anything: true });
    expect(company.DropToken).toBe('t');
  });

  it.each([
    ['no Name', { Name: undefined }],
    ['empty Name', { Name: '' }],
    ['unsupported language', { languages: ['fr'] }],
    ['no languages', { languages: [] }],
    ['widgetsMenu item without icon', { widgetsMenu: [{ widget: 'w1' }] }],
    ['bad collection definition', { collectionsArray: [{ key: 'x', name: 'X', mainCollection: 'a b' }] }],
    ['hasPublicPage as text', { hasPublicPage: 'yes' }],
    ['chatViewLvl as text', { chatViewLvl: '10' }],
    ['DropToken as number', { DropToken: 5 }],
  ])('rejects %s', (_name, change) => {
    expect(companySchema.safeParse({ Name: 'Demo', ...change }).success).toBe(false);
  });
});
