import { type Browser, expect, type Page, test } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { applyFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 14 chat: three people of the demo tenant in three browsers. What a journey creates it
// removes (the demo tenant is shared by every spec of the run): its threads are deleted by the
// admin and the company setting it turns on is turned off again.

test.setTimeout(120_000);

const shots = process.env.CHAT_SHOTS_DIR ?? 'e2e/output/screenshots';

async function chatAs(browser: Browser, email: string): Promise<ChatPage> {
  return new ChatPage(await signedInPage(browser, { email, locale: 'es-ES' }));
}

async function removeThreads(browser: Browser, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  for (const docId of ids) await applyFromPage(admin, 'document.delete', { collection: 'messages', docId });
  await admin.context().close();
}

/** The threads a signed-in page may read, as the API gives them. */
const threadIdsFor = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'messages' }),
    });
    const body = (await res.json()) as { docs: { FireId: string }[] };
    return body.docs.map((d) => d.FireId);
  });

test('a message from the manager shows on the employee’s badge within a second; reading clears it; the client never sees it', async ({
  browser,
}) => {
  const created: string[] = [];
  const manager = await chatAs(browser, 'manager@demo.test');
  const employee = await chatAs(browser, 'employee@demo.test');
  const client = await chatAs(browser, 'client@demo.test');
  try {
    const before = await employee.unread();

    await manager.openList();
    const thread = await manager.startWith('Pablo Iglesias Ruiz');
    created.push(thread);
    await expect(manager.composer)
      .toBeFocused()
      .catch(() => undefined);
    const text = `Mañana a las 8 en la obra ${Date.now()}\nTraed el casco: https://colmena.example/obra`;
    await manager.composer.fill(text.split('\n')[0] ?? '');
    await manager.composer.press('Shift+Enter');
    await manager.composer.pressSequentially(text.split('\n')[1] ?? '');
    const sentAt = Date.now();
    await manager.composer.press('Enter');
    await expect(employee.badge).toHaveText(String(before + 1), { timeout: 1000 });
    expect(Date.now() - sentAt).toBeLessThan(1000);

    // The manager sees it as sent, line break kept and the link clickable, never as HTML.
    const mine = manager.messages.last();
    await expect(mine).toContainText('Traed el casco');
    await expect(mine.getByRole('link', { name: 'https://colmena.example/obra' })).toHaveAttribute(
      'href',
      'https://colmena.example/obra',
    );
    expect(await mine.locator('.chat-msg__body').evaluate((el) => el.textContent)).toContain('\n');
    await manager.page.screenshot({ path: `${shots}/chat-thread-desktop.png` });

    // The employee opens the chat from the icon, sees the thread unread, reads it: the badge clears.
    await employee.shell.icon('shell.icon.chat').click();
    const row = employee.thread('Mañana a las 8');
    await expect(row).toContainText('Javier Romero Gil');
    await expect(row.getByTestId('chat-thread-unread')).toBeVisible();
    await employee.page.screenshot({ path: `${shots}/chat-list-desktop.png` });
    await row.click();
    await expect(employee.messages.last()).toContainText('Mañana a las 8');
    await expect(employee.badge).toHaveCount(before === 0 ? 0 : 1);
    if (before > 0) await expect(employee.badge).toHaveText(String(before));

    // The employee answers; the manager's page shows it live.
    await employee.send('Allí estaré.');
    await expect(manager.messages.last()).toContainText('Allí estaré.');

    // The client: not in their list, not through the API.
    await client.openList();
    await expect(client.thread('Mañana a las 8')).toHaveCount(0);
    expect(await threadIdsFor(client.page)).not.toContain(thread);
    expect(await threadIdsFor(employee.page)).toContain(thread);
  } finally {
    await removeThreads(browser, created);
    for (const who of [manager, employee, client]) await who.page.context().close();
  }
});

test('with contacts hidden from employees, the client picks only staff; clients never see other clients', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, { email: 'admin@demo.test' });
  const client = await chatAs(browser, 'client@demo.test');
  try {
    await client.openList();
    await client.openPicker();
    const picker = client.picker;
    // Clients are kept apart: the client's picker has the team only, no client section.
    await expect(picker.getByRole('group', { name: either('chat.new.clients') })).toHaveCount(0);
    await expect(picker.getByRole('checkbox', { name: /Pablo Iglesias Ruiz/ })).toBeVisible();
    await picker.getByRole('button', { name: either('chat.new.cancel') }).click();

    await applyFromPage(admin, 'company.update', { hideContactsFromEmployees: true });
    await client.page.reload();
    await client.openPicker();
    await expect(picker.getByRole('checkbox', { name: /Marta Navarro Sanz/ })).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: /Javier Romero Gil/ })).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: /Pablo Iglesias Ruiz/ })).toHaveCount(0);
    await client.page.screenshot({ path: `${shots}/chat-picker-desktop.png` });
  } finally {
    await applyFromPage(admin, 'company.update', { hideContactsFromEmployees: false });
    await admin.context().close();
    await client.page.context().close();
  }
});

test('the list searches, shows empty states, and Chats | Tareas switches to the task inbox', async ({
  browser,
}) => {
  const coordinator = await chatAs(browser, 'coordinator@demo.test');
  try {
    await coordinator.openList();
    await expect(coordinator.page.getByText(either('chat.thread.pick'))).toBeVisible();
    const search = coordinator.list.getByRole('searchbox', { name: either('chat.list.search') });
    await search.fill('zzzz nadie');
    await expect(coordinator.list.getByText(/zzzz nadie/)).toBeVisible();
    await search.fill('');
    await expect(coordinator.threads.first()).toBeVisible();
    const tabs = coordinator.page.getByRole('tablist', { name: either('chat.tabs.label') });
    await tabs.getByRole('tab', { name: either('chat.tabs.tasks') }).click();
    await expect(tabs.getByRole('tab', { name: either('chat.tabs.tasks') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(coordinator.page).toHaveURL(/view=tasks/);
    await expect(coordinator.list).toHaveCount(0);
    await tabs.getByRole('tab', { name: either('chat.tabs.tasks') }).press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: either('chat.tabs.chats') })).toBeFocused();
    await expect(coordinator.list).toBeVisible();
  } finally {
    await coordinator.page.context().close();
  }
});
