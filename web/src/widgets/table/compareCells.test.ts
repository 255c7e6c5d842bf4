import { describe, expect, it } from 'vitest';
import { compareCells } from './compareCells';

describe('compareCells', () => {
  it.each<[string, unknown, unknown, '<' | '>' | '=']>([
    ['numbers by value', 9, 10, '<'],
    ['text with numbers inside', 'obra 9', 'obra 10', '<'],
    ['accents folded', 'Álava', 'avila', '<'],
    ['case folded', 'a', 'A', '='],
    ['missing last', undefined, 'a', '>'],
    ['empty text last', '', 'a', '>'],
    ['two missing', null, undefined, '='],
    ['false before true', false, true, '<'],
  ])('%s', (_case, a, b, expected) => {
    const sign = Math.sign(compareCells(a, b));
    expect(sign).toBe(expected === '<' ? -1 : expected === '>' ? 1 : 0);
  });
});
