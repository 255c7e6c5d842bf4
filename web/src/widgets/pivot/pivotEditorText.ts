import {
  type PivotGroupField,
  type PivotValueSpec,
  pivotAggregations,
  pivotDateBuckets,
} from '@colmena/shared';

/**
 * The pivot editor's text forms: one grouping field per line (`Estado`, `CreatedAt:month`) and
 * one value per line (`count`, `sum:Presupuesto`). What they parse to is checked by the pivot
 * schema when the widget is saved; a line that is not a field stays as typed so the schema
 * names the problem.
 */
export function groupFieldsToText(fields: readonly unknown[] | undefined): string {
  return (fields ?? [])
    .map((field) => {
      if (typeof field === 'string') return field;
      if (field && typeof field === 'object' && 'field' in field) {
        const { field: name, bucket } = field as { field: unknown; bucket?: unknown };
        return bucket ? `${String(name)}:${String(bucket)}` : String(name);
      }
      return '';
    })
    .join('\n');
}

export function textToGroupFields(text: string): PivotGroupField[] {
  return lines(text).map((line) => {
    const at = line.lastIndexOf(':');
    const bucket = at > 0 ? line.slice(at + 1).trim() : '';
    if ((pivotDateBuckets as readonly string[]).includes(bucket)) {
      return { field: line.slice(0, at).trim(), bucket: bucket as (typeof pivotDateBuckets)[number] };
    }
    return line;
  });
}

export function valuesToText(values: readonly unknown[] | undefined): string {
  return (values ?? [])
    .map((value) => {
      if (!value || typeof value !== 'object') return '';
      const { agg, field } = value as { agg?: unknown; field?: unknown };
      return field === undefined || agg === 'count' ? String(agg ?? '') : `${String(agg)}:${String(field)}`;
    })
    .join('\n');
}

export function textToValues(text: string): PivotValueSpec[] {
  return lines(text).map((line) => {
    const at = line.indexOf(':');
    const agg = (at < 0 ? line : line.slice(0, at)).trim().toLowerCase();
    const field = at < 0 ? '' : line.slice(at + 1).trim();
    const known = (pivotAggregations as readonly string[]).includes(agg);
    // An unknown aggregation is kept as typed: the schema refuses it with its own message.
    const spec = { agg: (known ? agg : line) as PivotValueSpec['agg'] } as PivotValueSpec;
    if (field !== '' && agg !== 'count') spec.field = field;
    return spec;
  });
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
