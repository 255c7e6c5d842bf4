import { publicCollectionSchema, storedDocSchema } from '@colmena/shared';
import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { requestJson } from '../../api/request';

/** A document of a public collection as visitors receive it: tagged with its collection's key. */
export const publicDocSchema = storedDocSchema.extend({ collKey: z.string() });
export type PublicDoc = z.infer<typeof publicDocSchema>;

/** `GET /api/public/data?page&perPage`. */
export const publicDataPageSchema = z.object({
  collections: z.array(publicCollectionSchema),
  docs: z.array(publicDocSchema),
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
});
export type PublicDataPage = z.infer<typeof publicDataPageSchema>;

/** `GET /api/public/data/:projectid`. */
export const publicDocAnswerSchema = z.object({ collection: publicCollectionSchema, doc: publicDocSchema });
export type PublicDocAnswer = z.infer<typeof publicDocAnswerSchema>;

export function fetchPublicData(page: number, perPage: number, signal?: AbortSignal, fetchFn = browserFetch) {
  return requestJson(fetchFn, `/api/public/data?page=${page}&perPage=${perPage}`, publicDataPageSchema, {
    signal,
  });
}

export function fetchPublicDoc(id: string, signal?: AbortSignal, fetchFn = browserFetch) {
  return requestJson(fetchFn, `/api/public/data/${encodeURIComponent(id)}`, publicDocAnswerSchema, {
    signal,
  });
}
