import { queryResponseSchema } from '@colmena/shared';
import { compositeIndexSchema } from '@colmena/shared/query';
import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { requestJson } from '../../api/request';

const indexesSchema = z.object({ indexes: z.array(compositeIndexSchema) });
const indexAnswerSchema = z.object({ index: compositeIndexSchema });
const requiredAnswerSchema = z.object({ index: compositeIndexSchema.nullable() });
const outboxSchema = z.object({
  mails: z.array(
    z.looseObject({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type OutboxMail = z.infer<typeof outboxSchema>['mails'][number];

/** The level 100 endpoints of the query index page and the admin tools (server: features/indexes). */
export const indexesApi = {
  list: async (signal?: AbortSignal, fetchFn = browserFetch) =>
    (await requestJson(fetchFn, '/api/indexes', indexesSchema, { signal })).indexes,
  declare: async (index: unknown, fetchFn = browserFetch) =>
    (await requestJson(fetchFn, '/api/indexes', indexAnswerSchema, { method: 'POST', body: { index } }))
      .index,
  required: async (query: unknown, fetchFn = browserFetch) =>
    (
      await requestJson(fetchFn, '/api/indexes/required', requiredAnswerSchema, {
        method: 'POST',
        body: { query },
      })
    ).index,
  /** Runs the query once, to show it works after its index is declared. */
  run: async (query: unknown, fetchFn = browserFetch) =>
    (await requestJson(fetchFn, '/api/query', queryResponseSchema, { method: 'POST', body: query })).docs,
  outbox: async (signal?: AbortSignal, fetchFn = browserFetch) =>
    (await requestJson(fetchFn, '/api/admin/outbox', outboxSchema, { signal })).mails,
};
