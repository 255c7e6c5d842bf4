import { expect, type Page } from '@playwright/test';
import type { MessageKey } from '../../shared/src/i18n';
import { either } from './texts';

/** A project or journal view, with its actions, and the create/edit form. */
export class DataDocumentPage {
  constructor(private readonly page: Page) {}

  get title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  action(key: MessageKey) {
    return this.page.getByRole('toolbar').getByRole(key === 'data.action.edit' ? 'link' : 'button', {
      name: either(key),
    });
  }

  /** The value shown for `field` in the field list. */
  value(field: string) {
    return this.page.locator(`dd[data-field="${field}"]`);
  }

  get journalsCount() {
    return this.page.getByTestId('journals-count');
  }

  // The form

  input(field: string) {
    return this.page.getByRole('textbox', { name: field, exact: true });
  }

  async addField(name: string, kind: string): Promise<void> {
    const group = this.page.getByRole('group', { name: either('data.edit.addField') });
    await group.getByLabel(either('data.edit.fieldName')).fill(name);
    await group.getByLabel(either('data.edit.fieldKind')).selectOption(kind);
    await group.getByRole('button', { name: either('data.edit.add') }).click();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: either('data.edit.save') }).click();
  }

  async submitCreate(): Promise<void> {
    await this.page.getByRole('button', { name: either('data.create.submit') }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: either('data.edit.cancel') }).click();
  }

  get formError() {
    return this.page.getByRole('alert');
  }

  /** A field's input, required or not, whatever its kind (found by its label). */
  field(name: string) {
    return this.page.getByLabel(name, { exact: true });
  }

  /** The message shown beside a field (its input's description). */
  fieldError(name: string) {
    return this.page
      .locator('.edit-field')
      .filter({ has: this.field(name) })
      .locator('.field-hint--bad');
  }

  /**
   * A declared field's input by its label (issue 12: the demo's collections declare theirs): a
   * required one's label reads "Nombre *". A choice of few options is a group of radios.
   */
  declared(label: string) {
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
  }

  /** The message shown beside a declared field. */
  declaredError(label: string) {
    return this.page
      .locator('.kit-field')
      .filter({ has: this.declared(label) })
      .locator('.kit-field__problem');
  }

  removeField(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^(Remove field|Quitar el campo) ${name}$`) });
  }

  /** A snack with the catalogue text of `key`. */
  snack(key: MessageKey) {
    return this.page.getByTestId('snack').filter({ hasText: either(key) });
  }

  async confirmDialog(key: MessageKey): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: either(key) }).click();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
