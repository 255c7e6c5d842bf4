import { expect, type Locator, type Page, test } from '@playwright/test';
import { type MessageKey, messagesEn, messagesEs } from '../shared/src/i18n';
import { screenshotDir } from './env';
import {
  addStep,
  addTrigger,
  automationIdOf,
  listedAutomation,
  newAutomation,
  newestRun,
  openAutomations,
  removeAutomations,
  removeFirstTrigger,
  saveAutomation,
} from './pages/automationsEditor';
import { applyFromPage, sendFromPage, signedInPage } from './pages/pageCommands';
import { queryFromPage } from './pages/TrashPage';
import { either } from './pages/texts';

// Issue 15's Done-when "every Monday 8:00 e-mail the week's open projects", as a journey: an
// admin builds it in the editor's forms (no JSON), test-runs it and reads each step's output,
// the e-mail reaches the embedded server's mail sink (its outbox, read by level 100), and a run
// of the saved automation shows in its runs list. Its projects and automation are removed after.

const run = Date.now().toString(36);
const open = [`Semanal ${run} Norte`, `Semanal ${run} Sur`];
const closed = `Semanal ${run} Cerrada`;
const recipient = `semanal-${run}@demo.test`;
const name = `Lunes 8:00 proyectos abiertos ${run}`;
const made = { projects: [] as string[], automations: [name, `Columnas e2e ${run}`] };

test.describe.configure({ timeout: 150_000 });

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  await removeAutomations(admin, made.automations);
  for (const docId of made.projects)
    await sendFromPage(admin, 'document.delete', { collection: 'proyectos', docId });
});

interface Mail {
  to?: unknown;
  subject?: unknown;
  text?: unknown;
}

/** The mails of the tenant's outbox to `to` (the embedded server's sink when no SMTP is set). */
async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const mails = await page.evaluate(async () => {
    const answer = await fetch('/api/admin/outbox');
    return answer.ok ? ((await answer.json()) as { mails: Mail[] }).mails : [];
  });
  return mails.filter((mail) => String(mail.to).toLowerCase() === to);
}

/** The texts of the page's language, for labels made of several catalogue texts. */
async function textsOf(page: Page): Promise<Record<MessageKey, string>> {
  return (await page.locator('html').getAttribute('lang')) === 'en' ? messagesEn : messagesEs;
}

/** One step's outcome in a test-run's result or a run, by the step's name. */
const outcome = (scope: Locator, step: string) =>
  scope
    .locator('.automations__outcome')
    .filter({ has: scope.page().locator('strong', { hasText: new RegExp(`^${step}$`) }) });

test('every Monday 8:00 e-mail the open projects: built without JSON, test-run step by step, the mail arrives, the run is listed', async ({
  page,
}) => {
  await openAutomations(page);
  for (const [project, state] of [...open.map((p) => [p, 'En curso']), [closed, 'Terminado']]) {
    const created = await applyFromPage(page, 'document.create', {
      collection: 'proyectos',
      data: { Name: project, Estado: state },
    });
    made.projects.push(String(created.result?.docId));
  }
  const m = await textsOf(page);
  await newAutomation(page, name);

  // When: every Monday at 8:00, Madrid time.
  await removeFirstTrigger(page);
  const trigger = await addTrigger(page, 'schedule');
  await trigger.getByLabel(either('automations.trigger.cron')).fill('0 8 * * 1');
  await trigger.getByLabel(either('automations.trigger.timezone')).fill('Europe/Madrid');

  // 1. The open projects: a pivot over proyectos where Estado == "En curso", one row per name.
  const query = await addStep(page, 'pivot');
  await query.getByLabel(either('automations.steps.name')).fill('abiertos');
  await query.getByLabel(either('automationSteps.pivot.collection')).selectOption('proyectos');
  const conditions = query.getByRole('group', { name: either('automationSteps.pivot.filters') });
  await conditions.getByRole('button', { name: either('automationSteps.list.add') }).click();
  const condition = `${m['automationSteps.pivot.filters']} 1`;
  await conditions
    .getByRole('combobox', { name: `${condition}: ${m['automationSteps.pivot.filterField']}` })
    .selectOption('Estado');
  await expect(
    conditions.getByRole('combobox', { name: `${condition}: ${m['automationSteps.pivot.filterOp']}` }),
  ).toHaveValue('==');
  await conditions
    .getByRole('textbox', { name: `${condition}: ${m['automationSteps.pivot.filterValue']}` })
    .fill('En curso');
  const rows = query.getByRole('group', { name: either('automationSteps.pivot.groupRows') });
  await rows.getByRole('button', { name: either('automationSteps.list.add') }).click();
  const byName = m['automationSteps.pivot.group']
    .replace('{list}', m['automationSteps.pivot.groupRows'])
    .replace('{number}', '1');
  await rows
    .getByRole('combobox', { name: `${byName}: ${m['automationSteps.pivot.field']}` })
    .selectOption('Name');
  await expect(
    rows.getByRole('combobox', { name: `${byName}: ${m['automationSteps.pivot.bucket']}` }),
  ).toHaveValue('');

  // 2. Their names, one after another.
  const list = await addStep(page, 'string');
  await list.getByLabel(either('automations.steps.name')).fill('lista');
  await list.getByLabel(either('automationSteps.string.op')).selectOption('join');
  await list.getByLabel(either('automationSteps.string.items')).fill('{{steps.abiertos.rows}}');
  await list.getByLabel(either('automationSteps.string.itemField')).fill('key.0');

  // 3. The e-mail that lists them.
  const mail = await addStep(page, 'email');
  await mail.getByLabel(either('automations.steps.name')).fill('correo');
  await mail.getByLabel(either('automationSteps.email.to')).fill(recipient);
  await mail.getByLabel(either('automationSteps.email.subject')).fill('Proyectos abiertos de la semana');
  await mail.getByLabel(either('automationSteps.email.text')).fill('Proyectos abiertos: {{steps.lista}}');
  await expect(page.getByTestId('automation-problem')).toHaveCount(0);
  // Built with the forms: no step was switched to its JSON.
  await expect(page.getByLabel(either('automations.steps.config'))).toHaveCount(0);
  await query.screenshot({ path: `${screenshotDir}/automations-weekly-report-pivot.png` });

  // Test-run: each step's output, the list and the e-mail.
  await page.getByRole('button', { name: either('automations.test.run') }).click();
  const result = page.getByTestId('automation-test-result');
  const succeeded = new RegExp(
    `${messagesEs['automations.status.succeeded']}|${messagesEn['automations.status.succeeded']}`,
  );
  await expect(result.getByRole('status')).toContainText(succeeded, { timeout: 30_000 });
  for (const project of open) await expect(outcome(result, 'abiertos')).toContainText(project);
  await expect(outcome(result, 'abiertos')).not.toContainText(closed);
  const listed = outcome(result, 'lista').locator('.automations__output');
  for (const project of open) await expect(listed).toContainText(project);
  await expect(listed).not.toContainText(closed);
  await expect(outcome(result, 'correo').locator('.automations__output')).toContainText(recipient);
  await outcome(result, 'correo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/automations-weekly-report-test-run.png` });

  // The e-mail really left: it is in the server's mail sink, listing the open projects by name.
  await expect.poll(async () => (await mailsTo(page, recipient)).length, { timeout: 15_000 }).toBe(1);
  const [sent] = await mailsTo(page, recipient);
  expect(sent?.subject).toBe('Proyectos abiertos de la semana');
  for (const project of open) expect(String(sent?.text)).toContain(project);
  expect(String(sent?.text)).not.toContain(closed);

  // Saved as built: the schedule and the steps' settings, none of them typed as JSON.
  await saveAutomation(page, name);
  const id = await automationIdOf(page, name);
  const [stored] = (await queryFromPage(page, { collection: 'automations' })).filter(
    (doc) => doc.FireId === id,
  );
  expect(stored?.triggers).toEqual([{ type: 'schedule', cron: '0 8 * * 1', timezone: 'Europe/Madrid' }]);
  expect((stored?.steps as { config: unknown }[] | undefined)?.[0]?.config).toEqual({
    source: {
      from: 'query',
      query: { collection: 'proyectos' },
      filters: [{ field: 'Estado', op: '==', value: 'En curso' }],
    },
    pivot: { rows: ['Name'], cols: [], values: [{ agg: 'count' }] },
  });

  // A run of the saved automation (started as the automation widget does: the schedule's next
  // Monday is days away) appears in its runs list, live, with each step's output.
  const started = await page.evaluate(async (automationId) => {
    const res = await fetch(`/api/automations/${automationId}/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ input: {} }),
    });
    return res.status;
  }, id);
  expect(started).toBe(202);
  await listedAutomation(page, name).click();
  await page.getByLabel(either('automations.runs.filterAutomation')).selectOption({ label: name });
  const runItem = await newestRun(page, 'succeeded');
  await runItem.locator('summary').first().click();
  for (const project of open) await expect(outcome(runItem, 'lista')).toContainText(project);
  await expect(outcome(runItem, 'correo')).toContainText(recipient);
  await expect.poll(async () => (await mailsTo(page, recipient)).length, { timeout: 15_000 }).toBe(2);
  await runItem.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/automations-weekly-report-run.png` });
});

test("an Excel export's columns are made with the keyboard: header, field from the widget's collection, type, reordered", async ({
  page,
}) => {
  await openAutomations(page);
  await newAutomation(page, `Columnas e2e ${run}`);
  const m = await textsOf(page);
  const excel = await addStep(page, 'excel');
  const widget = excel.getByLabel(either('automationSteps.file.widgetId'));
  const tableOf = await widget
    .locator('option')
    .evaluateAll((options) =>
      options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })),
    );
  const projectsTable = tableOf.find((o) => /\(table\)$/.test(o.label));
  expect(projectsTable, 'a table widget in the demo').toBeTruthy();
  await widget.selectOption(String(projectsTable?.value));

  const columns = excel.getByRole('group', { name: either('automationSteps.file.columns') });
  const add = columns.getByRole('button', { name: either('automationSteps.file.addColumn') });
  const column = (n: number) => m['automationSteps.file.column'].replace('{number}', String(n));
  for (const [n, header, field, type] of [
    [1, 'Proyecto', 'Name', 'text'],
    [2, 'Situación', 'Estado', ''],
  ] as const) {
    await add.focus();
    await page.keyboard.press('Enter');
    const row = columns.getByRole('group', { name: column(n) });
    await row
      .getByRole('textbox', { name: `${column(n)}: ${m['automationSteps.file.columnLabel']}` })
      .focus();
    await page.keyboard.type(header);
    await row
      .getByRole('combobox', { name: `${column(n)}: ${m['automationSteps.file.columnField']}` })
      .selectOption(field);
    await row
      .getByRole('combobox', { name: `${column(n)}: ${m['automationSteps.file.columnType']}` })
      .selectOption(type);
  }
  // The second column moved up from the keyboard: the focus stays on its buttons, the move is said.
  await columns
    .getByRole('group', { name: column(2) })
    .getByRole('button', { name: either('automationSteps.list.up') })
    .focus();
  await page.keyboard.press('Enter');
  await expect(
    columns.getByRole('textbox', { name: `${column(1)}: ${m['automationSteps.file.columnLabel']}` }),
  ).toHaveValue('Situación');
  await expect(
    columns
      .getByRole('group', { name: column(1) })
      .getByRole('button', { name: either('automationSteps.list.down') }),
  ).toBeFocused();
  await expect(columns.locator('[aria-live="polite"]')).not.toBeEmpty();
  await columns.screenshot({ path: `${screenshotDir}/automations-excel-columns.png` });

  // "Editar como JSON" beside: it shows what the form made, in its order.
  await excel.getByRole('checkbox', { name: either('automationSteps.mode.json') }).check();
  const json = JSON.parse(await excel.getByLabel(either('automations.steps.config')).inputValue()) as {
    columns: unknown;
  };
  expect(json.columns).toEqual([
    { field: 'Estado', label: 'Situación' },
    { field: 'Name', label: 'Proyecto', type: 'text' },
  ]);
  // Removing a column from the form removes it from what is kept.
  await excel.getByRole('checkbox', { name: either('automationSteps.mode.json') }).uncheck();
  await columns
    .getByRole('group', { name: column(1) })
    .getByRole('button', { name: either('automationSteps.list.remove') })
    .click();
  await excel.getByRole('checkbox', { name: either('automationSteps.mode.json') }).check();
  await expect(excel.getByLabel(either('automations.steps.config'))).not.toHaveValue(/Estado/);
});
