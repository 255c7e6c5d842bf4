import type { ErrorBody } from '@colmena/shared';
import { actorOfCaller } from '@colmena/shared/policy';
import { docIdSchema } from '@colmena/shared/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../../../deps';
import { commandRegistry } from '../../../platform/commands/defineCommand';
import { commandSender } from '../../../platform/commands/sendCommand';
import type { AppEnv } from '../../../platform/http/AppEnv';
import { AppError } from '../../../platform/http/AppError';
import { requireCaller } from '../../../platform/http/caller';
import { requestHeader } from '../../../platform/http/requestHeader';
import { requireTenant } from '../../../platform/http/requireTenant';
import { limitRecordsOf } from '../../../platform/limits/limitRecordsOf';
import { startRun } from '../runs/startRun';
import { defaultWebhookRate, type WebhookRate } from './rateLimiter';
import { maxWebhookBodyBytes, readBoundedBody } from './readBoundedBody';
import { rotateWebhookSecret } from './rotateWebhookSecret';
import { webhookAdmission } from './webhookAdmission';
import { webhookInput } from './webhookInput';
import { drawWebhookSecret } from './webhookSecrets';
import { checkWebhookProof, webhookHeaders } from './webhookSignature';
import { webhookTargets } from './webhookTarget';

/** How long a synchronous webhook waits for its run's end before answering 202 with its id. */
export const synchronousWaitMs = 10_000;

const refusal = (error: ErrorBody['error'], message: string): ErrorBody => ({ error, message });

/**
 * `POST /hooks/{automationId}` on the company's host (issue 15 webhook trigger), on the
 * embedded server and as the Cloud Function `hooks`. In order, each refusal storing nothing:
 * body over 1 MB → 413; no timestamp or proof → 401; a timestamp more than 5 minutes off, a
 * wrong signature or secret (constant-time compare) → 401; an automation that does not exist, is
 * disabled, has no webhook trigger or no secret yet → 404; a request taken before (by any
 * instance: the limits port) → 401 (replayed); over the automation's rate (one bucket for every
 * instance) → 429 with Retry-After. Then the run starts with the request's proof as its dedupe
 * key (a second guard: a replay finds that run and starts nothing): 202 `{runId}`, or, for a
 * synchronous automation whose run ends within 10 s, 200 `{runId, status, output?, error?}`.
 *
 * `POST /api/automations/{automationId}/webhook-secret` (level 100) draws a new secret, stores
 * it sealed through `automation.webhookSecret.rotate` and answers it this once: `{secret, last4}`.
 */
export function webhookRoutes(
  deps: AppDeps,
  rate: WebhookRate = deps.config.webhookRate ?? defaultWebhookRate,
) {
  // In the limits port, not this app's memory: a replay or a burst is counted on every instance.
  const admission = webhookAdmission(limitRecordsOf(deps), rate);
  const send = commandSender(deps, commandRegistry([rotateWebhookSecret]));
  const targets = webhookTargets(deps.store);

  const hooks = new Hono<AppEnv>().post('/hooks/:automationId', async (c) => {
    const tenant = requireTenant(c);
    const automationId = c.req.param('automationId');
    c.header('Cache-Control', 'no-store');
    const header = (name: string) => requestHeader(c, name);
    const rawBody = await readBoundedBody(c.req.raw, maxWebhookBodyBytes, header);
    if (rawBody === null) return c.json(refusal('bad_request', 'Request body too large'), 413);
    if (!docIdSchema.safeParse(automationId).success) return c.json(refusal('not_found', 'Not found'), 404);

    const { automation, secret } = await targets(tenant, automationId);
    const nowMs = deps.clock.now().getTime();
    const proof = checkWebhookProof(
      {
        timestamp: header(webhookHeaders.timestamp),
        signature: header(webhookHeaders.signature),
        secret: header(webhookHeaders.secret),
      },
      rawBody,
      // Without a secret nothing proves itself; compared anyway so the answer takes as long.
      secret ?? drawWebhookSecret(),
      nowMs,
    );
    if (!proof.ok)
      return c.json(
        refusal(
          'unauthenticated',
          proof.why === 'stale'
            ? 'Webhook timestamp missing or more than 5 minutes off'
            : 'Missing or wrong webhook signature',
        ),
        401,
      );
    const trigger = automation?.triggers.find((t) => t.type === 'webhook');
    if (!automation?.enabled || !trigger || secret === null)
      return c.json(refusal('not_found', 'Not found'), 404);

    const admitted = await admission.admit(tenant, automationId, proof.replayKey, nowMs);
    if (!admitted.admitted && admitted.replayed)
      return c.json(refusal('unauthenticated', 'Replayed webhook request'), 401);
    if (!admitted.admitted) {
      c.header('Retry-After', String(Math.ceil(admitted.waitMs / 1000)));
      return c.json(refusal('too_many_requests', 'Too many requests'), 429);
    }
    const input = webhookInput(rawBody, header('content-type') ?? '', new Date(nowMs).toISOString());
    if (input === null) {
      await admission.forget(tenant, automationId, proof.replayKey, nowMs);
      return c.json(refusal('bad_request', 'The body says it is JSON and is not'), 400);
    }
    const synchronous = trigger.type === 'webhook' && trigger.synchronous === true;
    const started = await startRun(deps, {
      tenant,
      automationId,
      trigger: { type: 'webhook', input, dedupeKey: `webhook:${proof.replayKey}` },
      ...(synchronous ? { waitMs: synchronousWaitMs } : {}),
    });
    if (started.outcome) return c.json({ runId: started.runId, ...started.outcome }, 200);
    return c.json({ runId: started.runId }, 202);
  });

  const secrets = new Hono<AppEnv>().post('/automations/:automationId/webhook-secret', async (c) => {
    const tenant = requireTenant(c);
    const actor = actorOfCaller(requireCaller(c));
    const automationId = c.req.param('automationId');
    const secret = drawWebhookSecret();
    const outcome = await send(
      tenant,
      { id: `whsec-${deps.ids.newId()}`, type: rotateWebhookSecret.type, payload: { automationId, secret } },
      actor,
    );
    if (outcome.status === 'rejected') throw new AppError(outcome.error, outcome.message);
    c.header('Cache-Control', 'no-store');
    return c.json({ automationId, secret, last4: secret.slice(-4) });
  });

  return { hooks, secrets };
}
