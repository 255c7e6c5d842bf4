import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { either } from './texts';

/** `/profile`: language saved on the contact, e-mail, password, sign-out. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/profile'));
  }

  get languageSwitch() {
    return this.page.getByRole('button', { name: /^(Language|Idioma): / });
  }

  get languageSaved() {
    return this.page.getByText(either('accounts.profile.languageSaved'));
  }
}
