import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../shared/src/i18n';
import { either } from './texts';

/** The signed-in layout: icon bar, left panel, snackbar. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  get iconBar() {
    return this.page.getByRole('navigation', { name: either('shell.iconBar.label') });
  }

  icon(key: MessageKey) {
    return this.iconBar.getByRole('link', { name: either(key) });
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.iconBar).toBeVisible();
  }

  async signOut(): Promise<void> {
    await this.iconBar.getByRole('button', { name: either('shell.icon.logout') }).click();
    await this.page.getByRole('button', { name: either('shell.logout.confirm') }).click();
  }
}
