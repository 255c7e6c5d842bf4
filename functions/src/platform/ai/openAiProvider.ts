import OpenAI from 'openai';
import { fetchThrough } from '../outbound/fetchThrough';
import { OutboundError, type OutboundHttp } from '../outbound/OutboundHttp';
import { AiError, type AiFailure, type AiProvider, parseJsonAnswer } from './AiProvider';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Default OpenAI's; a tenant may name another service speaking the same API. */
  baseUrl?: string;
  /** Every request goes through it (the guard refuses addresses inside our network). */
  outbound: OutboundHttp;
}

/**
 * AiProvider over the `openai` SDK. Retries are the caller's (automation steps retry with
 * backoff): the SDK's own are off, so one call is one request.
 */
export function openAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    fetch: fetchThrough(options.outbound),
    maxRetries: 0,
  });
  return {
    async complete(request, call = {}) {
      const params = {
        model: request.model,
        messages: [
          ...(request.system ? [{ role: 'system' as const, content: request.system }] : []),
          { role: 'user' as const, content: request.prompt },
        ],
        ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
        ...(request.maxTokens === undefined ? {} : { max_completion_tokens: request.maxTokens }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      };
      try {
        let text = '';
        let model = request.model;
        let usage: { inputTokens: number; outputTokens: number } | undefined;
        if (call.onDelta) {
          const stream = await client.chat.completions.create({
            ...params,
            stream: true,
            stream_options: { include_usage: true },
          });
          for await (const chunk of stream) {
            model = chunk.model || model;
            const delta = chunk.choices[0]?.delta?.content ?? '';
            if (delta) {
              text += delta;
              call.onDelta(delta);
            }
            if (chunk.usage)
              usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
          }
        } else {
          const answer = await client.chat.completions.create(params);
          text = answer.choices[0]?.message?.content ?? '';
          model = answer.model || model;
          if (answer.usage)
            usage = { inputTokens: answer.usage.prompt_tokens, outputTokens: answer.usage.completion_tokens };
        }
        return {
          text,
          model,
          ...(request.json ? { json: parseJsonAnswer(text) } : {}),
          ...(usage ? { usage } : {}),
        };
      } catch (error) {
        throw asAiError(error);
      }
    },
  };
}

function asAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const reason: AiFailure =
      error.status === 401 || error.status === 403
        ? 'unauthorized'
        : error.status === 429
          ? 'rate_limited'
          : error.status >= 500
            ? 'provider_error'
            : 'bad_request';
    return new AiError(reason, `${error.status} ${error.message}`);
  }
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  if (error instanceof OutboundError || cause instanceof OutboundError)
    return new AiError('unreachable', String((cause ?? error) as Error));
  return new AiError('unreachable', error instanceof Error ? error.message : String(error));
}
