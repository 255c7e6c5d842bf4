import type { Page } from '@playwright/test';
import { PasswordFields } from './PasswordFields';
import { either } from './texts';

/** The undismissable new-password dialog of a contact with forceReset. */
export class ForcedResetDialog {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: either('accounts.forcedReset.title') });
  }

  get fields() {
    return new PasswordFields(this.dialog);
  }

  get submit() {
    return this.dialog.getByRole('button', { name: either('accounts.password.submit') });
  }
}
