import type { Locator } from '@playwright/test';
import { either } from './texts';

/** The new password and its repeat, with their live hints (spec §5), inside `scope`. */
export class PasswordFields {
  constructor(private readonly scope: Locator) {}

  get password() {
    return this.scope.getByLabel(either('accounts.password.new'));
  }

  get repeat() {
    return this.scope.getByLabel(either('accounts.password.repeat'));
  }

  get validHints() {
    return this.scope.getByText(either('accounts.password.valid'));
  }

  get invalidHints() {
    return this.scope.getByText(either('accounts.password.invalid'));
  }

  async fill(password: string, repeat = password): Promise<void> {
    await this.password.fill(password);
    await this.repeat.fill(repeat);
  }
}
