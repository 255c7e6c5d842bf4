import { importBatchBudget, importBatchRows } from '@colmena/shared/imports';
import { describe, expect, it } from 'vitest';
import { RowSpool } from './rowSpool';
import { batchesOf } from './runImport';

describe('RowSpool', () => {
  it('gives back every row as pushed: its line and its JSON, accents and long rows included', () => {
    const spool = new RowSpool();
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      line: i + 2,
      json: JSON.stringify({ Name: `Cigüeña ${i} ñandú €`, Notas: 'x'.repeat(i % 300) }),
    }));
    // A row longer than a block gets a block of its own.
    rows.push({ line: 9_999, json: JSON.stringify({ Notas: 'á'.repeat(700_000) }) });
    rows.push({ line: 10_000, json: '{"Name":"after the long one"}' });
    for (const row of rows) spool.push(row.line, row.json);
    expect(spool.length).toBe(rows.length);
    rows.forEach((row, i) => {
      expect(spool.line(i)).toBe(row.line);
      expect(spool.json(i)).toBe(row.json);
      expect(spool.jsonLength(i)).toBe(row.json.length);
    });
  });
});

describe('batchesOf', () => {
  const sizes = (list: number[]) => (i: number) => list[i] ?? 0;
  it.each([
    { name: 'no rows: one empty batch', count: 0, size: 10, fields: 10, want: [[0, 0]] },
    { name: 'a short sheet: one batch', count: 3, size: 10, fields: 10, want: [[0, 3]] },
    {
      name: '2,000 rows of 10 fields: 12,000 / (10 + 4) = 857 a batch',
      count: 2_000,
      size: 100,
      fields: 10,
      want: [
        [0, 857],
        [857, 1_714],
        [1_714, 2_000],
      ],
    },
    {
      name: '2,500 narrow rows: 1,000 a batch',
      count: 2_500,
      size: 100,
      fields: 5,
      want: [
        [0, importBatchRows],
        [1_000, 2_000],
        [2_000, 2_500],
      ],
    },
    {
      name: 'a wide sheet: as many rows as the field budget allows',
      // 96 fields + 4 of the row's own: 12,000 / 100 = 120 rows a batch.
      count: 250,
      size: 100,
      fields: 96,
      want: [
        [0, importBatchBudget.fields / 100],
        [120, 240],
        [240, 250],
      ],
    },
  ])('$name', ({ count, size, fields, want }) => {
    const bounds = batchesOf(count, () => size, fields).map((b) => [b.start, b.end]);
    expect(bounds).toEqual(want);
  });

  it('cuts a batch before a row that would pass the byte budget, and never leaves a row out', () => {
    const list = [400_000, 150_000, 100_000, 10, 599_000];
    const bounds = batchesOf(list.length, sizes(list), 5).map((b) => [b.start, b.end]);
    expect(bounds).toEqual([
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
  });
});
