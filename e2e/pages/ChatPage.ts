import { expect, type Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { ShellPage } from './ShellPage';
import { either } from './texts';

/** `/messages`: the thread list, one thread, the composer and the new-chat picker. */
export class ChatPage {
  readonly shell: ShellPage;
  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  get badge() {
    return this.shell.iconBar.getByTestId('unread-badge');
  }

  /** The icon bar's unread figure (0 without a badge). */
  async unread(): Promise<number> {
    return (await this.badge.count()) === 0 ? 0 : Number(await this.badge.textContent());
  }

  async openList(): Promise<void> {
    await this.page.goto(tenantUrl('demo', '/messages/none'));
    await expect(this.list).toBeVisible();
  }

  get list() {
    return this.page.getByRole('region', { name: either('chat.list.label') });
  }

  get threads() {
    return this.page.getByTestId('chat-thread');
  }

  thread(text: string | RegExp) {
    return this.threads.filter({ hasText: text });
  }

  get composer() {
    return this.page.getByRole('textbox', { name: either('chat.composer.label') });
  }

  get messages() {
    return this.page.getByTestId('chat-message');
  }

  get picker() {
    return this.page.getByRole('dialog', { name: either('chat.new.title') });
  }

  async openPicker(): Promise<void> {
    await this.list.getByRole('button', { name: either('chat.list.new') }).click();
    await expect(this.picker).toBeVisible();
  }

  /** Starts (or reopens) a chat with these people, chosen by their names in the picker. */
  async startWith(...names: string[]): Promise<string> {
    await this.openPicker();
    for (const name of names) await this.picker.getByRole('checkbox', { name: new RegExp(name) }).check();
    await this.picker.getByRole('button', { name: either('chat.new.start') }).click();
    await expect(this.page).toHaveURL(/\/messages\/(?!none)[^/?]+/);
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').at(-1) ?? '');
  }

  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }
}
