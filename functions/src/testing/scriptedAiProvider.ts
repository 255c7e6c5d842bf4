import { AiError, type AiProvider, parseJsonAnswer } from '../platform/ai/AiProvider';
import type { AiScript } from './openAiLoopback';

/** An AiProvider answering from a script in process, for tests of what uses the port. */
export function scriptedAiProvider(script: AiScript): AiProvider {
  return {
    async complete(request, call = {}) {
      const answer = script({
        model: request.model,
        ...(request.system === undefined ? {} : { system: request.system }),
        prompt: request.prompt,
        json: request.json === true,
      });
      if ('status' in answer) {
        const reason =
          answer.status === 429
            ? 'rate_limited'
            : answer.status === 401 || answer.status === 403
              ? 'unauthorized'
              : answer.status >= 500
                ? 'provider_error'
                : 'bad_request';
        throw new AiError(reason, `scripted ${answer.status}`);
      }
      for (const piece of answer.text.match(/\S+\s*/g) ?? []) call.onDelta?.(piece);
      return {
        text: answer.text,
        model: `${request.model}-scripted`,
        ...(request.json ? { json: parseJsonAnswer(answer.text) } : {}),
      };
    },
  };
}
