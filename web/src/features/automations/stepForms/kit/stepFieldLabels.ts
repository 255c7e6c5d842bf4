import type { MessageKey } from '@colmena/shared';
import { automationStepsEn } from '@colmena/shared/i18n/automationStepsEn';

/** The catalogue section of a kind's labels, where it is not the kind's own name. */
const sections: Readonly<Record<string, string>> = { excel: 'file', pdf: 'file', pptx: 'file' };

/**
 * Setting paths (list places left out) whose form label is not `<section>.<last part>`: the forms
 * name a few settings by what they mean to the user rather than by their key.
 */
const aliases: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  pivot: {
    'source.from': 'from',
    'source.query': 'collection',
    'source.query.collection': 'collection',
    'source.filters': 'filters',
    'source.filters.field': 'filterField',
    'source.filters.op': 'filterOp',
    'source.filters.value': 'filterValue',
    'source.rows': 'rows',
    'pivot.rows': 'groupRows',
    'pivot.rows.field': 'groupRows',
    'pivot.rows.bucket': 'bucket',
    'pivot.cols': 'groupCols',
    'pivot.cols.field': 'groupCols',
    'pivot.cols.bucket': 'bucket',
    pivot: 'values',
  },
  task: {
    expires_on: 'expiresOn',
    project: 'linkProject',
    'project.collKey': 'projectCollection',
    'project.id': 'projectId',
  },
  scraper: { 'fields.name': 'fieldName' },
  file: {
    columns: 'columns',
    'columns.field': 'columnField',
    'columns.label': 'columnLabel',
    'columns.type': 'columnType',
  },
};

const isKey = (key: string): key is MessageKey => Object.hasOwn(automationStepsEn, key);

/**
 * The catalogue key of the label a step's form shows for the setting at `path` (a zod issue's
 * path inside the step's config), or null when no form field stands for it. A setting inside a
 * list (`pivot.values.1.field`) is labelled as its field; a path the forms do not label is read
 * upwards until one is (`message.parameters.2` → the parameters).
 */
export function stepFieldLabelKey(kind: string, path: readonly PropertyKey[]): MessageKey | null {
  const section = sections[kind] ?? kind;
  const own = aliases[section] ?? {};
  const parts = path.filter((part): part is string => typeof part === 'string');
  for (let end = parts.length; end > 0; end--) {
    const joined = parts.slice(0, end).join('.');
    const alias = own[joined];
    const candidates = [alias, parts[end - 1]].filter((c): c is string => c !== undefined);
    for (const candidate of candidates) {
      const key = `automationSteps.${section}.${candidate}`;
      if (isKey(key)) return key;
    }
  }
  return null;
}
