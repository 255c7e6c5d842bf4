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
    if (contact.rol) await this.field('people.rol.label').selectOption(contact.rol);
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

  /** The named-level picker (issue 12 point 6). */
  get level() {
    return this.field('people.level.label');
  }

  /** A new team role, through "Another team role…". */
  async typeNewRol(rol: string): Promise<void> {
    const pageLanguage = await this.page.locator('html').getAttribute('lang');
    await this.field('people.rol.label').selectOption({ label: textIn(pageLanguage, 'people.rol.other') });
    await this.field('people.rol.new').fill(rol);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: either('accounts.contact.save') }).click();
  }

  async submitCreate(): Promise<void> {
    await this.page.getByRole('button', { name: either('accounts.contact.create') }).click();
  }
}
