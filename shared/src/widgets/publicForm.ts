import { z } from 'zod';
import { checkDocumentFields, type FieldDefinition, type FieldProblem, isEmptyValue } from '../fields';
import { bilingualSchema, fieldListSchema } from '../fields/fieldDefinition';
import type { FieldType } from '../fields/fieldTypes';
import type { Widget } from '../schemas/widget';
import type { FormSettings } from './formSettings';
import { checkWidget } from './widgetKinds';

/**
 * Types a visitor cannot fill on a public form: uploads need an account (the uploads port), and
 * a contact or document reference is picked from the company's data, which a visitor never reads.
 */
export const staffOnlyFieldTypes: ReadonlySet<FieldType> = new Set([
  'image',
  'file',
  'signature',
  'contact',
  'documentRef',
]);

/** The field a bot fills and a person never sees (it is hidden on the page). */
export const honeypotField = 'website';

/** Why a public form takes no answers; every one reads the same to a visitor. */
export type PublicFormClosed =
  | 'unknown'
  | 'not_public'
  | 'not_ready'
  | 'not_create'
  | 'no_collection'
  | 'no_fields'
  | 'staff_field_required';

export type PublicForm =
  | {
      open: true;
      widget: Widget;
      settings: FormSettings;
      /** The main collection the form creates documents in. */
      collection: string;
      /** The fields a visitor fills (staffOnlyFieldTypes left out). */
      fields: FieldDefinition[];
    }
  | { open: false; reason: PublicFormClosed };

/** The definition facts a public form needs. */
interface TargetDefinition {
  key: string;
  mainCollection: string;
}

/**
 * A stored widget as a public form at `/publicForm/{widgetId}/{formId}`: open when it is a form
 * of place public, not a draft, creating documents in a collection the company defines, whose
 * form id is its `linkId` (or, without one, the widget id). Everything comes from the stored
 * widget and the company's definitions: nothing a visitor sends chooses where answers go.
 */
export function publicFormOf(
  doc: Readonly<Record<string, unknown>> | null,
  formId: string,
  definitions: readonly TargetDefinition[],
): PublicForm {
  if (!doc) return { open: false, reason: 'unknown' };
  const checked = checkWidget(doc);
  if (!checked.ok || checked.widget.type !== 'form') return { open: false, reason: 'unknown' };
  const widget = checked.widget;
  const settings = widget.settings as FormSettings;
  if (formId !== (settings.linkId ?? widget.FireId)) return { open: false, reason: 'unknown' };
  if (widget.place !== 'public') return { open: false, reason: 'not_public' };
  if (widget.ready === false) return { open: false, reason: 'not_ready' };
  if (settings.target !== 'create') return { open: false, reason: 'not_create' };
  const definition = definitions.find((def) => def.key === settings.collection);
  if (!definition) return { open: false, reason: 'no_collection' };
  const fields = visitorFields(settings.fields);
  if (fields.length === 0) return { open: false, reason: 'no_fields' };
  if (settings.fields.some((field) => field.required && staffOnlyFieldTypes.has(field.type)))
    return { open: false, reason: 'staff_field_required' };
  return { open: true, widget, settings, collection: definition.mainCollection, fields };
}

/**
 * The fields a visitor is asked: not the staff-only types, nor a field shown only on one of
 * those (its condition could never hold), however long the chain of conditions.
 */
function visitorFields(all: readonly FieldDefinition[]): FieldDefinition[] {
  let fields = all.filter((field) => !staffOnlyFieldTypes.has(field.type));
  for (;;) {
    const keys = new Set(fields.map((field) => field.key));
    const next = fields.filter((field) => !field.showWhen || keys.has(field.showWhen.field));
    if (next.length === fields.length) return next;
    fields = next;
  }
}

export type PublicAnswer =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; field: string; problem: FieldProblem | { code: 'not_in_form' } };

/**
 * What a visitor's values store: only the form's fields, each checked by the field kit (the
 * same check as every form); empty values left out. A key the form does not have refuses the
 * whole answer (`not_in_form`), as does any field's problem.
 */
export function publicAnswer(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
): PublicAnswer {
  const keys = new Set(fields.map((field) => field.key));
  const extra = Object.keys(values).find((key) => !keys.has(key));
  if (extra !== undefined) return { ok: false, field: extra, problem: { code: 'not_in_form' } };
  const data = Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyValue(value)));
  const [first] = Object.entries(checkDocumentFields(fields, data));
  if (first) return { ok: false, field: first[0], problem: first[1] };
  return { ok: true, data };
}

/** What `GET /api/public/forms/{widgetId}/{formId}` answers for an open form: what the page shows. */
export const publicFormViewSchema = z.object({
  widgetId: z.string(),
  formId: z.string(),
  title: z.string().nullable(),
  fields: fieldListSchema,
  submitLabel: bilingualSchema.nullable(),
  successText: bilingualSchema.nullable(),
});
export type PublicFormView = z.infer<typeof publicFormViewSchema>;
