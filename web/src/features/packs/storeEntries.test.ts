import { bundledPackFiles } from '@colmena/shared/packs/bundled';
import { describe, expect, it } from 'vitest';
import { storeEntries } from './storeEntries';

const installed = {
  version: '1.0.0',
  language: 'es',
  at: '2026-11-26T10:00:00.000Z',
  by: 'u1',
  collections: ['ventas'],
  widgets: [],
  widgetsMenu: [],
  colors: {},
  colorsCreated: false,
  addedFields: [],
  documents: [],
};
const file = JSON.stringify({
  format: 'colmena-pack/1',
  id: 'mio',
  version: '2.0.0',
  name: 'Mío',
  description: 'Mine',
});

describe('storeEntries', () => {
  it.each([
    [
      'no records: the bundled packs, none installed',
      [],
      { bundled: ['reformas', 'soporte', 'crm'], installed: [], own: [] },
    ],
    [
      'a bundled pack installed',
      [{ FireId: 'crm', installed }],
      { bundled: ['reformas', 'soporte', 'crm'], installed: ['crm'], own: [] },
    ],
    [
      'a private file',
      [{ FireId: 'mio', file }],
      { bundled: ['reformas', 'soporte', 'crm'], installed: [], own: ['mio'] },
    ],
    [
      'an install whose file was discarded is still listed (to uninstall)',
      [{ FireId: 'gone', name: 'Gone', installed }],
      { bundled: ['reformas', 'soporte', 'crm'], installed: ['gone'], own: ['gone'] },
    ],
    [
      'a record with neither is not listed',
      [{ FireId: 'empty' }],
      { bundled: ['reformas', 'soporte', 'crm'], installed: [], own: [] },
    ],
  ])('%s', (_name, records, expected) => {
    const entries = storeEntries(bundledPackFiles, records);
    expect(entries.bundled.map((e) => e.id)).toEqual(expected.bundled);
    expect(entries.private.map((e) => e.id)).toEqual(expected.own);
    expect([...entries.bundled, ...entries.private].filter((e) => e.installed).map((e) => e.id)).toEqual(
      expected.installed,
    );
  });

  it('a broken private file says why and offers no install', () => {
    const [entry] = storeEntries([], [{ FireId: 'bad', file: '{"format":"x"}' }]).private;
    expect(entry?.packs).toBeNull();
    expect(entry?.problem).toContain('format');
  });
});
