import { describe, expect, it } from 'vitest';
import { iconFor } from './iconFor';

describe('iconFor', () => {
  it.each([
    ['dashboard', 'apps'],
    ['Event', 'calendar'],
    ['bar_chart', 'chart'],
    ['chat', 'chat'],
    ['calendar', 'calendar'],
    ['palette', 'palette'],
    ['gallery', 'image'],
    ['something-unknown', 'widget'],
    ['  star ', 'star'],
    [undefined, 'widget'],
  ])('%j → %s', (icon, expected) => {
    expect(iconFor(icon)).toBe(expected);
  });
});
