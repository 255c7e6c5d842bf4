import type { ImportCell } from '@colmena/shared/imports';
import { importLimits, isBlankRow } from '@colmena/shared/imports';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/AppError';
import { importPreview, importPreviewKeepingRows } from './importPreview';
import { countKeptRows, keptRows } from './importRowsSource';
import { workbookBytes } from './importTestKit';

async function* chunksOf(...parts: (string | Buffer)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}

async function all(rows: AsyncIterable<ImportCell[]>): Promise<ImportCell[][]> {
  const out: ImportCell[][] = [];
  for await (const row of rows) out.push(row);
  return out;
}

const euro = Buffer.from('["5 €"]\n');

describe('keptRows', () => {
  it.each<[string, (string | Buffer)[], ImportCell[][]]>([
    ['one line a chunk', ['["a",1]\n', '[]\n', '[null,true]\n'], [['a', 1], [], [null, true]]],
    ['lines across chunks', ['["a",', '1]\n[', ']\n[null,true]\n'], [['a', 1], [], [null, true]]],
    ['a character split between chunks', [euro.subarray(0, 5), euro.subarray(5)], [['5 €']]],
    ['no line break after the last line', ['["x"]\n["y"]'], [['x'], ['y']]],
    ['nothing', [], []],
  ])('reads %s', async (_name, parts, expected) => {
    expect(await all(keptRows(chunksOf(...parts)))).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['a line that is no JSON', '["a"\n', 'import_not_a_spreadsheet'],
    ['a line that is no row', '{"a":1}\n', 'import_not_a_spreadsheet'],
    ['a cell that is no cell', '[["nested"]]\n', 'import_not_a_spreadsheet'],
    [
      'too many columns',
      `${JSON.stringify(Array(importLimits.maxColumns + 1).fill(1))}\n`,
      'import_too_many_columns',
    ],
    [
      'a cell too long',
      `${JSON.stringify(['x'.repeat(importLimits.maxCellLength + 1)])}\n`,
      'import_cell_too_long',
    ],
  ])('refuses %s', async (_name, text, code) => {
    await expect(all(keptRows(chunksOf('["header"]\n', text)))).rejects.toMatchObject({ code });
  });

  it('refuses more rows than the bounds allow, the header not counted', async () => {
    const limits = { ...importLimits, maxRows: 2 };
    expect(await all(keptRows(chunksOf('["h"]\n[1]\n[2]\n'), limits))).toHaveLength(3);
    await expect(all(keptRows(chunksOf('["h"]\n[1]\n[2]\n[3]\n'), limits))).rejects.toMatchObject({
      code: 'import_too_many_rows',
    });
  });
});

describe('countKeptRows', () => {
  // Each row after a header line, and whether it is a data row (true) or a blank one.
  const rows: [ImportCell[], boolean][] = [
    [['Obra'], true],
    [[1500], true],
    [[-3], true],
    [[0], true],
    [[true], true],
    [[false], true],
    [['x', null], true],
    [['"citado"'], true],
    [['\\ruta'], true],
    [[' con espacio delante'], true],
    [['\tTabulada'], true],
    [['\u00a0no separable y algo'], true],
    [['ñandú'], true],
    [[null, 'tarde'], true],
    [['', 7], true],
    [[], false],
    [[null], false],
    [[''], false],
    [['   '], false],
    [['\t\n\r\f\u000b'], false],
    [['\u00a0\u2003\u3000\ufeff'], false],
    [[null, '', '  '], false],
  ];

  it.each(rows)('counts %j as a data row: %s', async (cells, counted) => {
    expect(isBlankRow(cells)).toBe(!counted);
    const text = `["h"]\n${JSON.stringify(cells)}\n`;
    expect(await countKeptRows(chunksOf(text))).toBe(counted ? 1 : 0);
  });

  it('counts as reading every row would, lines split across chunks and no break after the last', async () => {
    const text = ['["h"]', ...rows.map(([cells]) => JSON.stringify(cells))].join('\n');
    const parts = Array.from({ length: Math.ceil(text.length / 7) }, (_, i) => text.slice(i * 7, i * 7 + 7));
    const read = (await all(keptRows(chunksOf(text)))).slice(1).filter((cells) => !isBlankRow(cells));
    expect(await countKeptRows(chunksOf(...parts))).toBe(read.length);
    expect(read.length).toBe(rows.filter(([, counted]) => counted).length);
  });

  it('refuses more rows than the bounds allow, blank lines counted, the header not', async () => {
    const limits = { ...importLimits, maxRows: 2 };
    expect(await countKeptRows(chunksOf('["h"]\n[1]\n[]\n'), limits)).toBe(1);
    await expect(countKeptRows(chunksOf('["h"]\n[1]\n[]\n[3]\n'), limits)).rejects.toMatchObject({
      code: 'import_too_many_rows',
    });
  });
});

describe('importPreviewKeepingRows', () => {
  const sheet = [['Nombre', 'Importe'], ['Obra "norte"\nsegunda línea', 1500.5], [], ['Obra sur', null]];

  it('keeps every row as read, blank lines and header included, and reads them back the same', async () => {
    const kept: Uint8Array[] = [];
    const preview = await importPreviewKeepingRows(await workbookBytes(sheet), async (lines) => {
      for await (const piece of lines) kept.push(piece);
    });
    expect(preview).toMatchObject({ headers: ['Nombre', 'Importe'], total: 2 });
    expect(await all(keptRows(chunksOf(...kept.map((piece) => Buffer.from(piece)))))).toEqual([
      ['Nombre', 'Importe'],
      ['Obra "norte"\nsegunda línea', 1500.5],
      [],
      ['Obra sur'],
    ]);
  });

  it('gives the same preview when the rows are too large to keep', async () => {
    const bytes = await workbookBytes(sheet);
    const kept = await importPreviewKeepingRows(bytes, async (lines) => {
      for await (const _ of lines) throw new AppError('file_too_big');
    });
    expect(kept).toEqual(await importPreview(bytes));
    expect(kept.total).toBe(2);
  });

  it('refuses a hostile file with the catalogue’s error, whatever keeps its rows', async () => {
    const bytes = await workbookBytes([
      Array.from({ length: importLimits.maxColumns + 1 }, (_, i) => `c${i}`),
    ]);
    await expect(
      importPreviewKeepingRows(bytes, async (lines) => {
        for await (const _ of lines);
      }),
    ).rejects.toMatchObject({ code: 'import_too_many_columns' });
  });
});
