import {
  type FieldDefinition,
  type FieldType,
  fieldListSchema,
  optionFieldTypes,
} from '@colmena/shared/fields';

/** A declared field as its editor row holds it: numbers and options as typed. */
export interface FieldForm {
  key: string;
  labelEs: string;
  labelEn: string;
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
  /** Settings of the definition the form does not edit (help, default, step), kept as they are. */
  kept: Partial<FieldDefinition>;
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function fieldForms(fields: readonly FieldDefinition[] | undefined): FieldForm[] {
  return (fields ?? []).map(
    ({ key, label, type, required, onCard, options, min, max, collection, formula, ...kept }) => ({
      key,
      labelEs: label.es,
      labelEn: label.en,
      type,
      required,
      onCard,
      options: (options ?? []).join('\n'),
      min: numberText(min),
      max: numberText(max),
      collection: collection ?? '',
      formula: formula ?? '',
      kept,
    }),
  );
}

export function newFieldForm(): FieldForm {
  return {
    key: '',
    labelEs: '',
    labelEn: '',
    type: 'shortText',
    required: false,
    onCard: false,
    options: '',
    min: '',
    max: '',
    collection: '',
    formula: '',
    kept: {},
  };
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The definitions a list of rows stands for (a blank key takes the Spanish label). */
export function fieldDefinitions(forms: readonly FieldForm[]): unknown[] {
  return forms.map((form) => {
    const label = { es: form.labelEs.trim(), en: form.labelEn.trim() || form.labelEs.trim() };
    const options = form.options
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean);
    const min = numberOf(form.min);
    const max = numberOf(form.max);
    return {
      ...form.kept,
      key: form.key.trim() || label.es,
      label,
      type: form.type,
      required: form.required,
      onCard: form.onCard,
      ...(optionFieldTypes.has(form.type) ? { options } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...(form.type === 'documentRef' ? { collection: form.collection.trim() } : {}),
      ...(form.type === 'calculated' ? { formula: form.formula.trim() } : {}),
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
