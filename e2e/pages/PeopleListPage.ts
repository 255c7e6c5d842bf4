import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { eitherWith, startsWithEither } from './accountTexts';
import { either } from './texts';

/** `/userslist`: the live agenda with its search box. */
export class PeopleListPage {
  constructor(private readonly page: Page) {}

  async open(tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, '/userslist'));
  }

  get search() {
    return this.page.getByRole('searchbox', { name: either('accounts.people.search') });
  }

  section(key: 'accounts.people.workers' | 'accounts.people.clients') {
    return this.page.getByRole('region', { name: startsWithEither(key) });
  }

  /** The row of a contact, by the full name it shows. */
  person(fullName: string) {
    return this.page.getByRole('link', { name: eitherWith('accounts.people.edit', { name: fullName }) });
  }

  async create(): Promise<void> {
    await this.page.getByRole('link', { name: either('accounts.people.create') }).click();
  }
}
