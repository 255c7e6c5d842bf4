import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { type Fetch, requestJson } from '../../api/request';

const drawnSecretSchema = z.object({
  automationId: z.string(),
  secret: z.string().min(1),
  last4: z.string(),
});
export type DrawnSecret = z.infer<typeof drawnSecretSchema>;

/**
 * `POST /api/automations/{id}/webhook-secret` (level 100): a new secret for the automation's
 * webhook, answered this once (the server keeps it sealed and never shows it again).
 */
export const drawWebhookSecret = (
  automationId: string,
  fetchFn: Fetch = browserFetch,
): Promise<DrawnSecret> =>
  requestJson(
    fetchFn,
    `/api/automations/${encodeURIComponent(automationId)}/webhook-secret`,
    drawnSecretSchema,
    {
      method: 'POST',
    },
  );

/** Where an outside caller posts: this company's address. */
export const webhookUrl = (origin: string, automationId: string): string =>
  `${origin}/hooks/${encodeURIComponent(automationId)}`;
