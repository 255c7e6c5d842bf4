import { type Language, translate } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import type { ResetCode } from '../../platform/accounts/Accounts';
import { findContact } from './findContact';

const languages: readonly Language[] = ['en', 'es'];
const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** The language of the mail: the contact's own, else the company's first. */
async function languageOf(deps: AppDeps, tenant: string, email: string): Promise<Language> {
  const account = await deps.accounts.findByEmail(tenant, email);
  const contact = account ? await findContact(deps.store, tenant, account.uid) : null;
  if (isLanguage(contact?.lenguage)) return contact.lenguage;
  const company = await deps.store.getCompany(tenant);
  const first = Array.isArray(company?.languages) ? company.languages[0] : undefined;
  return isLanguage(first) ? first : 'en';
}

/**
 * Mails a reset code. Asked for on the forgotten-password page, it runs after the answer, so how
 * long it takes tells nothing. Sent by staff (`link`: /reset-password at the code), it says so
 * and carries the link, since the person did not ask for it.
 */
export async function sendResetCodeMail(
  deps: AppDeps,
  tenant: string,
  email: string,
  reset: ResetCode,
  options: { link?: string } = {},
) {
  const language = await languageOf(deps, tenant, email);
  const company = await deps.store.getCompany(tenant);
  const params = {
    code: reset.code,
    company: typeof company?.Name === 'string' ? company.Name : tenant,
    minutes: Math.round((reset.expiresAt.getTime() - deps.clock.now().getTime()) / 60_000),
    link: options.link ?? '',
  };
  const byStaff = options.link !== undefined;
  await deps.mailer.send({
    tenant,
    to: email,
    subject: translate(language, byStaff ? 'mail.resetByStaff.subject' : 'mail.resetCode.subject', params),
    text: translate(language, byStaff ? 'mail.resetByStaff.text' : 'mail.resetCode.text', params),
  });
}
