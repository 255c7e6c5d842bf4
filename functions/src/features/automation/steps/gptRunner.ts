import type { GptStepConfig } from '@colmena/shared/automation/steps';
import { AiError } from '../../../platform/ai/AiProvider';
import { StepError, type StepFailure, type StepRunner } from './StepRunner';

/**
 * `gpt`: one completion through the company's AI provider. Output `{text, json?, model,
 * usage?}`. Rate limits, provider errors and an unreachable provider are retried by the engine.
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
      const [reason, retryable]: [StepFailure, boolean] =
        error.reason === 'rate_limited'
          ? ['rate_limited', true]
          : error.reason === 'provider_error' || error.reason === 'unreachable'
            ? ['provider_error', true]
            : error.reason === 'unauthorized'
              ? ['bad_config', false]
              : ['provider_error', false];
      throw new StepError(reason, error.message, retryable);
    }
  },
};
