import { describe, expect, it } from 'vitest';
import { cardPresentation } from './cardPresentation';
import { widgetPageLink, widgetsForCollection, widgetsFromDocs } from './widgetList';

const doc = (FireId: string, extra: Record<string, unknown> = {}) => ({
  FireId,
  collection: 'widgets',
  place: 'project',
  ...extra,
});

describe('widgetsFromDocs', () => {
  it('orders by order, then id, without order last; leaves out what is no widget', () => {
    const widgets = widgetsFromDocs([
      doc('c'),
      doc('b', { order: 2 }),
      doc('a', { order: 2 }),
      doc('z', { order: 1 }),
      doc('bad', { place: 'kitchen' }),
    ]);
    expect(widgets.map((w) => w.FireId)).toEqual(['z', 'a', 'b', 'c']);
  });
});

describe('widgetsForCollection', () => {
  const widgets = widgetsFromDocs([
    doc('mine', { keyOfCollection: 'proyectos' }),
    doc('all', { keyOfCollection: 'ALLCOLLECTIONS' }),
    doc('none'),
    doc('other', { keyOfCollection: 'incidencias' }),
  ]);
  it('keeps the widgets of the collection and of every collection', () => {
    expect(widgetsForCollection(widgets, 'proyectos').map((w) => w.FireId)).toEqual(['all', 'mine', 'none']);
  });
});

describe('widgetPageLink', () => {
  const [company] = widgetsFromDocs([doc('w 1', { place: 'company', keyOfCollection: 'inc' })]);
  const [open] = widgetsFromDocs([doc('w2', { place: 'public' })]);
  it.each([
    ['on a document', company, 'proyectos', 'p1', '/widget/proyectos/w%201/p1'],
    ['its own collection, no document', company, null, null, '/widget/inc/w%201/none'],
    ['a public widget', open, null, null, '/publicWidget/ALLCOLLECTIONS/w2/none'],
  ] as const)('%s', (_case, widget, collKey, documentId, expected) => {
    expect(widget && widgetPageLink(widget, collKey, documentId)).toBe(expected);
  });
});

describe('cardPresentation', () => {
  it('nothing configured, nothing changed', () => {
    expect(cardPresentation(undefined)).toEqual({
      modifiers: [],
      style: {},
      overline: null,
      subtitle: null,
      footer: null,
    });
  });
  it.each<[string, Record<string, unknown>, Partial<ReturnType<typeof cardPresentation>>]>([
    ['erraseBorder', { erraseBorder: true }, { modifiers: ['widget-card--borderless'] }],
    ['inHeader', { inHeader: true }, { modifiers: ['widget-card--in-header'] }],
    ['a width in pixels', { width: 320 }, { style: { maxWidth: '320px' } }],
    ['a height as text', { height: '20rem' }, { style: { minHeight: '20rem' } }],
    ['a length that is CSS of its own', { height: '1px;background:url(x)' }, { style: {} }],
    ['a hex icon colour', { iconColor: '#c00' }, { style: { '--widget-icon-color': '#c00' } }],
    [
      'a theme colour',
      { iconColor: 'secondary' },
      { style: { '--widget-icon-color': 'var(--color-secondary)' } },
    ],
    ['a colour that is CSS of its own', { iconColor: 'red;x:y' }, { style: {} }],
    [
      'texts',
      { elementName: 'Obras', value1: 'Activas', value3: 7 },
      { overline: 'Obras', subtitle: 'Activas', footer: '7' },
    ],
  ])('%s', (_case, config, expected) => {
    expect(cardPresentation(config)).toMatchObject(expected);
  });
});
