import { checkDocumentFields, type FieldDefinition } from '@colmena/shared/fields';
import type { CommandContext } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { DocData } from '../../platform/store/Store';

/** The fields a collection's definition declares for its documents (main) or journals (secondary). */
export function declaredFieldsOf(ctx: CommandContext, collection: string): readonly FieldDefinition[] {
  const area = ctx.areaOf(collection);
  if (area.kind !== 'company') return [];
  return (area.role === 'main' ? area.definition.fields : area.definition.secondaryFields) ?? [];
}

/**
 * Refuses a write whose declared fields do not fit (issue 12 point 1): `invalid_change` with the
 * first field and its problem as params, so a form can say it beside that field. Undeclared
 * keys are not checked (older documents keep theirs). A merge checks the fields it sends, and a
 * required one it removes; a create or replace checks the whole document.
 */
export function assertDeclaredFields(
  ctx: CommandContext,
  collection: string,
  data: DocData,
  change: { partial: boolean; removed?: readonly string[] } = { partial: false },
): void {
  const fields = declaredFieldsOf(ctx, collection);
  if (fields.length === 0) return;
  // A removed field is checked as emptied: a required one is refused.
  const removed = Object.fromEntries((change.removed ?? []).map((key) => [key, null]));
  const problems = checkDocumentFields(fields, { ...data, ...removed }, { partial: change.partial });
  const first = Object.entries(problems)[0];
  if (!first) return;
  const [field, problem] = first;
  const { code, ...values } = problem;
  throw AppError.withParams('invalid_change', { field, problem: code, ...values });
}
