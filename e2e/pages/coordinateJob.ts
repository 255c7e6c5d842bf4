import { expect, type Page } from '@playwright/test';
import { tenantUrl } from '../env';
import { ChatPage } from './ChatPage';
import { applyFromPage } from './pageCommands';
import { ShellPage } from './ShellPage';
import { removeTasks, showLeftPanel, TasksInboxPage } from './tasksFlows';
import { either } from './texts';

/** What a coordination journey made, for its clean-up. */
export interface JobMade {
  projectId?: string;
  taskId?: string;
  thread?: string;
  threadIsOurs?: boolean;
}

/** The seeded launcher on every project of the demo (emulator-data widgets.json). */
const seededLauncherLabel = 'Encargar visita';
const seededTaskTitle = 'Visita técnica a la obra';
/** The seeded launcher's recipient (agenda c-employee). */
const employeeName = 'Pablo Iglesias Ruiz';

/** The employee's own task about this project (they may read only their tasks). */
async function myTaskFor(page: Page, projectId: string): Promise<Record<string, unknown> | null> {
  const docs = await page.evaluate(async (project) => {
    const res = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'tasksMessages' }),
    });
    return ((await res.json()) as { docs: Record<string, unknown>[] }).docs.filter(
      (d) => d.project === project,
    );
  }, projectId);
  return docs[0] ?? null;
}

/**
 * Issue 14's "Done when": staff coordinate a job entirely inside the product. The manager
 * assigns the seeded task from a project of their own (the task launcher on its page, which then
 * lists it as pending), the two discuss it in chat, the employee completes it from the inbox; the
 * manager, on the project's page and without reloading, sees it completed by Pablo under the
 * launcher and gets a notification (the left panel on a computer, the widgets button's badge and
 * list on a phone); the employee says so in chat and the manager reads it.
 */
export async function coordinateJob(
  manager: Page,
  employee: Page,
  made: JobMade,
  shot: (page: Page, name: string) => Promise<void>,
  device: 'desktop' | 'phone' = 'desktop',
): Promise<void> {
  const run = Date.now().toString(36);
  const name = `Obra coordinada e2e ${run}`;
  const created = await applyFromPage(manager, 'document.create', {
    collection: 'proyectos',
    data: { Name: name, Estado: 'Presupuesto', Habitación: 'Cocina' },
  });
  const projectId = String(created.result?.docId);
  made.projectId = projectId;

  // 1. From the project's page, the seeded launcher assigns the visit to Pablo.
  await manager.goto(tenantUrl('demo', `/data/proyectos/${projectId}`));
  const launch = manager.getByTestId('task-launcher-button').filter({ hasText: seededLauncherLabel });
  await launch.scrollIntoViewIfNeeded();
  await shot(manager, 'coordinate-launcher');
  await launch.click();
  await expect(manager.getByRole('status').getByText(seededTaskTitle)).toBeVisible();
  // Beneath the launcher, what it gave about this project: one task, Pablo's, pending.
  const given = manager.locator('.task-launcher').filter({ has: launch }).getByTestId('task-launcher-given');
  await expect(given).toHaveCount(1);
  await expect(given).toHaveAttribute('data-state', 'pending');
  await expect(given).toContainText(`Para ${employeeName}`);
  await expect(given).toContainText('Pendiente');

  // 2. Pablo's inbox has it, linked to that project.
  const inbox = new TasksInboxPage(employee);
  await inbox.open();
  const row = inbox.inbox
    .getByTestId('task-row')
    .filter({ has: employee.locator(`a[href="/data/proyectos/${projectId}"]`) });
  await expect(row).toContainText(seededTaskTitle);
  const task = await myTaskFor(employee, projectId);
  made.taskId = String(task?.FireId);
  expect(task).toMatchObject({ title: seededTaskTitle, from: 'u-manager', completed: false });
  await expect(given).toHaveAttribute('data-task-id', made.taskId);
  await shot(employee, 'coordinate-inbox');

  // 3. They talk it over in chat.
  const started = await applyFromPage(manager, 'chat.start', { contacts: ['c-employee'] });
  made.thread = String(started.result?.thread);
  made.threadIsOurs = started.result?.existing !== true;
  const managerChat = new ChatPage(manager);
  const employeeChat = new ChatPage(employee);
  await manager.goto(tenantUrl('demo', `/messages/${made.thread}`));
  await managerChat.send(`¿Puedes pasarte hoy por «${name}»? Te he encargado la visita.`);
  await employee.goto(tenantUrl('demo', `/messages/${made.thread}`));
  await expect(employeeChat.messages.filter({ hasText: name })).toBeVisible();
  await employeeChat.send(`Voy a las 12 y subo las fotos ${run}`);
  await expect(managerChat.messages.last()).toContainText(`Voy a las 12 y subo las fotos ${run}`);
  await shot(employee, 'coordinate-chat');

  // The manager goes back to the project and leaves it open (no reload from here on).
  await manager.goto(tenantUrl('demo', `/data/proyectos/${projectId}`));
  await expect(given).toHaveAttribute('data-state', 'pending');
  const shell = new ShellPage(manager);
  const widgetsButton = shell.icon('shell.icon.mobileWidgets');
  const badge = widgetsButton.getByTestId('notifications-badge');
  const done = (page: Page) =>
    page.getByTestId('notifications').getByRole('button', {
      name: new RegExp(`${either('notifications.taskDone').source.slice(1, -1)}.*${seededTaskTitle}`),
    });
  let badgeBefore = 0;
  if (device === 'phone') {
    await expect(widgetsButton).toBeVisible();
    badgeBefore = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
  } else {
    await showLeftPanel(manager);
    await expect(done(manager)).toHaveCount(0);
  }

  // 4. Done: it leaves Pablo's pending tasks for the completed ones.
  await inbox.open();
  await row.getByRole('button', { name: either('tasks.complete') }).click();
  await expect(row).toHaveCount(0);
  await inbox.show('completed');
  await expect(row).toContainText(seededTaskTitle);
  await expect.poll(async () => (await myTaskFor(employee, projectId))?.completed).toBe(true);
  await shot(employee, 'coordinate-completed');

  // 5. The manager sees it, live: completed by Pablo under the launcher, and a notification.
  await expect(given).toHaveAttribute('data-state', 'completed');
  await expect(given).toContainText(`Completada por ${employeeName}`);
  await given.scrollIntoViewIfNeeded();
  await shot(manager, 'coordinate-manager-launcher-done');
  if (device === 'phone') {
    await expect(badge).toHaveText(String(badgeBefore + 1));
    await shot(manager, 'coordinate-manager-sees-done');
    await widgetsButton.click();
    await expect(done(manager)).toBeVisible();
    await shot(manager, 'coordinate-manager-notification');
  } else {
    await expect(done(manager)).toBeVisible();
    await shot(manager, 'coordinate-manager-sees-done');
  }
  // Its notification leads back to the project.
  await done(manager).click();
  await expect(manager).toHaveURL(new RegExp(`/data/proyectos/${projectId}$`));
  await expect(given).toContainText(`Completada por ${employeeName}`);

  // Among all the tasks the manager gave (/messages, Tareas, "Encargadas por mí") it reads the same.
  const managerInbox = new TasksInboxPage(manager);
  await managerInbox.open();
  await managerInbox.inbox.getByRole('button', { name: either('tasks.view.given') }).click();
  const givenRow = managerInbox.inbox.locator(
    `[data-testid="given-task-row"][data-task-id="${made.taskId}"]`,
  );
  await expect(givenRow).toHaveAttribute('data-state', 'completed');
  await expect(givenRow).toContainText(seededTaskTitle);
  await expect(givenRow).toContainText(`Completada por ${employeeName}`);
  await expect(givenRow.locator(`a[href="/data/proyectos/${projectId}"]`)).toBeVisible();
  await shot(manager, 'coordinate-manager-given');

  // 6. Pablo says so in chat; the manager reads it.
  await employee.goto(tenantUrl('demo', `/messages/${made.thread}`));
  await employeeChat.send(`Visita hecha ${run}: tarea completada.`);
  await manager.goto(tenantUrl('demo', `/messages/${made.thread}`));
  await expect(managerChat.messages.last()).toContainText(`Visita hecha ${run}`);
}

/** Removes what the journey made (level 100). */
export async function cleanUpJob(admin: Page, made: JobMade): Promise<void> {
  if (made.taskId && made.taskId !== 'undefined') await removeTasks(admin, [made.taskId]);
  if (made.thread && made.threadIsOurs)
    await applyFromPage(admin, 'document.delete', { collection: 'messages', docId: made.thread });
  if (made.projectId)
    await applyFromPage(admin, 'document.delete', { collection: 'proyectos', docId: made.projectId });
}
