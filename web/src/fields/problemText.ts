import type { Language, MessageParams } from '@colmena/shared';
import { checkFieldValue, type FieldDefinition, type FieldProblem } from '@colmena/shared/fields';
import type { Translate } from '../app/i18n/LanguageContext';

/**
 * The problem a field shows: the form's when it gives one (null: none). Left to the kit, the
 * value's own shape is checked, but emptiness is not: "required" is the form's to say, after a
 * submit, not while someone is still filling in.
 */
export function shownProblem(
  field: FieldDefinition,
  value: unknown,
  given: FieldProblem | null | undefined,
): FieldProblem | null {
  if (given !== undefined) return given;
  const checked = checkFieldValue({ ...field, required: false }, value);
  return checked.ok ? null : checked.problem;
}

/** `fields.problem.<code>` with its numbers written the reader's way (es: "0,5"). */
export function problemText(problem: FieldProblem, t: Translate, language: Language): string {
  const { code, ...rest } = problem;
  const params: MessageParams = {};
  const locale = language === 'es' ? 'es-ES' : 'en-GB';
  for (const [name, value] of Object.entries(rest))
    params[name] =
      typeof value === 'number' ? value.toLocaleString(locale, { maximumFractionDigits: 10 }) : String(value);
  return t(`fields.problem.${code}`, params);
}
