import { describe, expect, it } from 'vitest';
import { cellDocumentIndexes, cellDocuments } from './cellDocuments';
import type { PivotDocument } from './computePivot';
import type { PivotKey } from './groupKey';
import type { PivotConfig } from './pivotConfig';

const docs: PivotDocument[] = [
  { id: 'a', region: 'Norte', city: 'Bilbao', at: '2026-01-03' },
  { id: 'b', region: 'Norte', city: 'León', at: '2026-02-01' },
  { id: 'c', region: 'Sur', city: 'Cádiz', at: '2026-01-20' },
  { id: 'd', city: 'Madrid', at: '2026-01-09' },
  { id: 'e', region: 'Norte', city: 'Bilbao', at: '2026-02-11' },
];
const config: Pick<PivotConfig, 'rows' | 'cols'> = {
  rows: ['region', 'city'],
  cols: [{ field: 'at', bucket: 'month' }],
};

describe('cellDocumentIndexes', () => {
  it.each<[string, PivotKey, PivotKey, number[]]>([
    ['a leaf cell', ['Norte', 'Bilbao'], ['2026-01'], [0]],
    ['a subtotal cell', ['Norte'], ['2026-02'], [1, 4]],
    ['a row total', ['Norte', 'Bilbao'], [], [0, 4]],
    ['a column total', [], ['2026-01'], [0, 2, 3]],
    ['the empty group', [null], [], [3]],
    ['everything', [], [], [0, 1, 2, 3, 4]],
    ['no such group', ['Este'], [], []],
    ['a key longer than the fields', ['Norte', 'Bilbao', 'x'], [], []],
  ])('%s', (_, rowKey, colKey, indexes) => {
    expect(cellDocumentIndexes(docs, config, rowKey, colKey)).toEqual(indexes);
  });

  it('hands back the documents themselves', () => {
    expect(cellDocuments(docs, config, ['Norte'], ['2026-02']).map((doc) => doc.id)).toEqual(['b', 'e']);
  });
});
