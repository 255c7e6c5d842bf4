import type { Page } from '@playwright/test';
import { textIn } from './accountTexts';
import { either } from './texts';

export interface NewContact {
  name: string;
  surname: string;
  rol?: string;
  email: string;
  password: string;
  language?: 'en' | 'es';
  forceReset?: boolean;
}

/** `/userslist/create/` and `/userslist/edit/:userid`. */
export class ContactFormPage {
  constructor(private readonly page: Page) {}

  field(key: Parameters<typeof either>[0]) {
    return this.page.getByLabel(either(key));
  }

  async fill(contact: NewContact): Promise<void> {
    await this.field('accounts.contact.name').fill(contact.name);
    await this.field('accounts.contact.surname').fill(contact.surname);
    if (contact.rol) await this.field('accounts.contact.rol').fill(contact.rol);
    await this.field('accounts.contact.email').fill(contact.email);
    if (contact.language) {
      const pageLanguage = await this.page.locator('html').getAttribute('lang');
      await this.field('accounts.contact.language').selectOption({
        label: textIn(pageLanguage, `accounts.language.${contact.language}`),
      });
    }
    await this.field('accounts.contact.password').fill(contact.password);
    await this.field('accounts.contact.repeat').fill(contact.password);
    await this.field('accounts.contact.forceReset').setChecked(contact.forceReset ?? false);
  }

  async submitCreate(): Promise<void> {
    await this.page.getByRole('button', { name: either('accounts.contact.create') }).click();
  }
}
