import { z } from 'zod';
import { docIdSchema } from '../schemas/common';
import { documentDataSchema, isReservedName } from '../schemas/documentData';
import { checkWidget } from './widgetKinds';

/** A widget id a store can hold as a path segment (as document commands check theirs). */
const widgetIdSchema = docIdSchema.refine(
  (id) => !/^\s/.test(id) && id !== '.' && id !== '..' && !isReservedName(id),
  'not a storable document id',
);

/**
 * The widget as the editor sends it: the model of spec §3 and the settings of its kind
 * (checkWidget), so a bad widget is refused before anything is read ("Invalid change!!!").
 * FireId and collection come from the path, whatever the body says.
 */
const widgetBodySchema = documentDataSchema.superRefine((body, ctx) => {
  const checked = checkWidget({ ...body, FireId: 'widget' });
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.problem });
});

/** `widget.create {widget, docId?}`: a new widget (the id is the caller's or a new one). */
export const createWidgetPayloadSchema = z.object({
  widget: widgetBodySchema,
  docId: widgetIdSchema.optional(),
});

/** `widget.update {docId, widget}`: the whole widget as the editor has it replaces the stored one. */
export const updateWidgetPayloadSchema = z.object({ docId: widgetIdSchema, widget: widgetBodySchema });

/** `widget.delete {docId}`: the widget moves to `widgetsDeleted` with deletedBy. */
export const deleteWidgetPayloadSchema = z.object({ docId: widgetIdSchema });

export type CreateWidgetPayload = z.infer<typeof createWidgetPayloadSchema>;
export type UpdateWidgetPayload = z.infer<typeof updateWidgetPayloadSchema>;
export type DeleteWidgetPayload = z.infer<typeof deleteWidgetPayloadSchema>;
