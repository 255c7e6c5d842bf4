import { tableSettingsSchema } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import { columnsToText, textToColumns } from './tableColumnsText';

describe('table editor columns as lines', () => {
  it('both ways, headings optional', () => {
    const columns = textToColumns(' Name | Incidencia \nPrioridad\n\nEstado|\ncliente.ciudad|Ciudad');
    expect(columns).toEqual([
      { field: 'Name', label: 'Incidencia' },
      { field: 'Prioridad' },
      { field: 'Estado' },
      { field: 'cliente.ciudad', label: 'Ciudad' },
    ]);
    expect(columnsToText(columns)).toBe('Name|Incidencia\nPrioridad\nEstado\ncliente.ciudad|Ciudad');
    expect(tableSettingsSchema.safeParse({ columns }).success).toBe(true);
  });

  it('a heading without a field is left for the schema to refuse', () => {
    expect(tableSettingsSchema.safeParse({ columns: textToColumns('|Heading') }).success).toBe(false);
  });
});
