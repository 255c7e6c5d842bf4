import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { PasswordFields } from './PasswordFields';
import { either } from './texts';

/** `/forgot-password`: e-mail, code from the mail, new password. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  async open(tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/forgot-password'));
  }

  get email() {
    return this.page.getByLabel(either('accounts.forgot.email'));
  }

  get code() {
    return this.page.getByLabel(either('accounts.forgot.code'));
  }

  get fields() {
    return new PasswordFields(this.page.locator('main'));
  }

  async requestCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: either('accounts.forgot.sendCode') }).click();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.page.getByRole('button', { name: either('accounts.forgot.verify') }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: either('accounts.forgot.save') }).click();
  }
}
