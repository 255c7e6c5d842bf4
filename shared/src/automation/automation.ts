import { z } from 'zod';
import { fieldPathSchema } from '../query/fieldPath';
import { collectionNameSchema, docIdSchema } from '../schemas/common';
import { filterConditionSchema } from '../schemas/widgetQuery';
import { findStepKind } from './stepKinds';

/**
 * An automation (issue 15): a name, an enabled flag, what starts it and the steps it runs in
 * order. Each step's config is checked by its kind's schema (stepKinds.ts); a step's name is
 * how later steps read its output (`{{steps.<name>…}}`).
 */

/** What a command trigger listens for: document.create, merge/replace, delete, move. */
export const commandEvents = ['create', 'change', 'delete', 'move'] as const;
export type CommandEvent = (typeof commandEvents)[number];

/**
 * A filter on the document with the query model's operators (Firestore's), as an object: a
 * stored document may not hold an array directly inside an array.
 */
export const triggerFilterSchema = z.object({
  field: fieldPathSchema,
  op: filterConditionSchema,
  value: z.unknown(),
});
export type TriggerFilter = z.infer<typeof triggerFilterSchema>;

export const commandTriggerSchema = z.object({
  type: z.literal('command'),
  collection: collectionNameSchema,
  on: z.array(z.enum(commandEvents)).min(1).max(commandEvents.length),
  /** All must hold on the document (after the change; before it for a delete or move). */
  filter: z.array(triggerFilterSchema).max(3).optional(),
});

/** Default zone of a schedule (ARCHITECTURE §1, the jobs port's default). */
export const defaultScheduleTimezone = 'Europe/Madrid';

export const scheduleTriggerSchema = z.object({
  type: z.literal('schedule'),
  /** Five- or six-field cron; the server checks it with croner before it is kept. */
  cron: z.string().trim().min(1).max(120),
  timezone: z.string().min(1).max(64).optional(),
});

export const webhookTriggerSchema = z.object({
  type: z.literal('webhook'),
  /** Answer the run's result (when it ends within 10 s) rather than 202 with its id. */
  synchronous: z.boolean().optional(),
});

export const manualTriggerSchema = z.object({ type: z.literal('manual') });

export const automationTriggerSchema = z.discriminatedUnion('type', [
  commandTriggerSchema,
  scheduleTriggerSchema,
  webhookTriggerSchema,
  manualTriggerSchema,
]);
export type AutomationTrigger = z.infer<typeof automationTriggerSchema>;
export type CommandTrigger = z.infer<typeof commandTriggerSchema>;
export type ScheduleTrigger = z.infer<typeof scheduleTriggerSchema>;

export const maxAutomationSteps = 50;
export const stepNameSchema = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]{0,39}$/,
    'A step name is a letter or _, then letters, digits or _ (40 at most)',
  );

export const automationStepSchema = z
  .object({
    name: stepNameSchema,
    kind: z.string().min(1).max(40),
    config: z.record(z.string(), z.unknown()),
  })
  .superRefine((step, ctx) => {
    const kind = findStepKind(step.kind);
    if (!kind) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `Unknown step kind ${step.kind}` });
      return;
    }
    const parsed = kind.config.safeParse(step.config);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['config', ...issue.path.map(String)], message: issue.message });
  });

export const automationSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    enabled: z.boolean(),
    triggers: z.array(automationTriggerSchema).min(1).max(10),
    steps: z.array(automationStepSchema).min(1).max(maxAutomationSteps),
  })
  .superRefine((automation, ctx) => {
    const seen = new Set<string>();
    automation.steps.forEach((step, index) => {
      if (seen.has(step.name))
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'name'],
          message: `Two steps are named ${step.name}`,
        });
      seen.add(step.name);
    });
  });
export type Automation = z.infer<typeof automationSchema>;

export const createAutomationPayloadSchema = z.object({
  automation: automationSchema,
  docId: docIdSchema.optional(),
});
export const updateAutomationPayloadSchema = z.object({ docId: docIdSchema, automation: automationSchema });
export const deleteAutomationPayloadSchema = z.object({ docId: docIdSchema });
export const rerunAutomationPayloadSchema = z.object({ runId: docIdSchema });

/** The fixed collections of automations and their runs (level 100 reads both). */
export const automationsCollection = 'automations';
export const automationRunsCollection = 'automationRuns';
