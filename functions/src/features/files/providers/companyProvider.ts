import type { OutboundHttp } from '../../../platform/outbound/OutboundHttp';
import type { Store } from '../../../platform/store/Store';
import { readCompanySecret } from '../../company/companySecrets';
import { cloudinaryProvider, parseCloudinaryProfile } from './cloudinary';
import { dropboxProvider, hasDropboxCredentials } from './dropbox';
import type { ProviderEndpoints, UploadProvider } from './uploadProvider';

export interface ProviderAccess {
  store: Store;
  tenant: string;
  outbound: OutboundHttp;
  endpoints: ProviderEndpoints;
}

/** The company's Dropbox, when its file-storage credentials are set. */
export async function companyDropbox({ store, tenant, outbound, endpoints }: ProviderAccess) {
  const [DropToken, DropK, DropS, DropR] = await Promise.all(
    (['DropToken', 'DropK', 'DropS', 'DropR'] as const).map((name) => readCompanySecret(store, tenant, name)),
  );
  const credentials = { DropToken, DropK, DropS, DropR };
  return hasDropboxCredentials(credentials) ? dropboxProvider(credentials, outbound, endpoints) : null;
}

/**
 * The provider a company's uploads go to: Cloudinary when its CloudinaryProfile is set (and
 * usable), else Dropbox when its file-storage credentials are, else none (the platform's own
 * store). Read from the write-only secrets on each upload, so a change applies at once.
 */
export async function companyProvider(access: ProviderAccess): Promise<UploadProvider | null> {
  const profileSecret = await readCompanySecret(access.store, access.tenant, 'CloudinaryProfile');
  const profile = profileSecret ? parseCloudinaryProfile(profileSecret) : null;
  if (profile) return cloudinaryProvider(profile, access.outbound, access.endpoints);
  return companyDropbox(access);
}
