import { levels as levelConstants } from '@colmena/shared/policy';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireTenant } from '../../platform/http/requireTenant';
import { agendaCollection } from './contactCommand';

export interface ContactAccountInfo {
  uid: string;
  lvl: number;
  disabled: boolean;
}

/**
 * Mounted at `/api/agenda`. `GET /levels` (level 100 only): each contact's account level and
 * state by contact id, for the edit form — `lvl` lives on the account (the custom claim in
 * the cloud), not on the agenda document, so it is not in the live agenda data.
 */
export function agendaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/levels', async (c) => {
    const tenant = requireTenant(c);
    const account = c.get('account');
    if (!account) throw new AppError('unauthenticated');
    if (account.lvl < levelConstants.admin) throw new AppError('forbidden');
    const contacts = await deps.store.query(tenant, { collection: agendaCollection });
    const levels: Record<string, ContactAccountInfo> = {};
    await Promise.all(
      contacts.map(async (contact) => {
        if (typeof contact.LoginID !== 'string') return;
        const owner = await deps.accounts.get(tenant, contact.LoginID);
        if (owner) levels[contact.FireId] = { uid: owner.uid, lvl: owner.lvl, disabled: owner.disabled };
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ levels });
  });
}
