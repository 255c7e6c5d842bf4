import { describe, expect, it } from 'vitest';
import { printableText, wrapText } from './wrapText';

/** Every character 1 point wide: widths are character counts. */
const measure = (text: string) => Array.from(text).length;

describe('wrapText', () => {
  it.each<[string, string, number, string[]]>([
    ['fits on one line', 'una obra', 20, ['una obra']],
    ['breaks between words', 'reforma de la cocina', 10, ['reforma de', 'la cocina']],
    ['keeps its own line breaks', 'uno\ndos', 20, ['uno', 'dos']],
    ['cuts a word longer than the line', 'abcdefghijkl', 5, ['abcde', 'fghij', 'kl']],
    ['cuts a long word after a short one', 'ab abcdefgh', 4, ['ab', 'abcd', 'efgh']],
    ['empty text is one empty line', '', 10, ['']],
    ['never splits a character made of two code units', '😀😀😀', 1, ['😀', '😀', '😀']],
    ['collapses runs of spaces', 'a    b', 10, ['a b']],
  ])('%s', (_name, text, width, lines) => {
    const wrapped = wrapText(text, width, measure);
    expect(wrapped).toEqual(lines);
    for (const line of wrapped) expect(measure(line) <= width || Array.from(line).length === 1).toBe(true);
  });

  it.each([
    ['tabs as spaces', 'a\tb', 'a b'],
    ['CR LF as LF', 'a\r\nb\rc', 'a\nb\nc'],
    ['control characters dropped', 'a\u0000b\u0007c', 'abc'],
    ['decomposed accents composed (NFC)', 'nin\u0303o', 'niño'],
  ])('printableText: %s', (_name, text, expected) => {
    expect(printableText(text)).toBe(expected);
  });
});
