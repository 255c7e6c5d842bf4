import { signedInCaller } from '@colmena/shared/policy';
import type { AppDeps } from '../../../deps';
import { openAiProvider } from '../../../platform/ai/openAiProvider';
import { commandSender, type SendCommand } from '../../../platform/commands/sendCommand';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import { readCompanySecret } from '../../company/companySecrets';
import { automationExports } from '../../exports/generatedFiles/automationExports';
import { allCommands } from '../../replay/allCommands';
import { automationQuery } from '../steps/automationQuery';
import { StepError, type StepServices } from '../steps/StepRunner';
import { automationActor } from './automationActor';

/** The app's parts step services are made of. */
export type StepServiceDeps = Pick<
  AppDeps,
  'store' | 'clock' | 'ids' | 'accounts' | 'mailer' | 'files' | 'jobs' | 'outbound' | 'limitRecords'
>;

let sender: { deps: StepServiceDeps; send: SendCommand } | undefined;

/** One sender per app (its in-flight map is shared by every run of the process). */
function sendOf(deps: StepServiceDeps): SendCommand {
  if (sender?.deps !== deps) sender = { deps, send: commandSender(deps, allCommands) };
  return sender.send;
}

/**
 * What a run's steps reach the world through (StepRunner.ts StepServices): the guarded HTTP
 * client, the mail port, files, the clock, the company's AI provider and secrets, and commands
 * through THE runner made as the automation (automationActor). A run's commands have ids
 * derived from the run, in order, so a run that starts again after a crash meets its own
 * commands' stored outcomes instead of applying them twice.
 */
export function stepServices(
  deps: StepServiceDeps,
  run: { tenant: string; automationId: string; runId: string },
): StepServices {
  const http = deps.outbound ?? guardedHttp();
  let commands = 0;
  const secret: StepServices['secret'] = (name) => readCompanySecret(deps.store, run.tenant, name);
  return {
    http,
    mailer: deps.mailer,
    files: deps.files,
    clock: deps.clock,
    secret,
    async ai() {
      const apiKey = await secret('OpenAIKey');
      if (!apiKey) throw new StepError('bad_config', 'the company has no OpenAI key (settings, secrets)');
      const company = await deps.store.getCompany(run.tenant);
      const baseUrl = typeof company?.OpenAIBaseURL === 'string' ? company.OpenAIBaseURL : undefined;
      return openAiProvider({ apiKey, outbound: http, ...(baseUrl ? { baseUrl } : {}) });
    },
    // Reads (a pivot step's query) as the automation: level 100, no agenda contact.
    query: automationQuery(
      deps,
      run.tenant,
      signedInCaller(automationActor(run.automationId, run.runId), null, false),
    ),
    // The pdf and pptx steps: the widget's file made as the automation, stored with its record.
    exportFile: automationExports(deps, run.tenant, automationActor(run.automationId, run.runId)),
    async command(type, payload) {
      commands += 1;
      const outcome = await sendOf(deps)(
        run.tenant,
        { id: `${run.runId}-${commands}`, type, payload },
        automationActor(run.automationId, run.runId),
      );
      if (outcome.status === 'rejected')
        throw new StepError('command_refused', `${outcome.error}: ${outcome.message}`);
      return outcome.result;
    },
  };
}
