import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './safeRelativePath';

describe('safeRelativePath', () => {
  it.each([
    ['logo.svg', ['logo.svg']],
    ['obras/obra-1.svg', ['obras', 'obra-1.svg']],
    ['..', null],
    ['../accounts.json', null],
    ['a/../../b', null],
    ['./logo.svg', null],
    ['/etc/passwd', null],
    ['a//b', null],
    ['a\\..\\b', null],
    ['C:/windows', null],
    ['a\0b', null],
    ['', null],
  ])('%j → %j', (path, expected) => {
    expect(safeRelativePath(path)).toEqual(expected);
  });
});
