import type { GptStepConfig } from '@colmena/shared/automation/steps';
import { AiError } from '../../../platform/ai/AiProvider';
import { requestFailed } from './outboundStep';
import { StepError, type StepFailure, type StepRunner } from './StepRunner';

/**
 * `gpt`: one completion through the company's AI provider. Output `{text, json?, model,
 * usage?}`. Rate limits and provider errors are retried by the engine; an unreachable provider is
 * request_failed ("Failed to execute request!!!"), retried unless the guard refused its address.
 */
export const gptRunner: StepRunner<GptStepConfig> = {
  kind: 'gpt',
  async run(config, { services, log }) {
    const ai = await services.ai();
    let pieces = 0;
    try {
      const answer = await ai.complete(
        {
          model: config.model,
          ...(config.system ? { system: config.system } : {}),
          prompt: config.prompt,
          json: config.json,
          ...(config.maxTokens === undefined ? {} : { maxTokens: config.maxTokens }),
          ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
        },
        config.stream ? { onDelta: () => void pieces++ } : {},
      );
      log(`${answer.model}${config.stream ? `, ${pieces} piece(s) streamed` : ''}`);
      return answer;
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      // The provider's address could not be reached (the guard refused it, or the network).
      if (error.reason === 'unreachable')
        throw requestFailed(error.message, !/blocked_address|bad_url/.test(error.message));
      const [reason, retryable]: [StepFailure, boolean] =
        error.reason === 'rate_limited'
          ? ['rate_limited', true]
          : error.reason === 'provider_error'
            ? ['provider_error', true]
            : error.reason === 'unauthorized'
              ? ['bad_config', false]
              : ['provider_error', false];
      throw new StepError(reason, error.message, retryable);
    }
  },
};
