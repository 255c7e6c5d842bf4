import {
  checkDocumentFields,
  checkFieldValue,
  type FieldDefinition,
  type FieldProblem,
  isEmptyValue,
} from '@colmena/shared/fields';
import { canonicalJson } from '@colmena/shared/packs';

type Doc = Readonly<Record<string, unknown>>;

/**
 * The declared fields' values a form starts with: the document's (edit), else each field's
 * default when it fits its type (create). Nothing is made up: a yes/no without a default stays
 * unset, so a new project is not saved with "Pagado: No" nobody chose.
 */
export function declaredInitial(
  declared: readonly FieldDefinition[],
  original: Doc | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of declared) {
    if (original) {
      if (field.key in original) values[field.key] = original[field.key];
    } else if (field.default !== undefined && checkFieldValue(field, field.default).ok) {
      values[field.key] = field.default;
    }
  }
  return values;
}

export type DeclaredDraft =
  | { ok: true; data: Record<string, unknown>; remove: string[] }
  | { ok: false; problems: Record<string, FieldProblem> };

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/**
 * What the declared part of a form sends: every value is checked against its field (all of
 * them: the form shows the whole document); a create sends the values given, an edit the ones
 * that changed and removes the ones emptied.
 */
export function buildDeclared(
  declared: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  original: Doc | null,
): DeclaredDraft {
  const problems = checkDocumentFields(declared, values);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const data: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const field of declared) {
    const value = values[field.key];
    const empty = isEmptyValue(value);
    if (!original) {
      if (!empty) data[field.key] = value;
    } else if (empty) {
      if (field.key in original) remove.push(field.key);
    } else if (!same(value, original[field.key])) data[field.key] = value;
  }
  return { ok: true, data, remove };
}

/**
 * The problems a refused save showed, once one field's value changed: that field's problem
 * follows its new value (gone once the value fits, as the form widget's do), the others stay
 * until the next save. A field with no problem shown gets none while typing.
 */
export function problemsAfterChange(
  problems: Readonly<Record<string, FieldProblem>>,
  field: FieldDefinition,
  value: unknown,
): Record<string, FieldProblem> {
  if (!(field.key in problems)) return { ...problems };
  const { [field.key]: _shown, ...rest } = problems;
  const checked = checkFieldValue(field, value);
  return checked.ok ? rest : { ...rest, [field.key]: checked.problem };
}

/** Whether the declared values differ from what the form started with. */
export function declaredDirty(
  declared: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  initial: Readonly<Record<string, unknown>>,
): boolean {
  return declared.some((field) => !same(values[field.key], initial[field.key]));
}
