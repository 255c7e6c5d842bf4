import { type PublicForm, publicFormOf } from '@colmena/shared/widgets';
import type { DocData } from '../../platform/store/Store';

/** Forms parsed, by the definitions they were checked against, then by form id and widget text. */
const parsed = new WeakMap<object, Map<string, PublicForm>>();
const maxParsedPerDefinitions = 200;

/**
 * publicFormOf of a widget as read in a transaction, remembered by the widget's content: the
 * same stored text, form id and definitions always make the same form, so nothing here can go
 * stale (a changed widget is another text; changed definitions are another array, as
 * commandContext hands out one array per collectionsArray text). A submission's command checks
 * its form again inside its transaction, where parsing the widget and its field list took as
 * long as the rest of the command; serialising the small document it read is a fraction of that.
 */
export function formOfStoredWidget(
  doc: DocData | null,
  formId: string,
  definitions: Parameters<typeof publicFormOf>[2],
): PublicForm {
  if (!doc) return publicFormOf(null, formId, definitions);
  let forms = parsed.get(definitions);
  if (!forms) {
    forms = new Map();
    parsed.set(definitions, forms);
  }
  const key = `${formId}\u0000${JSON.stringify(doc)}`;
  const known = forms.get(key);
  if (known) return known;
  const form = publicFormOf(doc, formId, definitions);
  if (forms.size >= maxParsedPerDefinitions) forms.clear();
  forms.set(key, form);
  return form;
}
