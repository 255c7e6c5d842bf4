import type { Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { either } from './texts';

/** A collection's trash ("Papelera", issue 12) and the undo toast that follows a removal. */
export class TrashPage {
  constructor(private readonly page: Page) {}

  async open(collKey = 'proyectos'): Promise<void> {
    await this.page.goto(tenantUrl('demo', `/trash/${collKey}`));
  }

  get items() {
    return this.page.getByTestId('trash-item');
  }

  item(name: string) {
    return this.items.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  restore(name: string) {
    // Its accessible name says what it restores: "Restaurar: Casa".
    return this.item(name).getByRole('button', { name: /^(Restaurar|Restore): / });
  }

  get emptyState() {
    return this.page.getByTestId('trash-empty');
  }

  /** The toast after a delete ("Eliminado · Deshacer") or a move. */
  undoToast(key: 'data.undo.deleted' | 'data.undo.moved' = 'data.undo.deleted') {
    const text = key === 'data.undo.deleted' ? either(key) : /^(Moved to|Movido a) /;
    return this.page.getByTestId('snack').filter({ has: this.page.getByText(text) });
  }

  undoButton() {
    return this.page.getByTestId('snack').getByRole('button', { name: either('data.undo.action') });
  }
}

/** Sends a command from the page (same origin, the page's session), as a screen would. */
export async function sendFromPage(
  page: Page,
  type: string,
  payload: unknown,
): Promise<Record<string, unknown>> {
  return page.evaluate(
    async (command) => {
      const answer = await fetch('/api/commands', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: crypto.randomUUID(), ...command }),
      });
      return (await answer.json()) as Record<string, unknown>;
    },
    { type, payload },
  );
}

/** Documents of a query, read in the page (Node cannot resolve *.localhost; Chromium can). */
export async function queryFromPage(page: Page, body: unknown): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (request) => {
    const answer = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return ((await answer.json()) as { docs: Record<string, unknown>[] }).docs;
  }, body);
}
