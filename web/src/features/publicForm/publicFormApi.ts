import { type PublicFormView, publicFormViewSchema } from '@colmena/shared/widgets';
import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { requestJson } from '../../api/request';

const path = (widgetId: string, formId: string) =>
  `/api/public/forms/${encodeURIComponent(widgetId)}/${encodeURIComponent(formId)}`;

/** `GET /api/public/forms/{widgetId}/{formId}`: the open form, or a not_found ApiError. */
export function fetchPublicForm(
  widgetId: string,
  formId: string,
  signal?: AbortSignal,
  fetchFn = browserFetch,
): Promise<PublicFormView> {
  return requestJson(fetchFn, path(widgetId, formId), publicFormViewSchema, { signal });
}

const sentSchema = z.object({ docId: z.string() });

/** `POST` the same: the values by field key and the honeypot (empty from a person). */
export function submitPublicForm(
  widgetId: string,
  formId: string,
  values: Record<string, unknown>,
  honeypot: string,
  fetchFn = browserFetch,
): Promise<{ docId: string }> {
  return requestJson(fetchFn, path(widgetId, formId), sentSchema, {
    method: 'POST',
    body: { values, website: honeypot },
  });
}
