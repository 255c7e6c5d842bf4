import type { Automation } from '@colmena/shared/automation';
import { secretsCollection } from '../../../platform/commands/Staging';
import type { Store } from '../../../platform/store/Store';
import { createTenantMemo } from '../../../platform/store/tenantMemo';
import { automationsCollection, loadAutomation } from '../runs/runRecord';
import { readWebhookSecret } from './webhookSecrets';

/** What a webhook request is checked against: its automation, parsed, and its secret, opened. */
export interface WebhookTarget {
  automation: (Automation & { id: string }) | null;
  secret: string | null;
}

export type WebhookTargets = (tenant: string, automationId: string) => Promise<WebhookTarget>;

/**
 * The automation and webhook secret of each request, remembered per company until a commit
 * writes its automations or its secret store (tenantMemo: embedded only; on Firestore, where
 * other instances write, both are read on every request, side by side). Read on every request,
 * they cost two store reads — each of which commits the store's pending group of writes first,
 * so a burst of webhooks committed one by one — a zod parse and an AES-GCM open. A rotated
 * secret, a disabled or removed automation are seen by the next request after their commit.
 */
export function webhookTargets(store: Store): WebhookTargets {
  const memo = createTenantMemo<WebhookTarget>(store, [automationsCollection, secretsCollection]);
  return (tenant, automationId) =>
    memo.get(tenant, automationId, async () => {
      const [automation, secret] = await Promise.all([
        loadAutomation(store, tenant, automationId),
        readWebhookSecret(store, tenant, automationId),
      ]);
      return { automation, secret };
    });
}
