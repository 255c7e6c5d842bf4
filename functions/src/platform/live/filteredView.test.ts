import { describe, expect, it } from 'vitest';
import type { DocChange, StoredDoc } from '../store/Store';
import { FilteredView } from './filteredView';

const doc = (id: string, visible: boolean): StoredDoc => ({ FireId: id, collection: 'widgets', visible });
const change = (type: DocChange['type'], id: string, visible: boolean): DocChange => ({
  type,
  doc: doc(id, visible),
});

describe('FilteredView', () => {
  it('keeps only passing documents in a snapshot', () => {
    const view = new FilteredView((d) => d.visible === true);
    expect(view.snapshot([doc('a', true), doc('b', false)]).map((d) => d.FireId)).toEqual(['a']);
  });

  it.each([
    ['a shown doc that still passes stays modified', change('modified', 'a', true), [['modified', 'a']]],
    ['a shown doc that stops passing is removed', change('modified', 'a', false), [['removed', 'a']]],
    ['a hidden doc that starts passing is added', change('modified', 'b', true), [['added', 'b']]],
    ['a hidden doc that still fails is not mentioned', change('modified', 'b', false), []],
    ['a new passing doc is added', change('added', 'c', true), [['added', 'c']]],
    ['a new failing doc is not mentioned', change('added', 'c', false), []],
    ['removing a shown doc is removed', change('removed', 'a', true), [['removed', 'a']]],
    ['removing a hidden doc is not mentioned', change('removed', 'b', false), []],
  ])('%s', (_name, input, expected) => {
    const view = new FilteredView((d) => d.visible === true);
    view.snapshot([doc('a', true), doc('b', false)]);
    expect(view.changes([input]).map((c) => [c.type, c.doc.FireId])).toEqual(expected);
  });

  it('a removal names the document only: the version that fails the filter never travels', () => {
    const view = new FilteredView((d) => d.visible === true);
    view.snapshot([doc('a', true), doc('d', true)]);
    const raised = { FireId: 'a', collection: 'widgets', visible: false, title: 'secret' };
    const deleted = { FireId: 'd', collection: 'widgets', visible: true, title: 'old' };
    expect(
      view.changes([
        { type: 'modified', doc: raised },
        { type: 'removed', doc: deleted },
      ]),
    ).toEqual([
      { type: 'removed', doc: { FireId: 'a', collection: 'widgets' } },
      { type: 'removed', doc: { FireId: 'd', collection: 'widgets' } },
    ]);
  });
});
