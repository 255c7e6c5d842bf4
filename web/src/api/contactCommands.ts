import { type CommandOutcome, commandOutcomeSchema, type Language } from '@colmena/shared';
import { ApiError, toErrorCode } from './apiError';
import { backoffDelay, commandRetryBackoff } from './backoff';
import { isRetryable, type SendCommandOptions } from './commandClient';
import { type Fetch, requestJson } from './request';

/** The contact fields both commands carry (spec §3 agenda entry). */
export interface ContactFields {
  Name?: string;
  Surname?: string;
  Rol?: string;
  email?: string;
  phone?: string;
  lenguage?: Language;
  ImgUrl?: string;
  forceReset?: boolean;
}

/** `contact.create`: the account and its agenda contact in one command (issue 4 item 6). */
export interface CreateContactPayload extends ContactFields {
  password: string;
  confirmPassword: string;
  /** Level 100 only, never above the actor's own. */
  lvl?: number;
}

export interface UpdateContactPayload extends ContactFields {
  contactId: string;
  lvl?: number;
  disabled?: boolean;
}

/** `contact.delete`: the contact goes to `agendaDeleted`; its account, if any, is removed. */
export interface DeleteContactPayload {
  contactId: string;
}

export type ContactCommand =
  | { type: 'contact.create'; payload: CreateContactPayload }
  | { type: 'contact.update'; payload: UpdateContactPayload }
  | { type: 'contact.delete'; payload: DeleteContactPayload };

export type ContactCommandEnvelope = ContactCommand & { id: string };

const defaultRetries = 4;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a contact command to `/api/commands`, with the same rules as `sendCommand`: a failure
 * that may hide an applied command is retried with the SAME id (the runner answers a known id
 * with its first outcome, so the account is never created twice); anything else ends as a
 * `rejected` outcome with its catalogue code. The contact commands live beside the document
 * ones in the server's runner, but not (yet) in the shared `commandSchema` the browser types.
 */
export async function sendContactCommand(
  fetchFn: Fetch,
  envelope: ContactCommandEnvelope,
  options: SendCommandOptions = {},
): Promise<CommandOutcome> {
  const retries = options.retries ?? defaultRetries;
  const sleep = options.sleep ?? wait;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await requestJson(fetchFn, '/api/commands', commandOutcomeSchema, {
        method: 'POST',
        body: envelope,
      });
    } catch (error) {
      if (!isRetryable(error) || attempt >= retries) {
        if (!(error instanceof ApiError)) console.error(`Command ${envelope.id} could not be sent`, error);
        const message = error instanceof Error ? error.message : String(error);
        return { id: envelope.id, status: 'rejected', error: toErrorCode(error), message };
      }
      await sleep(backoffDelay(attempt, options.backoff ?? commandRetryBackoff, random));
    }
  }
}
