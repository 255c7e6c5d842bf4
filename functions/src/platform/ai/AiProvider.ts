/**
 * The AI provider port: a chat completion for automation GPT steps and assistants. The one
 * adapter today is openAiProvider.ts (OpenAI's Chat Completions API, or any service speaking
 * it at the tenant's base URL), reached through the outbound HTTP guard.
 */
export interface AiCompletionRequest {
  model: string;
  system?: string;
  prompt: string;
  /** Ask for a JSON object and parse it (AiError `bad_output` when the answer is not one). */
  json?: boolean;
  maxTokens?: number;
  temperature?: number;
}

export interface AiCompletion {
  text: string;
  /** The parsed object, when `json` was asked. */
  json?: unknown;
  model: string;
  usage?: { inputTokens: number; outputTokens: number };
}

export interface AiCallOptions {
  /** Streams the answer: each piece of text as it comes (the whole text still resolves). */
  onDelta?: (text: string) => void;
}

/** Why no completion came (the run log shows it). */
export type AiFailure =
  | 'bad_request'
  | 'unauthorized'
  | 'rate_limited'
  | 'provider_error'
  | 'unreachable'
  | 'bad_output';

export class AiError extends Error {
  constructor(
    readonly reason: AiFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'AiError';
  }
}

export interface AiProvider {
  complete(request: AiCompletionRequest, options?: AiCallOptions): Promise<AiCompletion>;
}

/** The object a `json` request answered, or AiError `bad_output`. */
export function parseJsonAnswer(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw new AiError('bad_output', `not a JSON object: ${text.slice(0, 200)}`);
}
