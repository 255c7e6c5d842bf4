import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { either } from './texts';

/** `/data/{collKey}`: the live cards of a collection with search, sort and paging. */
export class DataListPage {
  constructor(private readonly page: Page) {}

  async open(collKey = 'proyectos', tenant = 'demo'): Promise<void> {
    await this.page.goto(tenantUrl(tenant, `/data/${collKey}`));
  }

  get cards() {
    return this.page.getByTestId('doc-card');
  }

  /** The card whose title is `name`. */
  card(name: string) {
    return this.cards.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  get search() {
    return this.page.getByRole('searchbox', { name: either('data.list.search') });
  }

  get perPage() {
    return this.page.getByLabel(either('data.list.perPage'));
  }

  get pager() {
    return this.page.getByRole('navigation', { name: either('data.pager.label') });
  }

  get collections() {
    return this.page.getByRole('navigation', { name: either('data.collections.label') });
  }

  async create(): Promise<void> {
    await this.page
      .getByRole('link', { name: /^\+?\s*(New|Crear) / })
      .first()
      .click();
  }
}
