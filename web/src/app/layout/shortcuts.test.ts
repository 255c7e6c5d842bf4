import { describe, expect, it } from 'vitest';
import { buildShortcuts, shortcutLink } from './shortcuts';

describe('shortcut links', () => {
  it.each([
    ['w1', [{ key: 'proyectos' }, { key: 'incidencias' }], '/widget/proyectos/w1/none'],
    ['w1', [{ key: 'incidencias' }], '/widget/incidencias/w1/none'],
    ['w1', [], '/widget/ALLCOLLECTIONS/w1/none'],
    ['a b/c', [{ key: 'día' }], '/widget/d%C3%ADa/a%20b%2Fc/none'],
  ])('widget %j with collections %j → %s', (widget, collections, expected) => {
    expect(shortcutLink(widget, collections)).toBe(expected);
  });

  it('builds one shortcut per menu item, in order, with title or null', () => {
    const shortcuts = buildShortcuts(
      [
        { widget: 'w1', icon: 'event', title: 'Agenda' },
        { widget: 'w2', icon: 'nope', title: '  ' },
        { widget: 'w1', icon: 'chart' },
      ],
      [{ key: 'proyectos' }],
    );
    expect(shortcuts).toEqual([
      { key: '0-w1', to: '/widget/proyectos/w1/none', icon: 'calendar', title: 'Agenda' },
      { key: '1-w2', to: '/widget/proyectos/w2/none', icon: 'widget', title: null },
      { key: '2-w1', to: '/widget/proyectos/w1/none', icon: 'chart', title: null },
    ]);
  });
});
