import { z } from 'zod';
import type { StepKindDefinition } from '../stepKind';

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * `http`: one request through the server's guarded client. `bodyType` says how `body` is sent:
 * `json` (any value, serialised), `text` (a string as it is) or `form` (an object of strings,
 * url-encoded). The answer is parsed as JSON when it says it is JSON (or `responseType` asks),
 * else kept as text. A status of 400 or more fails the step unless `acceptErrorStatus`.
 */
export const httpStepConfigSchema = z.strictObject({
  method: z.enum(httpMethods).default('GET'),
  url: z.string().trim().min(1).max(2048),
  headers: z.record(z.string().min(1).max(200), z.string().max(8192)).optional(),
  bodyType: z.enum(['json', 'text', 'form']).default('json'),
  body: z.unknown().optional(),
  responseType: z.enum(['auto', 'json', 'text']).default('auto'),
  acceptErrorStatus: z.boolean().default(false),
});
export type HttpStepConfig = z.infer<typeof httpStepConfigSchema>;

export const httpStep: StepKindDefinition<HttpStepConfig> = {
  kind: 'http',
  label: { es: 'Petición HTTP', en: 'HTTP request' },
  config: httpStepConfigSchema,
};
