import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { checkedPreview, firstMapping, importIdOf, mappingKey, readRemembered, remember } from './importPlan';
import { refusalParams } from './refusalParams';

const fields = [
  fieldDefinitionSchema.parse({
    key: 'Name',
    label: { es: 'Nombre', en: 'Name' },
    type: 'shortText',
    required: true,
  }),
  fieldDefinitionSchema.parse({ key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency' }),
];

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe('import plan', () => {
  it('checks the preview rows as the server will, row by row', () => {
    const rows = checkedPreview(
      {
        headers: ['Nombre', 'Importe'],
        rows: [
          { line: 2, cells: ['Obra', '1.200,5'] },
          { line: 3, cells: ['', 'mucho'] },
        ],
        total: 2,
      },
      ['Name', 'Importe'],
      fields,
    );
    expect(rows.map((r) => r.problems)).toEqual([
      [],
      [
        { field: 'Name', code: 'required' },
        { field: 'Importe', code: 'not_number' },
      ],
    ]);
  });

  it("remembers a collection's mapping by heading and offers it for the next file", () => {
    const storage = memoryStorage();
    const key = mappingKey('acme', 'u1', 'obras');
    expect(firstMapping(['Cliente', 'Importe'], fields, readRemembered(storage, key))).toEqual([
      null,
      'Importe',
    ]);
    remember(storage, key, ['Cliente', 'Importe'], ['Name', 'Importe']);
    expect(firstMapping(['Importe', 'Cliente'], fields, readRemembered(storage, key))).toEqual([
      'Importe',
      'Name',
    ]);
    expect(readRemembered(storage, mappingKey('acme', 'u1', 'otra'))).toEqual({});
  });

  it('makes import ids the server accepts, and names the bound of a refusal', () => {
    expect(importIdOf('3b9d-44a1-8c2e-0f1a2b3c4d5e6f70')).toMatch(/^[A-Za-z0-9]{8,60}$/);
    expect(refusalParams('import_file_too_big')).toEqual({ max: 20 });
    expect(refusalParams('import_too_many_rows')).toEqual({ max: 200_000 });
    expect(refusalParams('forbidden')).toEqual({});
  });
});
