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

  get sort() {
    return this.page.getByLabel(either('data.list.sort'));
  }

  /** "1.051 in total" / "3 of 1.051 match": shown once the whole list is in. */
  get count() {
    return this.page.getByTestId('list-count');
  }

  get loading() {
    return this.page.getByRole('status', { name: either('data.loading') });
  }

  get emptyState() {
    return this.page.locator('.empty-state');
  }

  /** The list's load failure ("Error loading data!!!" and its cause). */
  get error() {
    return this.page.locator('.data-error');
  }

  /** The field labels of a card, in order (its cardConfig decides the first). */
  fieldLabels(card: ReturnType<DataListPage['card']>) {
    return card.locator('dt');
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
