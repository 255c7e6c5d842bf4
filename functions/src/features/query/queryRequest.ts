import { type ListQueryRequest, listQueryRequestSchema } from '@colmena/shared/query';
import { docIdSchema, type WidgetPlace, widgetPlaceSchema } from '@colmena/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../platform/http/AppError';

/** A list request plus what the "data" alias needs: the current collection's key and the place. */
export interface QueryRequest {
  list: ListQueryRequest;
  collKey?: string;
  place?: WidgetPlace;
  /** One document of the collection by its id (documentAccess.ts): a project or journal page. */
  docId?: string;
}

const aliasSchema = z.object({
  collKey: z.string().min(1).max(100).optional(),
  place: widgetPlaceSchema.optional(),
  docId: docIdSchema.optional(),
});

/** `POST /api/query` and live subscription bodies; anything else is a bad request. */
export function parseQueryRequest(body: unknown): QueryRequest {
  const list = listQueryRequestSchema.safeParse(body);
  const alias = aliasSchema.safeParse(body);
  if (!list.success) throw new AppError('bad_request', `Invalid query: ${firstIssue(list.error)}`);
  if (!alias.success) throw new AppError('bad_request', `Invalid query: ${firstIssue(alias.error)}`);
  return { list: list.data, ...withoutUndefined(alias.data) };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
