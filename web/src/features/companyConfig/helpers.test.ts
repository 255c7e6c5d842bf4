import type { PublicCollection, PublicCompany } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { collectionChanges, collectionForm, collectionFormProblems } from './collectionForm';
import { colorInputValue, colorRowProblems, colorsPayload } from './colorsForm';
import {
  generalForm,
  generalPayload,
  identityForm,
  identityPayload,
  incompleteShortcuts,
  isCompanyLink,
  languagesPayload,
  moved,
  shortcutRows,
  shortcutsPayload,
} from './companyForms';
import { isDirty } from './dirty';
import { rowsOf, storedQueryOf } from './filterRows';
import { keyPreview } from './keyPreview';

describe('keyPreview (spec §5 key normalisation)', () => {
  it('shows the key as the server will store it', () => {
    expect(keyPreview('Órdenes de Compra-2', [])).toEqual({ key: 'ordenesdecompra-2', problem: null });
    expect(keyPreview('Año_ñ', [])).toEqual({ key: 'ano_n', problem: null });
  });
  it('names what is wrong before anything is sent', () => {
    expect(keyPreview('¿?', []).problem).toBe('empty');
    expect(keyPreview('Proyectos', ['proyectos']).problem).toBe('taken');
    expect(keyPreview('a'.repeat(101), []).problem).toBe('tooLong');
  });
});

describe('dirty tracking', () => {
  it('compares content, not key order or absent fields', () => {
    expect(isDirty({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(false);
    expect(isDirty({ a: 1, c: undefined }, { a: 1 })).toBe(false);
    expect(isDirty({ a: 1 }, { a: 2 })).toBe(true);
    expect(isDirty([1, 2], [2, 1])).toBe(true);
  });
});

const company: PublicCompany = {
  id: 'demo',
  Name: 'Demo',
  LogoNavbar: '/api/files/logo.svg',
  hasPublicPage: true,
  agendaViewLvl: 10,
  hideContactsFromEmployees: false,
  widgetsMenu: [{ widget: 'w1', icon: 'event', title: 'Calendar' }],
  languages: ['es', 'en'],
  colors: { primary: '#112233' },
  collections: [],
  chatViewLvl: 50,
};

describe('company.update from the forms', () => {
  it('sends only what changed; a blank optional field clears it', () => {
    const saved = identityForm(company);
    expect(identityPayload(saved, saved)).toBeNull();
    expect(identityPayload(saved, { ...saved, Name: ' New ', LogoNavbar: '' })).toEqual({
      Name: 'New',
      LogoNavbar: null,
    });
    expect(identityPayload(saved, { ...saved, LogoIcon: '/api/files/icon.svg' })).toEqual({
      LogoIcon: '/api/files/icon.svg',
    });
  });

  it('chat level: blank is everyone (null); booleans and levels as set', () => {
    const saved = generalForm(company);
    expect(saved.chatViewLvl).toBe('50');
    expect(generalPayload(saved, { ...saved, chatViewLvl: '' })).toEqual({ chatViewLvl: null });
    expect(
      generalPayload(saved, { ...saved, agendaViewLvl: 50, hasPublicPage: false, startingPage: '/data' }),
    ).toEqual({ agendaViewLvl: 50, hasPublicPage: false, startingPage: '/data' });
  });

  it('links are http(s) or paths of this site', () => {
    expect(isCompanyLink('https://x.test/p')).toBe(true);
    expect(isCompanyLink('/api/files/logo.svg')).toBe(true);
    expect(isCompanyLink('javascript:alert(1)')).toBe(false);
    expect(isCompanyLink('//evil.test')).toBe(false);
  });

  it('languages in their order, never none', () => {
    expect(languagesPayload(['es', 'en'], ['en', 'es'])).toEqual({ languages: ['en', 'es'] });
    expect(languagesPayload(['es', 'en'], ['es', 'en'])).toBeNull();
    expect(languagesPayload(['es'], [])).toBeNull();
  });

  it('shortcuts in order, blank titles left out, incomplete rows named', () => {
    const saved = shortcutRows(company.widgetsMenu);
    const draft = [...saved, { widget: 'w2', icon: 'star', title: ' ' }];
    expect(shortcutsPayload(saved, draft)).toEqual({
      widgetsMenu: [
        { widget: 'w1', icon: 'event', title: 'Calendar' },
        { widget: 'w2', icon: 'star' },
      ],
    });
    expect(shortcutsPayload(draft, moved(moved(draft, 1, -1), 0, 1))).toBeNull();
    expect(shortcutsPayload(draft, moved(draft, 1, -1))?.widgetsMenu?.map((item) => item.widget)).toEqual([
      'w2',
      'w1',
    ]);
    expect(incompleteShortcuts([{ widget: '', icon: 'x', title: '' }, ...saved])).toEqual([0]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('company.colors.set from the colour rows', () => {
  it('"Bad Hex" rows send nothing', () => {
    const rows = [{ name: 'primary', value: '#12345' }];
    expect(colorRowProblems(rows)).toEqual(['badHex']);
    expect(colorsPayload({ primary: '#112233' }, rows)).toBeNull();
  });
  it('changed and added colours, null for a removed one', () => {
    expect(
      colorsPayload({ primary: '#112233', secondary: '#fff' }, [
        { name: 'primary', value: '#abc' },
        { name: 'accent', value: '#010203' },
      ]),
    ).toEqual({ colors: { primary: '#abc', accent: '#010203', secondary: null } });
    expect(colorsPayload({ primary: '#112233' }, [{ name: 'primary', value: '#112233' }])).toBeNull();
  });
  it('names: valid and once', () => {
    expect(
      colorRowProblems([
        { name: '1x', value: '#fff' },
        { name: 'a', value: '#fff' },
        { name: 'a', value: '#000' },
      ]),
    ).toEqual(['badName', null, 'duplicate']);
  });
  it('a colour input gets 6 digits', () => {
    expect(colorInputValue('#AbC')).toBe('#aabbcc');
    expect(colorInputValue('nope')).toBe('#000000');
  });
});

const proyectos: PublicCollection = {
  key: 'proyectos',
  name: 'Proyectos',
  mainCollection: 'proyectos',
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 0,
  lvlView: 50,
  ownerField: 'owners',
  cardConfig: { value1: 'Name', width: 2 },
  mainQuery: { filters: [{ field: 'Estado', condition: 'in', dataType: 'text', data: ['A', 'B'] }] },
};

describe('collection.update from the editor', () => {
  const saved = collectionForm(proyectos);

  it('reads the definition into the form and back without changes', () => {
    expect(saved.lvlView).toBe('50');
    expect(saved.mainQuery).toEqual([{ field: 'Estado', condition: 'in', dataType: 'text', data: 'A, B' }]);
    expect(collectionChanges(proyectos, saved, saved)).toBeNull();
  });

  it('sends only what changed: names, levels (public), clears, card fields keeping the rest', () => {
    const draft = {
      ...saved,
      mainName: 'Obras',
      ownerField: ' ',
      lvlView: 'public',
      lvlDelete: 100,
      mainSortDir: 'desc' as const,
      card: { ...saved.card, value3: 'Estado' },
    };
    expect(collectionChanges(proyectos, saved, draft)).toEqual({
      mainName: 'Obras',
      ownerField: null,
      lvlView: 'public',
      lvlDelete: 100,
      mainSortDir: 'desc',
      cardConfig: { value1: 'Name', value3: 'Estado', width: 2 },
    });
    expect(collectionChanges(proyectos, saved, { ...saved, lvlView: '' })).toEqual({ lvlView: null });
  });

  it('stored filters: rows to the stored query, none clears', () => {
    expect(collectionChanges(proyectos, saved, { ...saved, mainQuery: [] })).toEqual({ mainQuery: null });
    const rows = [
      { field: 'owner', condition: '==' as const, dataType: 'userid' as const, data: 'ignored' },
      { field: 'CreatedAt', condition: '>' as const, dataType: 'xDaysAgo' as const, data: '7' },
      { field: '', condition: '==' as const, dataType: 'text' as const, data: 'blank row' },
    ];
    expect(collectionChanges(proyectos, saved, { ...saved, mainFilter: rows })).toEqual({
      mainFilter: {
        filters: [
          { field: 'owner', condition: '==', dataType: 'userid' },
          { field: 'CreatedAt', condition: '>', dataType: 'xDaysAgo', data: 7 },
        ],
      },
    });
    expect(rowsOf(storedQueryOf(rows.slice(0, 2)))).toEqual([
      { field: 'owner', condition: '==', dataType: 'userid', data: '' },
      { field: 'CreatedAt', condition: '>', dataType: 'xDaysAgo', data: '7' },
    ]);
  });

  it('a secondary collection is only ever added; required fields named', () => {
    expect(collectionChanges(proyectos, saved, { ...saved, secondaryCollection: 'diarios' })).toEqual({
      secondaryCollection: 'diarios',
    });
    const withJournals = collectionForm({ ...proyectos, secondaryCollection: 'diarios' });
    expect(
      collectionChanges(proyectos, withJournals, { ...withJournals, secondaryCollection: 'otros' }),
    ).toBeNull();
    expect(collectionFormProblems({ ...saved, name: ' ', mainSortField: '' })).toEqual([
      'name',
      'mainSortField',
    ]);
  });
});
