import { newPasswordSchema } from '@colmena/shared';
import { actorOfCaller, isStaff, levels as levelConstants } from '@colmena/shared/policy';
import { defaultQueryLimit } from '@colmena/shared/query';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { addressBlock } from '../../platform/http/addressBlock';
import { requireCaller } from '../../platform/http/caller';
import { clientAddress } from '../../platform/http/clientAddress';
import { hostOf } from '../../platform/http/hostOf';
import { isHttps } from '../../platform/http/isHttps';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { collectionRead } from '../query/collectionRead';
import { openReadScope } from '../query/readScope';
import { agendaCollection } from './contactCommand';
import { mailPasswordReset, setTemporaryPassword } from './passwordResetByStaff';

export interface ContactAccountInfo {
  uid: string;
  lvl: number;
  disabled: boolean;
}

/**
 * Each readable contact's account level and state, by contact id: the contacts the agenda's
 * read rule gives the caller (so a setting that hides contacts hides their levels too).
 */
async function accountsOfReadableContacts(deps: AppDeps, c: Context<AppEnv>, tenant: string) {
  const scope = await openReadScope(deps, tenant, requireCaller(c));
  const plan = await collectionRead(scope, {
    collection: agendaCollection,
    where: [],
    limit: defaultQueryLimit,
  });
  const contacts = (await deps.store.query(tenant, plan.query)).filter((doc) => plan.filter?.(doc) ?? true);
  const found: Record<string, ContactAccountInfo> = {};
  await Promise.all(
    contacts.map(async (contact) => {
      if (typeof contact.LoginID !== 'string') return;
      const owner = await deps.accounts.get(tenant, contact.LoginID);
      if (owner) found[contact.FireId] = { uid: owner.uid, lvl: owner.lvl, disabled: owner.disabled };
    }),
  );
  return found;
}

/**
 * Mounted at `/api/agenda`.
 * - `GET /levels` (staff: level ≥ agendaViewLvl, who see the people list): each contact's
 *   account level and state by contact id, for the list's named levels and the edit form —
 *   `lvl` lives on the account (the custom claim in the cloud), not on the agenda document, so
 *   it is not in the live agenda data.
 * - `POST /contacts/:contactId/password` ({ password, confirmPassword }): a temporary password
 *   the person must change at the next sign-in; `POST /contacts/:contactId/reset-mail`: the
 *   reset code mailed to them. Staff, for accounts they manage (passwordResetByStaff.ts).
 */
export function agendaRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/levels', async (c) => {
      const tenant = requireTenant(c);
      const account = c.get('account');
      if (!account) throw new AppError('unauthenticated');
      const company = await deps.store.getCompany(tenant);
      const agendaViewLvl =
        typeof company?.agendaViewLvl === 'number' ? company.agendaViewLvl : levelConstants.agendaViewDefault;
      if (!isStaff(account.lvl, agendaViewLvl)) throw new AppError('forbidden');
      const found = await accountsOfReadableContacts(deps, c, tenant);
      c.header('Cache-Control', 'no-store');
      return c.json({ levels: found });
    })
    .post('/contacts/:contactId/password', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      const parsed = newPasswordSchema.safeParse(await readJson(c));
      if (!parsed.success) throw new AppError('bad_request');
      await setTemporaryPassword(deps, {
        tenant,
        actor,
        contactId: c.req.param('contactId'),
        ...parsed.data,
      });
      return c.json({ ok: true });
    })
    .post('/contacts/:contactId/reset-mail', async (c) => {
      const tenant = requireTenant(c);
      const actor = actorOfCaller(requireCaller(c));
      await mailPasswordReset(deps, {
        tenant,
        actor,
        contactId: c.req.param('contactId'),
        address: addressBlock(clientAddress(c, deps.config.trustedProxyHops)),
        origin: `${isHttps(c) ? 'https' : 'http'}://${hostOf(c)}`,
      });
      return c.json({ ok: true });
    });
}
