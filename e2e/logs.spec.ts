import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { sendFromPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 12 leftovers on /logs, read as a new user: what an edit removed, and the collection and
// record by their names rather than their storage keys and ids (which stay one hover away).

const run = Date.now().toString(36);

async function signIn(page: Page, email: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email);
  await new ShellPage(page).expectSignedIn();
}

test('a log row names the collection, the record and the fields an edit removed', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const id = `p-logs-${run}`;
  const name = `Registro e2e ${run}`;
  const created = await sendFromPage(page, 'document.create', {
    collection: 'proyectos',
    docId: id,
    data: { Name: name, Estado: 'Presupuesto', Habitación: 'Cocina' },
  });
  expect(created.status).toBe('applied');
  // An edit that only clears a field: its entry has nothing written, one field removed.
  const cleared = await sendFromPage(page, 'document.merge', {
    collection: 'proyectos',
    docId: id,
    data: {},
    remove: ['Habitación'],
  });
  expect(cleared.status).toBe('applied');

  await page.goto(tenantUrl('demo', `/logs/${id}/false`));
  const rows = page.getByTestId('log-row');
  await expect(rows).toHaveCount(2);
  const edit = rows.filter({ has: page.getByText(either('logs.action.modification')) });
  // The declared label (Estancia / Room), never the key, and never "Sin detalles".
  await expect(edit.getByTestId('log-removed')).toHaveText(/^(Quitado: Estancia|Removed: Room)$/);
  await expect(edit).not.toContainText(either('logs.change.none'));

  for (const row of await rows.all()) {
    // The company's name for the collection; its key on hover.
    await expect(row.getByTestId('log-collection')).toHaveText('Proyectos');
    await expect(row.getByTestId('log-collection')).toHaveAttribute('title', /proyectos/);
    // The record's name, given by its create entry even on the edit's row; its id on hover.
    await expect(row.getByTestId('log-document')).toHaveText(name);
    await expect(row.getByTestId('log-document')).toHaveAttribute('title', new RegExp(id));
  }
  await page.screenshot({ path: `${screenshotDir}/logs-readable-desktop.png`, fullPage: true });
});

test('a row that wrote a contact reads as "Personas" and the person, not agenda and an id', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  // The admin sends Pablo a reset mail: an agenda entry with no name, only his account.
  const sent = await page.evaluate(async () => {
    const answer = await fetch('/api/agenda/contacts/c-employee/reset-mail', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return answer.status;
  });
  expect(sent).toBe(200);

  await page.goto(tenantUrl('demo', '/logs/c-employee/false'));
  const row = page.getByTestId('log-row').first();
  await expect(row.getByTestId('log-collection')).toHaveText(/^(Personas|People)$/);
  await expect(row.getByTestId('log-collection')).toHaveAttribute('title', /agenda/);
  await expect(row.getByTestId('log-document')).toHaveText('Pablo Iglesias Ruiz');
  await expect(row.getByTestId('log-document')).toHaveAttribute('title', /c-employee/);
  // What was done, in words; the account on hover.
  await expect(row.getByTestId('log-password')).toHaveText(either('logs.change.passwordMail'));
  await expect(row.getByTestId('log-password')).toHaveAttribute('title', 'u-employee');
  await page.screenshot({ path: `${screenshotDir}/logs-contact-desktop.png`, fullPage: true });
});

test('a task row reads as "Tareas" and what happened, not tasksMessages and "recibed"', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // t-001 is the admin's: the app marks it seen when it shows it; sent here so the entry exists.
  const seen = await sendFromPage(page, 'task.received', { taskId: 't-001' });
  expect(seen.status).toBe('applied');

  await page.goto(tenantUrl('demo', '/logs/t-001/false'));
  const row = page.getByTestId('log-row').first();
  await expect(row.getByTestId('log-collection')).toHaveText(/^(Tareas|Tasks)$/);
  await expect(row.getByTestId('log-task')).toHaveText(either('logs.change.taskReceived'));
  await expect(row).not.toContainText('recibed');
});
