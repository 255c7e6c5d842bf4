import { z } from 'zod';

/**
 * `GET /api/host`: what the Host names, for a page shell that cannot know it (Firebase Hosting
 * serves the same index.html on every host). `unknown` carries where its visitors go, the
 * server's MAIN_SITE_URL honoured.
 */
export const hostResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tenant') }),
  z.object({ kind: z.literal('bare') }),
  z.object({ kind: z.literal('unknown'), mainSite: z.url() }),
]);
export type HostResponse = z.infer<typeof hostResponseSchema>;
