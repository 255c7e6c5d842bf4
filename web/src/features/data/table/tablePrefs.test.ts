import { describe, expect, it } from 'vitest';
import { defaultPrefs, readTablePrefs, type TablePrefs, tablePrefsKey, writeTablePrefs } from './tablePrefs';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const prefs: TablePrefs = {
  view: 'table',
  hidden: ['Notas'],
  filters: {
    Name: { kind: 'text', text: 'coc' },
    Importe: { kind: 'number', min: 10, max: null },
    Inicio: { kind: 'date', from: '2026-01-01', to: null },
    Pagado: { kind: 'yesNo', value: false },
    Estado: { kind: 'choice', value: 'Abierto' },
  },
};

describe('remembered table choices', () => {
  it('one key per company, user and collection', () => {
    const keys = new Set([
      tablePrefsKey('demo', 'u1', 'proyectos'),
      tablePrefsKey('demo', 'u2', 'proyectos'),
      tablePrefsKey('demo', 'u1', 'obras'),
      tablePrefsKey('acme', 'u1', 'proyectos'),
    ]);
    expect(keys.size).toBe(4);
    // A dot in a name cannot make two pairs read as one.
    expect(tablePrefsKey('a.b', 'c', 'd')).not.toBe(tablePrefsKey('a', 'b.c', 'd'));
  });

  it('reads back what was written', () => {
    const storage = new MemoryStorage();
    writeTablePrefs(storage, 'k', prefs);
    expect(readTablePrefs(storage, 'k')).toEqual(prefs);
    expect(readTablePrefs(storage, 'other')).toEqual(defaultPrefs);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an object', '"table"'],
    ['null', 'null'],
  ])('falls back to the defaults: %s', (_name, stored) => {
    const storage = new MemoryStorage();
    if (stored !== null) storage.setItem('k', stored);
    expect(readTablePrefs(storage, 'k')).toEqual(defaultPrefs);
    expect(readTablePrefs(null, 'k')).toEqual(defaultPrefs);
  });

  it('keeps the good parts of a damaged entry', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'k',
      JSON.stringify({
        view: 'grid',
        hidden: 'Notas',
        filters: {
          Name: { kind: 'text', text: 'ok' },
          Importe: { kind: 'number', min: 'ten', max: null },
          Inicio: { kind: 'date', from: '01/02/2026', to: null },
          Raro: { kind: 'regex', text: '.*' },
        },
      }),
    );
    expect(readTablePrefs(storage, 'k')).toEqual({
      view: 'cards',
      hidden: [],
      filters: { Name: { kind: 'text', text: 'ok' } },
    });
  });

  it('a storage that throws neither breaks reading nor writing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readTablePrefs(broken, 'k')).toEqual(defaultPrefs);
    expect(() => writeTablePrefs(broken, 'k', prefs)).not.toThrow();
  });
});
