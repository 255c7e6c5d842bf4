import { type CommandOutcome, commandOutcomeSchema, type ErrorCode, errorCodes } from '@colmena/shared';
import { uploadIdOf } from '@colmena/shared/files';
import { toErrorCode } from '../../api/apiError';
import { browserFetch } from '../../api/browserFetch';
import { newId } from '../../api/newId';
import { type Fetch, requestJson } from '../../api/request';

const ownPrefix = '/api/files/';

/** The upload id of one of the platform's own upload URLs (`/api/files/uploads/…`), else null. */
export function uploadIdOfUrl(url: string): string | null {
  if (!url.startsWith(ownPrefix)) return null;
  try {
    return uploadIdOf(decodeURI(url.slice(ownPrefix.length)));
  } catch {
    return null;
  }
}

/**
 * What an applied removal could not do outside the platform (the company's Dropbox copy left
 * behind: `deletion_error`), from the answer's `warning`; null when everything went.
 */
export function removalWarning(outcome: CommandOutcome): ErrorCode | null {
  if (outcome.status !== 'applied' || !outcome.result || typeof outcome.result !== 'object') return null;
  const warning = (outcome.result as { warning?: unknown }).warning;
  return (errorCodes as readonly unknown[]).includes(warning) ? (warning as ErrorCode) : null;
}

/**
 * Sends `file.remove` for an upload: its record goes to the Deleted copies and its file and
 * thumbnail leave the store (the server checks who may edit the owning document). A failure to
 * reach the server is a rejected outcome with its catalogue code, as every command here.
 */
export async function removeUpload(uploadId: string, fetchFn: Fetch = browserFetch): Promise<CommandOutcome> {
  const id = newId();
  try {
    return await requestJson(fetchFn, '/api/commands', commandOutcomeSchema, {
      method: 'POST',
      body: { id, type: 'file.remove', payload: { uploadId } },
    });
  } catch (error) {
    return { id, status: 'rejected', error: toErrorCode(error), message: String(error) };
  }
}
