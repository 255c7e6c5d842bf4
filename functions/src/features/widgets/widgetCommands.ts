import { levels } from '@colmena/shared/policy';
import {
  createWidgetPayloadSchema,
  deleteWidgetPayloadSchema,
  updateWidgetPayloadSchema,
} from '@colmena/shared/widgets';
import { type Actor, type Command, defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { storedWidget } from './storedWidget';

const widgets = 'widgets';
const deletedWidgets = 'widgetsDeleted';

/** Spec §6: the widget editor needs level 100 (the runner also checks each write's policy). */
const isAdmin = (actor: Actor) => actor.lvl >= levels.admin;

/** `widget.create {widget, docId?}` → `{docId}`; an id already taken is refused, never overwritten. */
export const createWidget = defineCommand({
  type: 'widget.create',
  schema: createWidgetPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(widgets),
  async apply(tx, input, stamp) {
    const docId = input.docId ?? stamp.newId();
    if (await tx.get(widgets, docId)) throw new AppError('error_creating_document');
    tx.set(widgets, docId, storedWidget(input.widget, docId));
    return { docId };
  },
  log: (input, result) => ({
    action: 'create',
    collection: widgets,
    document: result.docId,
    modification: storedWidget(input.widget, result.docId),
  }),
});

/** `widget.update {docId, widget}`: the editor's whole widget replaces the stored one. */
export const updateWidget = defineCommand({
  type: 'widget.update',
  schema: updateWidgetPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(widgets),
  async apply(tx, input) {
    if (!(await tx.get(widgets, input.docId))) throw new AppError('error_saving_change');
    tx.set(widgets, input.docId, storedWidget(input.widget, input.docId));
    return { docId: input.docId };
  },
  log: (input) => ({
    action: 'replacement',
    collection: widgets,
    document: input.docId,
    modification: storedWidget(input.widget, input.docId),
  }),
});

/** `widget.delete {docId}`: the widget moves to `widgetsDeleted` with deletedBy (spec §3). */
export const deleteWidget = defineCommand({
  type: 'widget.delete',
  schema: deleteWidgetPayloadSchema,
  allowed: (actor, _input, ctx) => isAdmin(actor) && ctx.mayWriteIn(widgets),
  async apply(tx, input, stamp) {
    const doc = await tx.get(widgets, input.docId);
    if (!doc) throw new AppError('deletion_error');
    const { FireId: _id, collection: _collection, ...body } = doc;
    tx.set(deletedWidgets, input.docId, { ...body, deletedBy: stamp.actor.uid });
    tx.delete(widgets, input.docId);
    return { docId: input.docId, collection: deletedWidgets };
  },
  log: (input) => ({ action: 'delete', collection: widgets, document: input.docId }),
});

/** The widget commands, listed in the one registry (features/replay/allCommands). */
export const widgetCommands: readonly Command[] = [createWidget, updateWidget, deleteWidget];
