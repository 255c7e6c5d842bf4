import {
  type FieldDefinition,
  type FieldType,
  fieldListSchema,
  numericFieldTypes,
  optionFieldTypes,
} from '@colmena/shared/fields';
import { normalizeCollectionKey } from '@colmena/shared/schemas';

/** A declared field as its editor row holds it: numbers and options as typed. */
export interface FieldForm {
  key: string;
  labelEs: string;
  labelEn: string;
  /** The help text shown under the input in forms ('' = none); English falls back to Spanish. */
  helpEs: string;
  helpEn: string;
  type: FieldType;
  required: boolean;
  onCard: boolean;
  /** choice / multiChoice: one option per line. */
  options: string;
  min: string;
  max: string;
  /** documentRef: the collection key. */
  collection: string;
  /** calculated. */
  formula: string;
  /** Conditional visibility: the key of the field it depends on ('' = always shown). */
  showWhenField: string;
  /** …and the value that field must hold ('' = any value; a yes/no holds 'true' or 'false'). */
  showWhenEquals: string;
  /** Settings of the definition the form does not edit (default, step), kept as they are. */
  kept: Partial<FieldDefinition>;
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function fieldForms(fields: readonly FieldDefinition[] | undefined): FieldForm[] {
  return (fields ?? []).map(
    ({
      key,
      label,
      help,
      type,
      required,
      onCard,
      options,
      min,
      max,
      collection,
      formula,
      showWhen,
      ...kept
    }) => ({
      key,
      labelEs: label.es,
      labelEn: label.en,
      helpEs: help?.es ?? '',
      helpEn: help?.en ?? '',
      type,
      required,
      onCard,
      options: (options ?? []).join('\n'),
      min: numberText(min),
      max: numberText(max),
      collection: collection ?? '',
      formula: formula ?? '',
      showWhenField: showWhen?.field ?? '',
      showWhenEquals: showWhen?.equals === undefined ? '' : String(showWhen.equals),
      kept,
    }),
  );
}

export function newFieldForm(): FieldForm {
  return {
    key: '',
    labelEs: '',
    labelEn: '',
    helpEs: '',
    helpEn: '',
    type: 'shortText',
    required: false,
    onCard: false,
    options: '',
    min: '',
    max: '',
    collection: '',
    formula: '',
    showWhenField: '',
    showWhenEquals: '',
    kept: {},
  };
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/**
 * The key a row saves under: as typed (it may name the keys older documents already hold, such as
 * "Habitación"), else derived from its Spanish label by spec §5's key normalisation ("Pieza
 * averiada" -> "piezaaveriada"), never the label itself with its spaces and accents.
 */
export const rowKey = (form: Pick<FieldForm, 'key' | 'labelEs'>) =>
  form.key.trim() || normalizeCollectionKey(form.labelEs);

/** A row's condition as the definition keeps it: the value typed as the named field's type holds it. */
function showWhenOf(form: FieldForm, forms: readonly FieldForm[]) {
  if (form.showWhenField === '') return undefined;
  const target = forms.find((other) => rowKey(other) === form.showWhenField);
  const text = form.showWhenEquals.trim();
  if (text === '') return { field: form.showWhenField };
  if (target?.type === 'yesNo') return { field: form.showWhenField, equals: text === 'true' };
  if (target && numericFieldTypes.has(target.type)) {
    const number = numberOf(text);
    return {
      field: form.showWhenField,
      equals: number !== undefined && Number.isFinite(number) ? number : text,
    };
  }
  return { field: form.showWhenField, equals: text };
}

/** The definitions a list of rows stands for (a blank key is derived from the Spanish label). */
export function fieldDefinitions(forms: readonly FieldForm[]): unknown[] {
  return forms.map((form) => {
    const showWhen = showWhenOf(form, forms);
    const label = { es: form.labelEs.trim(), en: form.labelEn.trim() || form.labelEs.trim() };
    const helpEs = form.helpEs.trim();
    const helpEn = form.helpEn.trim();
    const options = form.options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean);
    const min = numberOf(form.min);
    const max = numberOf(form.max);
    return {
      ...form.kept,
      key: rowKey(form),
      label,
      // One language typed serves both; none, no help.
      ...(helpEs || helpEn ? { help: { es: helpEs || helpEn, en: helpEn || helpEs } } : {}),
      type: form.type,
      required: form.required,
      onCard: form.onCard,
      ...(optionFieldTypes.has(form.type) ? { options } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(form.type === 'documentRef' ? { collection: form.collection.trim() } : {}),
      ...(form.type === 'calculated' ? { formula: form.formula.trim() } : {}),
      ...(showWhen ? { showWhen } : {}),
    };
  });
}

/** Each row's first problem (the shared schema's message), by row index; empty when all are fine. */
export function fieldFormProblems(forms: readonly FieldForm[]): Map<number, string> {
  const parsed = fieldListSchema.safeParse(fieldDefinitions(forms));
  const problems = new Map<number, string>();
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) {
    const row = issue.path[0];
    if (typeof row === 'number' && !problems.has(row))
      problems.set(row, `${issue.path.slice(1).join('.')}: ${issue.message}`);
  }
  return problems;
}
