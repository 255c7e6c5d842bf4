import type { CommandServices } from '../../../platform/commands/commandServices';
import type { AfterReport } from '../../../platform/commands/defineCommand';
import { AppError } from '../../../platform/http/AppError';
import { guardedHttp } from '../../../platform/outbound/guardedHttp';
import type { OutboundHttp } from '../../../platform/outbound/OutboundHttp';
import { companyDropbox } from './companyProvider';
import { type ProviderEndpoints, providerEndpoints } from './uploadProvider';

/** What a command's services hold when they are the app's dependencies (the routes hand those in). */
interface ProviderServices extends CommandServices {
  outbound?: OutboundHttp;
  config?: { uploadProviders?: Partial<ProviderEndpoints> };
}

/** A deletion is one small request: it gets what an API call gets, not an upload's minute. */
const deleteLimits = { timeoutMs: 15_000, maxBytes: 64 * 1024 };

/**
 * Deletes the company's Dropbox copy of a removed upload (after file.remove's commit), with the
 * company's credentials as they are now, through the outbound guard. Nothing to report when it
 * is gone or was gone already; a failure — credentials no longer set, Dropbox refusing or out
 * of reach — is logged with the path left behind and reported as `deletion_error`, while the
 * removal itself stands.
 */
export async function removeDropboxCopy(
  services: ProviderServices,
  tenant: string,
  path: string,
  label: string,
): Promise<AfterReport | undefined> {
  try {
    const dropbox = await companyDropbox({
      store: services.store,
      tenant,
      outbound: services.outbound ?? guardedHttp({ limits: deleteLimits }),
      endpoints: { ...providerEndpoints, ...services.config?.uploadProviders },
    });
    if (!dropbox?.remove) throw new Error('the company has no Dropbox credentials any more');
    const gone = await dropbox.remove(path);
    console.info(`[colmena] ${label}: Dropbox ${path} ${gone ? 'removed' : 'was already gone'}`);
    return undefined;
  } catch (error) {
    const why = error instanceof AppError ? 'Dropbox refused or failed (logged above)' : String(error);
    console.error(`[colmena] ${label}: the Dropbox copy ${path} stays: ${why}`);
    return { warning: 'deletion_error' };
  }
}
