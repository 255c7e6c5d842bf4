import type { AppDeps } from '../../../../deps';
import { manualClock } from '../../../../platform/clock';
import type { Actor } from '../../../../platform/commands/defineCommand';
import { commandSender } from '../../../../platform/commands/sendCommand';
import { guardedHttp } from '../../../../platform/outbound/guardedHttp';
import { allCommands } from '../../../replay/allCommands';
import { type StepContext, StepError, type StepRunner, type StepServices } from '../StepRunner';

/** A service a test did not give: using it is the test's mistake. */
const missing = (name: string) => () => {
  throw new Error(`the test gave no ${name}`);
};

/** A StepContext with the services a test gives; the log lines are kept in `lines`. */
export function stepContext(services: Partial<StepServices> = {}, scope: Record<string, unknown> = {}) {
  const lines: string[] = [];
  const context: StepContext = {
    tenant: 'demo',
    automationId: 'auto1',
    runId: 'run1',
    scope: { trigger: {}, steps: {}, ...scope },
    services: {
      http: services.http ?? guardedHttp(),
      mailer: services.mailer ?? { send: missing('mailer') },
      files: services.files ?? (missing('files') as never),
      clock: services.clock ?? manualClock(new Date('2026-11-26T08:00:00Z')),
      ai: services.ai ?? missing('ai'),
      secret: services.secret ?? (async () => null),
      command: services.command ?? missing('command'),
      ...(services.query ? { query: services.query } : {}),
    },
    signal: new AbortController().signal,
    log: (line) => lines.push(line),
  };
  return { context, lines };
}

/** Runs `runner` on `config` as the engine does: the kind's schema parses the stored config first. */
export async function runStep<C>(
  runner: StepRunner<C>,
  schema: { parse(value: unknown): C },
  config: unknown,
  context: StepContext,
): Promise<unknown> {
  return runner.run(schema.parse(config), context);
}

/** What a failing step threw, as a StepError (or the test fails). */
export async function stepFailure(promise: Promise<unknown>): Promise<StepError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StepError) return error;
    throw error;
  }
  throw new Error('the step did not fail');
}

/** The automation's identity in tests: a level 100 server actor. */
export const automationActor: Actor = { uid: 'automation:auto1', contactId: null, lvl: 100 };

/**
 * StepServices.command through THE command runner of a test app, as `actor`: an applied
 * command resolves with its result, a rejected one is StepError `command_refused`.
 */
export function commandThroughRunner(deps: AppDeps, tenant = 'demo', actor: Actor = automationActor) {
  const send = commandSender(deps, allCommands);
  let n = 0;
  return async (type: string, payload: unknown): Promise<unknown> => {
    const outcome = await send(tenant, { id: `step-test-${Date.now()}-${n++}`, type, payload }, actor);
    if (outcome.status === 'rejected')
      throw new StepError('command_refused', `${outcome.error}: ${outcome.message}`);
    return outcome.result;
  };
}
