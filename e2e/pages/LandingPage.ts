import type { Page } from '@playwright/test';
import { bareUrl } from '../env';

/** The marketing site on the bare host, with the company sign-up. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(bareUrl(`/${query}`));
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async signUp(input: {
    subdomain: string;
    companyName: string;
    email: string;
    password: string;
  }): Promise<void> {
    await this.field('Subdomain').fill(input.subdomain);
    await this.field('Company name').fill(input.companyName);
    await this.field('Admin email').fill(input.email);
    await this.field('Password').fill(input.password);
    await this.field('Repeat password').fill(input.password);
    await this.page.getByRole('button', { name: 'Create my company' }).click();
  }
}
