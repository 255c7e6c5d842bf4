import type { TaskStepConfig } from '@colmena/shared/automation/steps';
import type { StepRunner } from './StepRunner';

/** `task`: the `task.assign` command, made as the automation; the output is its result. */
export const taskRunner: StepRunner<TaskStepConfig> = {
  kind: 'task',
  async run(config, { services, log }) {
    const expires =
      config.expires_on ??
      new Date(services.clock.now().getTime() + config.expiresInHours * 3_600_000).toISOString();
    log(`task.assign to ${config.to}`);
    return services.command('task.assign', {
      title: config.title,
      ...(config.subtitle ? { subtitle: config.subtitle } : {}),
      to: config.to,
      expires_on: expires,
      ...(config.landed_at ? { landed_at: config.landed_at } : {}),
      ...(config.project ? { project: config.project } : {}),
    });
  },
};
