import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

/**
 * `task`: gives a contact a task (the `task.assign` command, made as the automation). Strings
 * may be templates, so dates are text here and the command checks them once rendered.
 * Without `expires_on` the task stays `expiresInHours` (default a week) from the run.
 */
export const taskStepConfigSchema = z.strictObject({
  title: z.string().min(1).max(2000),
  subtitle: z.string().max(4000).optional(),
  to: z.string().min(1).max(200),
  expires_on: z.string().max(100).optional(),
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .default(24 * 7),
  landed_at: z.string().max(100).optional(),
  project: z.strictObject({ collKey: z.string().min(1).max(200), id: z.string().min(1).max(200) }).optional(),
});
export type TaskStepConfig = z.infer<typeof taskStepConfigSchema>;

export const taskStep: StepKindDefinition<TaskStepConfig> = {
  kind: 'task',
  label: { es: 'Asignar tarea', en: 'Assign a task' },
  config: taskStepConfigSchema,
};
