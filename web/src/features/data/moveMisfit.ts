import type { PublicCollection, StoredDoc } from '@colmena/shared';
import { checkDocumentFields, type FieldDefinition, type FieldProblem } from '@colmena/shared/fields';

export interface MoveMisfit {
  field: FieldDefinition;
  problem: FieldProblem;
}

/**
 * The first field of the target collection the document's value does not fit, as the server's
 * move checks it (the fields the document brings; a required one it lacks is asked at its next
 * edit): said in the dialog before the user presses Move, instead of a refusal after.
 */
export function moveMisfit(target: PublicCollection, doc: StoredDoc): MoveMisfit | null {
  const fields = target.fields ?? [];
  const problems = checkDocumentFields(fields, doc, { partial: true });
  for (const field of fields) {
    const problem = problems[field.key];
    if (problem) return { field, problem };
  }
  return null;
}
