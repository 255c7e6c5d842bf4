import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { either } from './texts';

/** The table view of a collection's list (issue 12 point 3). */
export class DataTablePage {
  constructor(readonly page: Page) {}

  async open(collKey: string, view?: 'table' | 'cards'): Promise<void> {
    await this.page.goto(tenantUrl('demo', `/data/${collKey}${view ? `?view=${view}` : ''}`));
  }

  viewButton(view: 'cards' | 'table'): Locator {
    return this.page.getByRole('button', {
      name: either(view === 'cards' ? 'data.view.cards' : 'data.view.table'),
    });
  }

  get grid(): Locator {
    return this.page.getByRole('grid');
  }

  get rows(): Locator {
    return this.page.getByTestId('table-row');
  }

  get count(): Locator {
    return this.page.getByTestId('table-count');
  }

  row(docId: string): Locator {
    return this.page.locator(`[data-testid="table-row"][data-doc="${docId}"]`);
  }

  cell(docId: string, key: string): Locator {
    return this.row(docId).locator(`td[data-key="${key}"]`);
  }

  /** The names down the table, in order. */
  async names(): Promise<string[]> {
    return this.rows.locator('td[data-key="Name"]').allInnerTexts();
  }

  heading(label: string): Locator {
    return this.grid.locator('thead th').filter({ hasText: label });
  }

  filter(label: RegExp | string): Locator {
    return this.grid.getByLabel(label);
  }

  get editor(): Locator {
    return this.page.getByTestId('cell-editor');
  }

  selectRow(docId: string): Locator {
    return this.row(docId).locator('td').first().getByRole('checkbox');
  }

  bulkButton(key: 'data.table.bulk.delete' | 'data.table.bulk.move' | 'data.table.bulk.edit'): Locator {
    return this.page.getByRole('toolbar').getByRole('button', { name: either(key) });
  }

  /** The data-key and row of the focused cell. */
  async focused(): Promise<{ key: string | null; doc: string | null }> {
    return this.page.evaluate(() => {
      const cell = document.activeElement as HTMLElement | null;
      return {
        key: cell?.dataset.key ?? (cell?.classList.contains('data-table__select') ? '__select' : null),
        doc: (cell?.closest('tr') as HTMLElement | null)?.dataset.doc ?? null,
      };
    });
  }

  async expectFocus(doc: string, key: string): Promise<void> {
    await expect.poll(() => this.focused()).toEqual({ key, doc });
  }
}
