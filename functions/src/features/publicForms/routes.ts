import type { ErrorBody } from '@colmena/shared';
import { withCalculatedValues } from '@colmena/shared/fields';
import { createSandbox } from '@colmena/shared/sandbox';
import { honeypotField, type PublicFormView, publicAnswer } from '@colmena/shared/widgets';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { commandSender } from '../../platform/commands/sendCommand';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError, RetryLater } from '../../platform/http/AppError';
import { clientAddress } from '../../platform/http/clientAddress';
import { declaredBodyLimit } from '../../platform/http/declaredBodyLimit';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { durableLimitRecordsOf } from '../../platform/limits/limitRecordsOf';
import { allCommands } from '../replay/allCommands';
import { publicFormLimiter } from './publicFormLimiter';
import { publicForms } from './publicForms';
import { publicFormActor } from './submitPublicForm';

/**
 * Largest submission a visitor may send: the longest text types fit (a rich text holds up to
 * 100,000 characters), a megabyte of text does not.
 */
export const maxPublicSubmissionBytes = 256 * 1024;

/** What a visitor posts: the values by field key, and the honeypot a person leaves empty. */
const submissionSchema = z.strictObject({
  values: z.record(z.string(), z.unknown()),
  [honeypotField]: z.string().optional(),
});

/**
 * Mounted at `/api/public`: the published forms of `/publicForm/{widgetid}/{formid}` (issue 13
 * point 4), for anyone, signed in or not. `{formid}` is the form's link id (its settings'
 * `linkId`, else the widget id). `GET /forms/:widgetId/:formId` → PublicFormView or 404
 * not_found (unknown, not public, a draft, not a create: one answer for all). `POST` the same
 * with `{values, website}` → 201 `{docId}`: over 256 KiB is a 413 invalid_change; then the form
 * must be open (404); then the rate limits (429 too_many_requests, Retry-After); then the
 * honeypot and the values, only the form's own fields, checked by the field kit (400
 * invalid_change) — nothing is recorded for any of these. Calculated fields are computed
 * here, never taken from the visitor. Last, `form.submitPublic` runs as the form's actor.
 */
export function publicFormRoutes(deps: AppDeps) {
  const limiter = publicFormLimiter(durableLimitRecordsOf(deps), deps.clock, deps.config.publicFormLimits);
  const send = commandSender(deps, allCommands);
  const formOf = publicForms(deps.store);
  const openForm = async (tenant: string, widgetId: string, formId: string) => {
    const form = await formOf(tenant, widgetId, formId);
    if (!form.open) throw new AppError('not_found');
    return form;
  };
  const sizeLimit = declaredBodyLimit({
    maxSize: maxPublicSubmissionBytes,
    onError: (c) => c.json<ErrorBody>({ error: 'invalid_change', message: 'Invalid change!!!' }, 413),
  });

  return new Hono<AppEnv>()
    .get('/forms/:widgetId/:formId', async (c) => {
      const { widgetId, formId } = c.req.param();
      const form = await openForm(requireTenant(c), widgetId, formId);
      c.header('Cache-Control', 'no-store');
      return c.json<PublicFormView>({
        widgetId,
        formId,
        title: form.widget.title?.trim() || null,
        fields: form.fields,
        submitLabel: form.settings.submitLabel ?? null,
        successText: form.settings.successText ?? null,
      });
    })
    .post('/forms/:widgetId/:formId', sizeLimit, async (c) => {
      const tenant = requireTenant(c);
      const { widgetId, formId } = c.req.param();
      const form = await openForm(tenant, widgetId, formId);
      const wait = await limiter.take(tenant, widgetId, clientAddress(c, deps.config.trustedProxyHops));
      if (wait > 0) throw new RetryLater('too_many_requests', wait);
      const body = submissionSchema.safeParse(await readJson(c));
      if (!body.success || (body.data[honeypotField] ?? '') !== '') throw new AppError('invalid_change');
      // A calculated value is the formula's, whatever was sent.
      const calculated = form.fields.filter((field) => field.type === 'calculated');
      const typed = Object.fromEntries(
        Object.entries(body.data.values).filter(([key]) => !calculated.some((field) => field.key === key)),
      );
      const answer = publicAnswer(form.fields, typed);
      if (!answer.ok)
        throw AppError.withParams('invalid_change', { field: answer.field, problem: answer.problem.code });
      const data =
        calculated.length > 0
          ? withCalculatedValues(await createSandbox(), form.fields, answer.data)
          : answer.data;
      const outcome = await send(
        tenant,
        {
          id: `publicForm-${deps.ids.newId()}`,
          type: 'form.submitPublic',
          payload: { widgetId, formId, data },
        },
        publicFormActor(widgetId, form.collection),
      );
      if (outcome.status !== 'applied') throw new AppError(outcome.error);
      return c.json({ docId: (outcome.result as { docId: string }).docId }, 201);
    });
}
