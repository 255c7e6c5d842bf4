import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatNumber } from '../shared/src/format';
import { DataDocumentPage } from './pages/DataDocumentPage';
import { DataListPage } from './pages/DataListPage';
import { LoginPage } from './pages/LoginPage';
import { type OwnServer, startOwnServer } from './pages/ownServer';
import { ShellPage } from './pages/ShellPage';

// Issue 5 at scale: a list beyond the old 1,000-document window stays whole and true.
// On a demo server of its own: its 1,001 projects would otherwise stay in the shared demo
// tenant, in every later spec's project lists, widget queries and counts (the seeded 50).

let server: OwnServer;
let origin: string;

test.beforeAll(async () => {
  server = await startOwnServer(resolve(import.meta.dirname, 'output', 'data-scale'));
  origin = `http://demo.localhost:${server.port}`;
});

test.afterAll(async () => {
  await server?.stop();
});

const extra = 1001;
const run = Date.now().toString(36);
/** "zz…" sorts after every seeded Name, so these are the documents a 1,000 window cut off. */
const nameOf = (i: number) => `zz Carga ${run} ${String(i).padStart(4, '0')}`;

/** Creates `count` projects through the command API, from the signed-in page. */
async function createProjects(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate(async (all) => {
    const ids: string[] = [];
    for (let start = 0; start < all.length; start += 25) {
      const batch = all.slice(start, start + 25).map(async (Name) => {
        const answer = await fetch('/api/commands', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            id: crypto.randomUUID(),
            type: 'document.create',
            payload: { collection: 'proyectos', data: { Name, Estado: 'Presupuesto' } },
          }),
        });
        const outcome = (await answer.json()) as { status: string; result?: { docId?: string } };
        if (outcome.status !== 'applied' || !outcome.result?.docId) throw new Error(`not created: ${Name}`);
        return outcome.result.docId;
      });
      ids.push(...(await Promise.all(batch)));
    }
    return ids;
  }, names);
}

async function projectCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'proyectos' }),
    });
    return ((await answer.json()) as { docs: unknown[] }).docs.length;
  });
}

test('more than 1,000 projects: a true count, search finds the last, and its page opens', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Our own server's port, not the shared one LoginPage.open and DataListPage.open know.
  await page.goto(`${origin}/login`);
  await new LoginPage(page).signIn('admin@demo.test');
  await new ShellPage(page).expectSignedIn();
  const names = Array.from({ length: extra }, (_, i) => nameOf(i));
  const ids = await createProjects(page, names);
  const total = await projectCount(page);
  expect(total).toBeGreaterThan(1000 + 50);

  const list = new DataListPage(page);
  await page.goto(`${origin}/data/proyectos`);
  await expect(list.count).toHaveText(new RegExp(`^${formatNumber(total).replace('.', '\\.')} `));

  const last = names.at(-1) ?? '';
  await list.search.fill(last);
  await expect(list.card(last)).toBeVisible();
  await expect(list.count).toHaveText(new RegExp(`^1 .* ${formatNumber(total).replace('.', '\\.')}`));
  await list.card(last).click();
  const view = new DataDocumentPage(page);
  await expect(view.title).toHaveText(last);

  // Straight to the page of a document far beyond any list window: read by its id.
  await page.goto(`${origin}/data/proyectos/${ids.at(-2)}`);
  await expect(view.title).toHaveText(names.at(-2) ?? '');
});
