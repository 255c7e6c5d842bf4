import { describe, expect, it } from 'vitest';
import { bundledPackFiles } from './bundled';
import { canonicalJson, fingerprint } from './fingerprint';
import { localizePack } from './localizePack';
import { packClashes } from './packClashes';
import { checkPackFile, packContents } from './packFile';
import { maxPackBytes, maxPackDocuments, packFormat } from './packSchema';

const minimal = (extra: Record<string, unknown> = {}) => ({
  format: packFormat,
  id: 'tiny',
  version: '1.0.0',
  name: { $es: 'Pequeño', $en: 'Tiny' },
  description: 'A pack',
  ...extra,
});

describe('localizePack', () => {
  it.each([
    ['a localized text', { $es: 'Obra', $en: 'Job' }, 'Obra', 'Job'],
    ['plain text stays', 'Name', 'Name', 'Name'],
    ['a localized key', { '$es:Cliente|$en:Client': 'Ana' }, { Cliente: 'Ana' }, { Client: 'Ana' }],
    ['nested in arrays', [{ x: { $es: 'a', $en: 'b' } }], [{ x: 'a' }], [{ x: 'b' }]],
    [
      'an object with a third key is data',
      { $es: 'a', $en: 'b', c: 1 },
      { $es: 'a', $en: 'b', c: 1 },
      { $es: 'a', $en: 'b', c: 1 },
    ],
    ['a non-text value is data', { $es: 1, $en: 'b' }, { $es: 1, $en: 'b' }, { $es: 1, $en: 'b' }],
  ])('%s', (_name, input, es, en) => {
    expect(localizePack(input, 'es')).toEqual(es);
    expect(localizePack(input, 'en')).toEqual(en);
  });

  it('keeps a "__proto__" key as a plain field', () => {
    const out = localizePack(JSON.parse('{"__proto__": {"polluted": true}}'), 'en') as Record<
      string,
      unknown
    >;
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('fingerprint', () => {
  it('does not depend on key order', () => {
    expect(fingerprint({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      fingerprint({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(canonicalJson({ b: 1, a: undefined })).toBe('{"b":1}');
  });
  it.each([
    [{ a: 1 }, { a: 2 }],
    [{ a: [1, 2] }, { a: [2, 1] }],
    [{ a: '1' }, { a: 1 }],
    [{ JournalsCount: 1 }, { JournalsCount: 2 }],
  ])('tells %j from %j', (a, b) => {
    expect(fingerprint(a)).not.toBe(fingerprint(b));
  });
});

describe('checkPackFile', () => {
  it.each(bundledPackFiles.map((file) => [(file as { id: string }).id, file]))(
    'the bundled pack %s is valid in Spanish and English',
    (_id, file) => {
      const checked = checkPackFile(file);
      if (!checked.ok) throw new Error(checked.problem);
      expect(packContents(checked.packs.es).collections.length).toBeGreaterThan(0);
      expect(checked.packs.es.name).not.toBe(checked.packs.en.name);
      // As text too: the store creator's files are JSON text.
      expect(checkPackFile(JSON.stringify(file)).ok).toBe(true);
    },
  );

  it('the largest bundled pack has the most sample documents a pack may have', () => {
    const sizes = bundledPackFiles.map(
      (file) =>
        (checkPackFile(file) as { ok: true; packs: { en: { documents: unknown[] } } }).packs.en.documents
          .length,
    );
    expect(Math.max(...sizes)).toBe(maxPackDocuments);
  });

  const collection = { key: 'Tareas Ñ', name: 'Tareas' };
  const widget = { docId: 'w-1', widget: { place: 'company', type: 'text', title: 'Hola' } };
  it.each([
    ['not JSON', '{', 'not JSON'],
    ['an array', [], 'not a pack'],
    ['another format', minimal({ format: 'other/1' }), 'format'],
    ['a bad id', minimal({ id: 'Bad Id' }), 'id'],
    ['a bad version', minimal({ version: 'v1' }), 'version'],
    ['a name only in one language', minimal({ name: { $es: '', $en: 'Tiny' } }), 'name'],
    ['a key twice', minimal({ collections: [collection, { ...collection, key: 'tareasN' }] }), 'twice'],
    [
      'a shortcut to a widget not in the pack',
      minimal({ widgetsMenu: [{ widget: 'w-x', icon: 'star' }] }),
      'not a widget of the pack',
    ],
    [
      'a document outside its collections',
      minimal({ collections: [collection], documents: [{ collection: 'otra', docId: 'a', data: {} }] }),
      'not a collection of the pack',
    ],
    ['a colour that is no hex', minimal({ colors: { primary: 'red' } }), 'Bad Hex'],
    [
      'a widget of an unknown kind',
      minimal({ widgets: [{ ...widget, widget: { ...widget.widget, type: 'nope' } }] }),
      'widget',
    ],
    ['too big', minimal({ description: 'x'.repeat(maxPackBytes) }), 'bigger than'],
    ['ids that differ by language', minimal({ id: { $es: 'uno', $en: 'one' } }), 'same in both languages'],
  ])('refuses %s', (_name, file, problem) => {
    const checked = checkPackFile(file);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toContain(problem);
  });

  it('normalises collection keys and applies the defaults', () => {
    const checked = checkPackFile(minimal({ collections: [collection], widgets: [widget] }));
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.packs.en.collections[0]?.key).toBe('tareasn');
    expect(checked.packs.en.widgets[0]?.widget).toMatchObject({ place: 'company', type: 'text' });
  });
});

describe('packClashes', () => {
  const checked = checkPackFile(
    minimal({
      collections: [{ key: 'tareas', name: 'Tareas', secondaryCollection: 'notas' }],
      widgets: [{ docId: 'w-1', widget: { place: 'company', type: 'text' } }],
      documents: [{ collection: 'tareas', docId: 't-1', data: { Name: 'Uno' } }],
    }),
  );
  if (!checked.ok) throw new Error(checked.problem);
  const pack = checked.packs.en;
  const none = { definitions: [], takenWidgets: [], takenDocuments: [], installed: false };
  it.each([
    ['nothing in the way', none, []],
    ['installed already', { ...none, installed: true }, ['pack:tiny']],
    ['the key', { ...none, definitions: [{ key: 'tareas', mainCollection: 'x' }] }, ['collection:tareas']],
    [
      'a collection of another key',
      { ...none, definitions: [{ key: 'otra', mainCollection: 'notas' }] },
      ['collection:notas'],
    ],
    ['a widget id', { ...none, takenWidgets: ['w-1'] }, ['widget:w-1']],
    ['a kept document', { ...none, takenDocuments: ['tareas/t-1'] }, ['document:tareas/t-1']],
  ])('%s', (_name, company, clashes) => {
    expect(packClashes(pack, company)).toEqual(clashes);
  });

  it('a reserved collection name clashes', () => {
    const reserved = checkPackFile(minimal({ collections: [{ key: 'agenda', name: 'Agenda' }] }));
    if (!reserved.ok) throw new Error(reserved.problem);
    expect(packClashes(reserved.packs.en, none)).toEqual(['collection:agenda']);
  });
});
