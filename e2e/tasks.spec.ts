import { expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { sendFromPage, signedInPage } from './pages/pageCommands';
import { queryFromPage } from './pages/TrashPage';
import { assignTask, inISO, ownTask, removeTasks, showLeftPanel, TasksInboxPage } from './pages/tasksFlows';
import { either } from './pages/texts';

// Issue 14: the task inbox, its landing and expiry window, and the task as a notification.

const run = Date.now().toString(36);
const made: string[] = [];

test.afterAll(async ({ browser }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  await removeTasks(admin, made);
});

test('a task lands for the employee only after its landing time, as a notification too, and leaves pending once done', async ({
  browser,
}) => {
  const manager = await signedInPage(browser, { email: 'manager@demo.test' });
  const employee = await signedInPage(browser, { email: 'employee@demo.test' });
  const inbox = new TasksInboxPage(employee);
  await inbox.open();
  const title = `Revisar la obra e2e ${run}`;

  const id = await assignTask(manager, {
    title,
    subtitle: 'Llevar el presupuesto firmado',
    to: 'c-employee',
    landed_at: inISO(6000),
    expires_on: inISO(86_400_000),
    project: { collKey: 'proyectos', id: 'p-001' },
  });
  made.push(id);

  // Not yet landed: on its way over the live stream, but not shown.
  await employee.waitForTimeout(2000);
  await expect(inbox.row(title)).toHaveCount(0);
  await showLeftPanel(employee);
  const notifications = employee.getByTestId('notifications');
  await expect(notifications.getByText(title)).toHaveCount(0);

  // Landed: in the inbox and in the left panel, and marked received once shown there.
  await expect(inbox.row(title)).toBeVisible({ timeout: 10_000 });
  await expect(notifications.getByText(title)).toBeVisible();
  await expect.poll(async () => (await ownTask(employee, id))?.recibed).toBe(true);
  await expect(inbox.row(title).getByRole('link', { name: either('tasks.openProject') })).toHaveAttribute(
    'href',
    '/data/proyectos/p-001',
  );
  await employee.screenshot({ path: `${screenshotDir}/tasks-inbox-desktop.png` });

  // The manager never sees it in their own inbox.
  const managerInbox = new TasksInboxPage(manager);
  await managerInbox.open();
  await expect(managerInbox.row(title)).toHaveCount(0);

  // Done: leaves pending (and the notifications), is listed under completed.
  await inbox.complete(title);
  await expect(inbox.row(title)).toHaveCount(0);
  await expect(notifications.getByText(title)).toHaveCount(0);
  await inbox.show('completed');
  await expect(inbox.row(title)).toBeVisible();
  expect(await ownTask(employee, id)).toMatchObject({ completed: true, recibed: true });
});

test('with nothing pending the inbox congratulates; the completed view lists what was done', async ({
  browser,
}) => {
  // The seed's coordinator has one task, completed.
  const coordinator = await signedInPage(browser, { email: 'coordinator@demo.test' });
  const inbox = new TasksInboxPage(coordinator);
  await inbox.open();
  await expect(coordinator.getByTestId('tasks-empty')).toHaveText(either('shell.tasks.allDone'));
  await coordinator.screenshot({ path: `${screenshotDir}/tasks-all-done-desktop.png` });
  await inbox.show('completed');
  await expect(inbox.row('Confirmar visita del técnico')).toBeVisible();
});

test('a notification opens its task; an expired task leaves the inbox by itself', async ({ browser }) => {
  const manager = await signedInPage(browser, { email: 'manager@demo.test' });
  const employee = await signedInPage(browser, { email: 'employee@demo.test' });
  const inbox = new TasksInboxPage(employee);
  await inbox.open();
  const title = `Llamar al cliente e2e ${run}`;
  const id = await assignTask(manager, { title, to: 'u-employee', expires_on: inISO(9000) });
  made.push(id);

  await expect(inbox.row(title)).toBeVisible();
  await showLeftPanel(employee);
  const item = employee.getByTestId('notifications').getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await employee.screenshot({ path: `${screenshotDir}/tasks-notification-desktop.png` });
  // With the panel closed, its toggle carries the count.
  const toggle = employee.locator('[aria-controls="left-panel"]');
  await toggle.click();
  await expect(toggle.getByTestId('notifications-badge')).toHaveText(/^[1-9]/);
  await toggle.click();
  await item.click();
  const dialog = employee.getByRole('dialog');
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.press('Escape');

  // Its expiry passes: gone without a reload.
  await expect(inbox.row(title)).toHaveCount(0, { timeout: 12_000 });
});

test('a manager assigns a task from a project through the task launcher widget', async ({ browser }) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  const widgetId = `w-e2e-tasks-${run}`;
  const title = `Medir la cocina e2e ${run}`;
  const created = await sendFromPage(admin, 'widget.create', {
    docId: widgetId,
    widget: {
      place: 'project',
      keyOfCollection: 'proyectos',
      ready: true,
      width: 1,
      title: 'Encargar medición',
      type: 'taskLauncher',
      settings: {
        title,
        subtitle: 'Antes del viernes',
        days: 2,
        to: 'person',
        person: 'c-employee',
        buttonLabel: 'Pedir medición',
      },
    },
  });
  expect(created).toMatchObject({ status: 'applied' });
  try {
    await admin.goto(tenantUrl('demo', `/widgetfactory/${widgetId}/proyectos/project/p-001`));
    await expect(admin.getByLabel(either('taskLauncher.editor.title'))).toHaveValue(title);
    await admin.screenshot({ path: `${screenshotDir}/tasks-launcher-editor-desktop.png`, fullPage: true });

    const manager = await signedInPage(browser, { email: 'manager@demo.test' });
    await manager.goto(tenantUrl('demo', '/data/proyectos/p-001'));
    // The seed has a launcher of its own on every project (w-project-task-launcher): this one by its label.
    const launch = manager.getByTestId('task-launcher-button').filter({ hasText: 'Pedir medición' });
    await expect(launch).toHaveText('Pedir medición');
    await manager.screenshot({ path: `${screenshotDir}/tasks-launcher-desktop.png` });
    await launch.click();
    await expect(manager.getByRole('status').getByText(title)).toBeVisible();

    const employee = await signedInPage(browser, { email: 'employee@demo.test' });
    const inbox = new TasksInboxPage(employee);
    await inbox.open();
    await expect(inbox.row(title)).toBeVisible();
    await expect(inbox.row(title).getByRole('link', { name: either('tasks.openProject') })).toHaveAttribute(
      'href',
      '/data/proyectos/p-001',
    );
    const [task] = await queryFromPage(admin, {
      collection: 'tasksMessages',
      where: [['title', '==', title]],
    });
    expect(task).toMatchObject({
      to: 'u-employee',
      from: 'u-manager',
      project: 'p-001',
      projectKey: 'proyectos',
    });
    made.push(String(task?.FireId));
    // An employee is not staff: the launcher says so instead of a button.
    await employee.goto(tenantUrl('demo', '/data/proyectos/p-001'));
    await expect(employee.getByText(either('taskLauncher.notStaff'))).toBeVisible();
    await expect(employee.getByTestId('task-launcher-button')).toHaveCount(0);
  } finally {
    expect(await sendFromPage(admin, 'widget.delete', { docId: widgetId })).toMatchObject({
      status: 'applied',
    });
  }
});

test('a new chat message is a notification in the left panel that opens its thread, gone once read', async ({
  browser,
}) => {
  const manager = await signedInPage(browser, { email: 'manager@demo.test' });
  const employee = await signedInPage(browser, { email: 'employee@demo.test' });
  await showLeftPanel(employee);
  // A thread of three people the seed has none of, removed at the end if this journey made it.
  const started = await sendFromPage(manager, 'chat.start', { contacts: ['c-employee', 'c-admin'] });
  expect(started.status).toBe('applied');
  const thread = String(started.result?.thread);
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  try {
    const body = `¿Mañana a las 8 en la obra? e2e ${run}`;
    const sent = await sendFromPage(manager, 'chat.send', { thread, body });
    expect(sent.status).toBe('applied');
    const item = employee
      .getByTestId('notifications')
      .getByRole('button', { name: new RegExp(`e2e ${run}`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(body);
    await expect(item).toContainText('Javier Romero Gil');
    await employee.screenshot({ path: `${screenshotDir}/notifications-message-desktop.png` });
    await item.click();
    await expect(employee).toHaveURL(new RegExp(`/messages/${thread}$`));
    // Read (the thread view marks it, or the command does): the item goes.
    await sendFromPage(employee, 'chat.read', { thread, keys: [String(sent.result?.key)] });
    await expect(item).toHaveCount(0);
  } finally {
    if (started.result?.existing !== true) {
      const removed = await sendFromPage(admin, 'document.delete', { collection: 'messages', docId: thread });
      expect(removed.status).toBe('applied');
    }
  }
});
