import { isMobileUserAgent } from '@colmena/shared/device';
import { anonymousViewer, type Viewer } from '@colmena/shared/policy';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { findContact } from './findContact';

/** The policy's view of the caller: level from the account, Rol from the contact, device from the UA. */
export async function viewerOf(c: Context<AppEnv>, deps: AppDeps, tenant: string): Promise<Viewer> {
  const mobile = isMobileUserAgent(c.req.header('user-agent') ?? '');
  const account = c.get('account');
  if (!account) return anonymousViewer(mobile);
  const contact = await findContact(deps.store, tenant, account.uid);
  const rol = typeof contact?.Rol === 'string' ? contact.Rol : undefined;
  return { signedIn: true, lvl: account.lvl, mobile, contact, ...(rol ? { rol } : {}) };
}
