import { createHmac } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import {
  addStep,
  addTrigger,
  automationIdOf,
  fieldProblem,
  insertVariable,
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
import { TasksInboxPage } from './pages/tasksFlows';
import { either } from './pages/texts';

// Issue 15: what an admin does with the automation editor's forms, without a developer — each
// trigger end to end, the test-run and the keyboard. Everything made here is removed after.

const run = Date.now().toString(36);
test.describe.configure({ timeout: 120_000 });

const made = {
  automations: [] as string[],
  projects: [] as string[],
  tasks: [] as string[],
  threads: [] as string[],
};

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  await removeAutomations(admin, made.automations);
  for (const docId of made.projects)
    await sendFromPage(admin, 'document.delete', { collection: 'proyectos', docId });
  for (const docId of made.tasks)
    await sendFromPage(admin, 'document.delete', { collection: 'tasksMessages', docId });
  for (const docId of made.threads)
    await sendFromPage(admin, 'document.delete', { collection: 'messages', docId });
});

const setting = (step: ReturnType<Page['locator']>, key: Parameters<typeof either>[0]) =>
  step.getByLabel(either(key));

test('steps built with forms: a problem beside its field, earlier steps offered as variables, reordered from the keyboard, test-run with a sample input', async ({
  page,
}) => {
  const name = `Formularios e2e ${run}`;
  made.automations.push(name);
  await openAutomations(page);
  await newAutomation(page, name);

  const first = await addStep(page, 'string');
  await setting(first, 'automationSteps.string.op').selectOption('template');
  await setting(first, 'automationSteps.string.text').fill('Hola ');
  await insertVariable(first, 'automationSteps.string.text', '{{trigger.document.Name}}');
  await expect(setting(first, 'automationSteps.string.text')).toHaveValue('Hola {{trigger.document.Name}}');

  const second = await addStep(page, 'string');
  // A replace without its pattern is refused beside the field, and nothing can be saved.
  await setting(second, 'automationSteps.string.op').selectOption('replace');
  await expect(second.getByTestId('step-problem')).toHaveText(either('automationSteps.problem.required'));
  await expect(setting(second, 'automationSteps.string.pattern')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: either('automations.editor.save') })).toBeDisabled();
  // The summary says it as the form does: the step, the field's label, the kit's words; no zod path.
  const summary = page.getByTestId('automation-problem');
  await expect(summary).toHaveText(
    fieldProblem('automationSteps.string.pattern', 'automationSteps.problem.required', {
      number: 2,
      name: 'string2',
    }),
  );
  await expect(summary).not.toContainText('steps.1');
  await setting(second, 'automationSteps.string.op').selectOption('case');
  // The second step may read the first; the first is offered no later step.
  await insertVariable(second, 'automationSteps.string.text', '{{steps.string1}}');
  await expect(second.getByTestId('step-problem')).toHaveCount(0);
  await setting(second, 'automationSteps.string.to').selectOption('upper');
  await expect(first.locator('option', { hasText: '{{steps.' })).toHaveCount(0);

  // Reordered from the keyboard: the moved step keeps its settings and the focus.
  await second.focus();
  await page.keyboard.press('Alt+ArrowUp');
  const steps = page.getByTestId('automation-step');
  await expect(steps.first()).toHaveAttribute('aria-label', /^1\. string2 /);
  await expect(steps.first()).toBeFocused();
  await expect(setting(steps.first(), 'automationSteps.string.text')).toHaveValue('{{steps.string1}}');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(steps.first()).toHaveAttribute('aria-label', /^1\. string1 /);

  // The JSON toggle shows what the form made; bad JSON is refused with its problem.
  const json = steps.last().getByRole('checkbox', { name: either('automationSteps.mode.json') });
  await json.check();
  const text = steps.last().getByLabel(either('automations.steps.config'));
  await expect(text).toHaveValue(/"to": "upper"/);
  await text.fill('{"op": "case", "text": "{{steps.string1}}", "to": "sideways"}');
  await expect(steps.last().locator('.automations__problem')).toHaveText(
    fieldProblem('automationSteps.string.to', 'automationSteps.problem.notChoice'),
  );
  await expect(summary).toHaveText(
    fieldProblem('automationSteps.string.to', 'automationSteps.problem.notChoice', {
      number: 2,
      name: 'string2',
    }),
  );
  await expect(page.getByRole('button', { name: either('automations.editor.save') })).toBeDisabled();
  await text.fill('{"op": "case", "text": "{{steps.string1}}", "to": "lower"}');
  await json.uncheck();
  await expect(setting(steps.last(), 'automationSteps.string.to')).toHaveValue('lower');
  await setting(steps.last(), 'automationSteps.string.to').selectOption('upper');

  // Test-run with a sample input: every step's output.
  await page.getByLabel(either('automations.test.input')).fill('{"document": {"Name": "Obra Centro"}}');
  await page.getByRole('button', { name: either('automations.test.run') }).click();
  const result = page.getByTestId('automation-test-result');
  await expect(result).toContainText('Hola Obra Centro', { timeout: 15_000 });
  await expect(result).toContainText('HOLA OBRA CENTRO');
  await page.screenshot({ path: `${screenshotDir}/automations-forms-test-run.png`, fullPage: true });

  // Saved, and opened again: the forms show what was kept.
  await saveAutomation(page, name);
  await page.reload();
  await listedAutomation(page, name).click();
  await expect(
    setting(page.getByTestId('automation-step').last(), 'automationSteps.string.text'),
  ).toHaveValue('{{steps.string1}}');
});

test('on command: when a proyecto is created, a task and a chat message reach the chosen person', async ({
  page,
}) => {
  const name = `Nuevo proyecto e2e ${run}`;
  const project = `Obra ${run}`;
  made.automations.push(name);
  await openAutomations(page);
  await newAutomation(page, name);
  await removeFirstTrigger(page);
  const trigger = await addTrigger(page, 'command');
  await trigger.getByLabel(either('automations.trigger.collection')).selectOption('proyectos');

  const task = await addStep(page, 'task');
  await setting(task, 'automationSteps.task.title').fill('Revisar ');
  await insertVariable(task, 'automationSteps.task.title', '{{trigger.document.Name}}');
  await setting(task, 'automationSteps.task.to').selectOption({ label: 'Lucía Martín Ortega' });
  await task.getByRole('checkbox', { name: either('automationSteps.task.linkProject') }).check();
  await setting(task, 'automationSteps.task.projectCollection').selectOption('proyectos');
  await expect(setting(task, 'automationSteps.task.projectId')).toHaveValue('{{trigger.docId}}');

  const chat = await addStep(page, 'chat');
  await chat.getByRole('checkbox', { name: 'Lucía Martín Ortega' }).check();
  await chat.getByRole('checkbox', { name: 'Pablo Iglesias Ruiz' }).check();
  await setting(chat, 'automationSteps.chat.text').fill('Nuevo proyecto: {{trigger.document.Name}}');
  await page.screenshot({ path: `${screenshotDir}/automations-forms-on-command.png`, fullPage: true });
  await saveAutomation(page, name);

  // A proyecto is created: the run, its steps, and their effect.
  const created = await applyFromPage(page, 'document.create', {
    collection: 'proyectos',
    data: { Name: project },
  });
  made.projects.push(String(created.result?.docId));
  const runItem = await newestRun(page, 'succeeded');
  await runItem.locator('summary').first().click();
  await expect(runItem).toContainText('task1');
  await expect(runItem).toContainText('chat2');
  const tasks = await queryFromPage(page, { collection: 'tasksMessages' });
  made.tasks.push(
    ...tasks.filter((doc) => doc.title === `Revisar ${project}`).map((doc) => String(doc.FireId)),
  );
  expect(made.tasks).toHaveLength(1);

  const inbox = new TasksInboxPage(page);
  await inbox.open();
  await expect(inbox.row(`Revisar ${project}`)).toBeVisible();
  await page.goto(tenantUrl('demo', '/messages/none'));
  const thread = page.getByTestId('chat-thread').filter({ hasText: `Nuevo proyecto: ${project}` });
  await expect(thread).toBeVisible({ timeout: 15_000 });
  const threads = await queryFromPage(page, { collection: 'messages' });
  made.threads.push(
    ...threads
      .filter((doc) => JSON.stringify(doc).includes(`Nuevo proyecto: ${project}`))
      .map((d) => String(d.FireId)),
  );
});

test('a schedule is saved with its cron and time zone; a cron that cannot run is refused and nothing is kept', async ({
  page,
}) => {
  const name = `Lunes e2e ${run}`;
  made.automations.push(name);
  await openAutomations(page);
  await newAutomation(page, name);
  await removeFirstTrigger(page);
  const trigger = await addTrigger(page, 'schedule');
  const email = await addStep(page, 'email');
  await setting(email, 'automationSteps.email.to').fill('admin@demo.test');
  await setting(email, 'automationSteps.email.subject').fill('Proyectos abiertos de la semana');
  await setting(email, 'automationSteps.email.text').fill('Informe del ');
  await insertVariable(email, 'automationSteps.email.text', '{{trigger.dueAt}}');

  await trigger.getByLabel(either('automations.trigger.cron')).fill('61 8 * * 1');
  await page.getByRole('button', { name: either('automations.editor.save') }).click();
  await expect(page.getByText(either('errors.invalid_change')).first()).toBeVisible();
  await expect(listedAutomation(page, name)).toHaveCount(0);

  await trigger.getByLabel(either('automations.trigger.cron')).fill('30 7 * * 1');
  await trigger.getByLabel(either('automations.trigger.timezone')).fill('Atlantic/Canary');
  await saveAutomation(page, name);
  const id = await automationIdOf(page, name);
  const [stored] = (await queryFromPage(page, { collection: 'automations' })).filter(
    (doc) => doc.FireId === id,
  );
  expect(stored?.triggers).toEqual([{ type: 'schedule', cron: '30 7 * * 1', timezone: 'Atlantic/Canary' }]);

  await page.reload();
  await listedAutomation(page, name).click();
  await expect(page.getByLabel(either('automations.trigger.cron'))).toHaveValue('30 7 * * 1');
  await expect(page.getByLabel(either('automations.trigger.timezone'))).toHaveValue('Atlantic/Canary');
  await page.screenshot({ path: `${screenshotDir}/automations-forms-schedule.png`, fullPage: true });
});

test.describe('webhook', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('an external form posts to the webhook, signed with the copied secret, and a proyecto is created; unsigned is refused', async ({
    page,
  }) => {
    const name = `Formulario web e2e ${run}`;
    const project = `Solicitud ${run}`;
    made.automations.push(name);
    await openAutomations(page);
    await newAutomation(page, name);
    await removeFirstTrigger(page);
    await addTrigger(page, 'webhook');
    const doc = await addStep(page, 'document');
    await setting(doc, 'automationSteps.document.action').selectOption('create');
    await setting(doc, 'automationSteps.document.collection').selectOption('proyectos');
    await doc.getByRole('button', { name: either('automationSteps.record.add') }).click();
    await doc.getByRole('textbox', { name: /: (Name|Nombre) 1$/ }).fill('Name');
    await doc.getByRole('textbox', { name: /: (Value|Valor) 1$/ }).fill('{{trigger.body.Name}}');
    await saveAutomation(page, name);
    await listedAutomation(page, name).click();

    // The secret is drawn, shown once, and copied.
    await page.getByRole('button', { name: either('webhooks.secret.draw') }).click();
    await page.getByRole('button', { name: either('webhooks.secret.copy') }).click();
    await expect(page.getByRole('button', { name: either('webhooks.secret.copied') })).toBeVisible();
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret.length).toBeGreaterThan(20);
    const id = await automationIdOf(page, name);

    const body = JSON.stringify({ Name: project });
    const post = (headers: Record<string, string>) =>
      page.evaluate(
        async ({ path, body, headers }) => {
          const res = await fetch(path, { method: 'POST', headers, body, credentials: 'omit' });
          return { status: res.status, answer: (await res.json()) as Record<string, unknown> };
        },
        { path: `/hooks/${id}`, body, headers: { 'content-type': 'application/json', ...headers } },
      );
    expect((await post({})).status).toBe(401);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const signed = await post({
      'x-colmena-timestamp': timestamp,
      'x-colmena-signature': `sha256=${signature}`,
    });
    expect(signed.status).toBe(202);
    expect(typeof signed.answer.runId).toBe('string');

    const runItem = await newestRun(page, 'succeeded');
    await runItem.locator('summary').first().click();
    await expect(runItem).toContainText('document1');
    const projects = await queryFromPage(page, { collection: 'proyectos' });
    const createdIds = projects.filter((p) => p.Name === project).map((p) => String(p.FireId));
    made.projects.push(...createdIds);
    expect(createdIds).toHaveLength(1);
    await page.screenshot({ path: `${screenshotDir}/automations-forms-webhook.png`, fullPage: true });
  });
});

test('every step kind opens its own form, and its JSON for power users', async ({ page }) => {
  await openAutomations(page);
  await newAutomation(page, `Tipos e2e ${run}`);
  const kinds = await page
    .getByLabel(either('automations.steps.kind'))
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(kinds.length).toBeGreaterThanOrEqual(14);
  for (const kind of kinds) {
    const step = await addStep(page, kind);
    await expect(step.getByTestId('step-form'), kind).toBeVisible();
    await expect(
      step.getByTestId('step-form').locator('input, select, textarea').first(),
      kind,
    ).toBeVisible();
    const json = step.getByRole('checkbox', { name: either('automationSteps.mode.json') });
    await json.check();
    await expect(step.getByLabel(either('automations.steps.config'))).toBeVisible();
    await json.uncheck();
    await expect(step.getByTestId('step-form')).toBeVisible();
  }
  await expect(page.getByText(/Algo Salio Mal/)).toHaveCount(0);
  // Not saved: a new automation's steps with nothing filled in cannot be.
  await expect(page.getByRole('button', { name: either('automations.editor.save') })).toBeDisabled();
});
