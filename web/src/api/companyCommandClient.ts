import { type ErrorCode, errorCodes } from '@colmena/shared';
import type { InstallPackInput } from '@colmena/shared/packs';
import type {
  CompanyColorsPayload,
  CompanySecretsInput,
  CompanyUpdatePayload,
  DefineCollectionPayload,
  RemoveCollectionPayload,
  UpdateCollectionPayload,
} from '@colmena/shared/schemas';
import { z } from 'zod';
import { toErrorCode } from './apiError';
import { backoffDelay, commandRetryBackoff } from './backoff';
import { isRetryable } from './commandClient';
import { type Fetch, requestJson } from './request';

/** The level 100 company commands the settings page and the store send (the server validates them again). */
export interface CompanyCommands {
  'company.update': CompanyUpdatePayload;
  'company.colors.set': CompanyColorsPayload;
  'collection.define': z.input<typeof defineInput>;
  'collection.update': UpdateCollectionPayload;
  'collection.remove': RemoveCollectionPayload;
  'company.secrets.set': CompanySecretsInput;
  // The store's commands (features/packs): level 100 company changes too.
  'pack.install': InstallPackInput;
  'pack.uninstall': { packId: string; documents: 'keep' | 'toDeleted' };
  'pack.save': { file: string };
  'pack.discard': { packId: string };
}
// The key is typed as the user typed it; the server normalises it (the form previews that).
const defineInput = z.custom<Omit<DefineCollectionPayload, 'key'> & { key: string }>();
export type CompanyCommandType = keyof CompanyCommands;

/** Values a rejection's catalogue text names (`{count}` documents...). */
export type ErrorParams = Record<string, string | number>;

export type CompanyOutcome =
  | { status: 'applied' }
  | { status: 'rejected'; error: ErrorCode; params?: ErrorParams };

// The shared outcome contract drops `params`; the settings page needs them (collection_has_documents).
const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ id: z.string(), status: z.literal('applied'), result: z.unknown() }),
  z.object({
    id: z.string(),
    status: z.literal('rejected'),
    error: z.enum(errorCodes),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);

const retries = 4;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a company command to `/api/commands`. As sendCommand: a failure that may hide an
 * applied command (network, 5xx) is retried with the SAME id, so it is never applied twice;
 * anything else ends as a rejection with its catalogue code (and the values its text names).
 */
export async function sendCompanyCommand<T extends CompanyCommandType>(
  fetchFn: Fetch,
  envelope: { id: string; type: T; payload: CompanyCommands[T] },
  sleep: (ms: number) => Promise<void> = wait,
): Promise<CompanyOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await requestJson(fetchFn, '/api/commands', outcomeSchema, {
        method: 'POST',
        body: envelope,
      });
      if (outcome.status === 'applied') return { status: 'applied' };
      return outcome.params
        ? { status: 'rejected', error: outcome.error, params: outcome.params }
        : { status: 'rejected', error: outcome.error };
    } catch (error) {
      if (!isRetryable(error) || attempt >= retries) {
        console.error(`Command ${envelope.type} failed`, error);
        return { status: 'rejected', error: toErrorCode(error) };
      }
      await sleep(backoffDelay(attempt, commandRetryBackoff, Math.random));
    }
  }
}
