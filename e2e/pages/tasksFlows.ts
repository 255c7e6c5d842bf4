import { expect, type Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { openLeftPanel } from './leftPanel';
import { applyFromPage, sendFromPage } from './pageCommands';
import { either } from './texts';

/** Issue 14 task inbox: what the task journeys share. */

export const inISO = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Assigns a task from `page` (staff) and answers its id. */
export async function assignTask(page: Page, payload: Record<string, unknown>): Promise<string> {
  const answer = await applyFromPage(page, 'task.assign', payload);
  return String(answer.result?.taskId);
}

/** Removes the tasks a journey made (level 100: tasks are not deleted below it). */
export async function removeTasks(adminPage: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const answer = await sendFromPage(adminPage, 'document.delete', {
      collection: 'tasksMessages',
      docId: id,
    });
    expect(answer.status).toBe('applied');
  }
}

/** My task as the server holds it (null: not mine or gone). */
export async function ownTask(page: Page, id: string): Promise<Record<string, unknown> | null> {
  const docs = await page.evaluate(async () => {
    const answer = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'tasksMessages' }),
    });
    return ((await answer.json()) as { docs: Record<string, unknown>[] }).docs;
  });
  return docs.find((doc) => doc.FireId === id) ?? null;
}

/** The task inbox of /messages. */
export class TasksInboxPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(tenantUrl('demo', '/messages/none?view=tasks'));
    await expect(this.inbox).toBeVisible();
  }

  get inbox() {
    return this.page.getByTestId('tasks-inbox');
  }

  row(title: string) {
    return this.inbox.getByTestId('task-row').filter({ hasText: title });
  }

  async show(view: 'pending' | 'completed'): Promise<void> {
    await this.inbox
      .getByRole('button', {
        name: either(view === 'pending' ? 'tasks.view.pending' : 'tasks.view.completed'),
      })
      .click();
  }

  async complete(title: string): Promise<void> {
    await this.row(title)
      .getByRole('button', { name: either('tasks.complete') })
      .click();
  }
}

/**
 * Shows the left panel. It opens by itself once per tab, when its widgets (or notifications)
 * arrive: wait for the widgets first, so that opening does not race a toggle made here.
 */
export async function showLeftPanel(page: Page): Promise<void> {
  await page.locator('#left-panel .left-panel__widgets').waitFor({ state: 'attached' });
  await openLeftPanel(page);
}
