import { publicAnswer } from '@colmena/shared/widgets';
import { z } from 'zod';
import { type Actor, defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { assertDeclaredFields } from '../documents/declaredFields';
import { formOfStoredWidget } from './formOfStoredWidget';
import { widgetsCollection } from './publicForms';

/** The actor a published form's submissions run as: logged as `publicForm:{widgetId}`. */
export function publicFormActor(widgetId: string, collection: string): Actor {
  return {
    uid: `${publicFormActorPrefix}${widgetId}`,
    contactId: null,
    lvl: -1,
    publicFormCollection: collection,
  };
}
export const publicFormActorPrefix = 'publicForm:';

const payloadSchema = z.strictObject({
  widgetId: z.string().min(1).max(150),
  formId: z.string().min(1).max(150),
  data: z.record(z.string(), z.unknown()),
});

/**
 * `form.submitPublic {widgetId, formId, data}` → `{docId, collection}`: a visitor's answer to a
 * published form (issue 13 point 4). Only the server sends it (routes.ts, after the size, rate
 * and honeypot checks), as the form's own actor. Everything but the typed values comes from the
 * stored widget, read in the transaction: the form must still be open, its collection must be
 * the one the actor was made for (the policy lets that actor create there and nowhere else),
 * and the values must be exactly the form's fields, checked by the field kit, then by the
 * collection's declared fields like any create.
 */
export const submitPublicForm = defineCommand({
  type: 'form.submitPublic',
  schema: payloadSchema,
  serverOnly: true,
  allowed: (actor, input) =>
    actor.uid === `${publicFormActorPrefix}${input.widgetId}` && actor.publicFormCollection !== undefined,
  async apply(tx, input, stamp, ctx) {
    const form = formOfStoredWidget(
      await tx.get(widgetsCollection, input.widgetId),
      input.formId,
      ctx.definitions,
    );
    if (!form.open) throw new AppError('not_found');
    if (form.collection !== stamp.actor.publicFormCollection) throw new AppError('forbidden');
    const answer = publicAnswer(form.fields, input.data);
    if (!answer.ok) {
      const { code, ...values } = answer.problem;
      throw AppError.withParams('invalid_change', { field: answer.field, problem: code, ...values });
    }
    assertDeclaredFields(ctx, form.collection, answer.data);
    const docId = stamp.newId();
    tx.set(form.collection, docId, { ...answer.data, CreatedAt: stamp.at });
    return { docId, collection: form.collection };
  },
  log: (input, result) => ({
    action: 'create',
    collection: result.collection,
    document: result.docId,
    modification: input.data,
  }),
});
