import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'Reforma', 'Reforma'],
    ['empty', '', ''],
    ['a comma', 'Madrid, Centro', '"Madrid, Centro"'],
    ['quotes', 'el "baño"', '"el ""baño"""'],
    ['a newline', 'a\nb', '"a\nb"'],
    ['a formula', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['a plus', '+34 600', "'+34 600"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at', '@cmd', "'@cmd"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading CR, quoted', '\r=1', `"'\r=1"`],
    ['a formula with a comma', '=HYPERLINK("x",1)', `"'=HYPERLINK(""x"",1)"`],
    ['an equals later on', 'a=b', 'a=b'],
    ['a number in Spanish format', '1.234,5', '"1.234,5"'],
  ])('%s', (_case, text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Total'],
        ['A', '=1+1'],
      ]),
    ).toBe("Name,Total\r\nA,'=1+1");
  });
  it('no rows, no text', () => {
    expect(toCsv([])).toBe('');
  });
});
