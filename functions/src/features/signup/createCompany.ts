import { levels } from '@colmena/shared/policy';
import { z } from 'zod';
import {
  type Actor,
  defineCommand,
  type PrepareContext,
  type Prepared,
} from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { companyCollection } from '../../platform/store/Store';

/**
 * Who runs `company.create`: the landing page's sign-up, for a visitor who has no account yet
 * (the one it creates is named in the payload), like accountsServerActor for account changes.
 */
export const signupActor: Actor = { uid: 'server:signup', contactId: null, lvl: levels.admin };

/** What sign-up sends (already checked field by field by validateSignup). */
const sentSchema = z.strictObject({
  companyName: z.string().min(1).max(200),
  email: z.string().min(3).max(320),
  password: z.string().max(200),
});

/** What is recorded: never the password, but the uid of the admin account made just before. */
export const createCompanyPayloadSchema = z.strictObject({
  subdomain: z.string().min(1).max(30),
  companyName: z.string().min(1).max(200),
  email: z.string().min(3).max(320),
  uid: z.string().min(1).max(128),
});
export type CreateCompanyPayload = z.infer<typeof createCompanyPayloadSchema>;

const adminContactOf = (input: CreateCompanyPayload, at: string) => ({
  Name: input.email.split('@')[0] ?? input.email,
  Surname: '',
  Rol: 'Admin',
  LoginID: input.uid,
  email: input.email,
  lenguage: 'en',
  LastUpdate: at,
});

/**
 * The first admin's account (level 100), made before the transaction; removed again if the
 * tenant cannot be written, so a failed sign-up leaves nothing behind. An address already in
 * use there means the company exists.
 */
async function createAdminAccount(
  sent: unknown,
  { tenant, services }: PrepareContext,
): Promise<Prepared<CreateCompanyPayload>> {
  const { companyName, email, password } = sentSchema.parse(sent);
  if (await services.store.getCompany(tenant)) throw new AppError('subdomain_taken');
  const account = await services.accounts
    .create(tenant, { email, password, lvl: levels.admin })
    .catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'email_in_use'
        ? new AppError('subdomain_taken')
        : error;
    });
  return {
    payload: { subdomain: tenant, companyName, email, uid: account.uid },
    undo: () => services.accounts.remove(tenant, account.uid),
  };
}

/**
 * `company.create` (sign-up): a new tenant's company document with its defaults and its first
 * admin's agenda contact (FireId = the account's uid), in one transaction that also records
 * the command and logs both documents. Server only; it creates its tenant, so it runs before
 * the company document exists, and a company already there (another sign-up won the race)
 * rejects it with nothing written.
 */
export const createCompany = defineCommand({
  type: 'company.create',
  schema: createCompanyPayloadSchema,
  serverOnly: true,
  createsTenant: true,
  bindsAccounts: true,
  allowed: (actor) => actor.uid === signupActor.uid,
  prepare: createAdminAccount,
  async apply(tx, input, stamp) {
    if (await tx.getCompany()) throw new AppError('subdomain_taken');
    tx.setCompany({
      Name: input.companyName,
      languages: ['en', 'es'],
      hasPublicPage: false,
      collectionsArray: [],
      widgetsMenu: [],
      CreatedAt: stamp.at,
    });
    tx.set('agenda', input.uid, adminContactOf(input, stamp.at));
    return { subdomain: input.subdomain, contactId: input.uid };
  },
  log: (input) => [
    {
      action: 'create',
      collection: companyCollection,
      document: input.subdomain,
      modification: { Name: input.companyName },
    },
    {
      action: 'create',
      collection: 'agenda',
      document: input.uid,
      modification: { email: input.email, Rol: 'Admin', LoginID: input.uid, lvl: levels.admin },
    },
  ],
});
