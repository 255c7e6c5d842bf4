import { describe, expect, it } from 'vitest';
import { normalizeCollectionKey } from './collectionKey';

describe('normalizeCollectionKey', () => {
  it.each([
    ['Proyectos Año 2026!', 'proyectosano2026'],
    ['proyectos', 'proyectos'],
    ['Incidencias', 'incidencias'],
    ['Habitación', 'habitacion'],
    ['ÁÉÍÓÚ áéíóú Üü Ññ', 'aeiouaeiouuunn'],
    ['Çà ça', 'caca'],
    ['my_key-2', 'my_key-2'],
    ['MY_KEY-2', 'my_key-2'],
    ['  spaced  out  ', 'spacedout'],
    ['a/b\\c.d:e', 'abcde'],
    ['tabs\tand\nnewlines', 'tabsandnewlines'],
    ['emoji 🐝 hive', 'emojihive'],
    ['Straße', 'strae'],
    ['Ørsted', 'rsted'],
    ['日本', ''],
    ['', ''],
    ['e\u0301', 'e'],
  ])('%j -> %j', (raw, key) => {
    expect(normalizeCollectionKey(raw)).toBe(key);
  });

  it('is idempotent', () => {
    const once = normalizeCollectionKey('Proyectos Año 2026!');
    expect(normalizeCollectionKey(once)).toBe(once);
  });
});
