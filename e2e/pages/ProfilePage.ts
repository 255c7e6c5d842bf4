import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { either } from './texts';

/** `/profile`: language saved on the contact, e-mail, password, sign-out. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/profile'));
  }

  /** One of the company's languages in the profile's picker, by its name. */
  language(code: 'en' | 'es') {
    return this.page
      .getByRole('radiogroup', { name: either('people.language.label') })
      .getByRole('radio', { name: either(`accounts.language.${code}`) });
  }

  get details() {
    return this.page.getByRole('region', { name: either('people.profile.details') });
  }

  get languageSaved() {
    return this.page.getByText(either('accounts.profile.languageSaved'));
  }
}
