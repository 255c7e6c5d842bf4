import { type Browser, expect, test } from '@playwright/test';
import { screenshotDir, tenantUrl } from './env';
import { ChatPage } from './pages/ChatPage';
import { applyFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 14 leftover: bringing people into an open thread (chat.addMembers), from the thread view.

test.setTimeout(120_000);

async function chatAs(browser: Browser, email: string): Promise<ChatPage> {
  return new ChatPage(await signedInPage(browser, { email, locale: 'es-ES' }));
}

test('a participant adds a colleague from the agenda; everyone sees who was added and the newcomer joins in live', async ({
  browser,
}) => {
  const manager = await chatAs(browser, 'manager@demo.test');
  const coordinator = await chatAs(browser, 'coordinator@demo.test');
  const started = await applyFromPage(manager.page, 'chat.start', { contacts: ['c-employee'] });
  const thread = String(started.result?.thread);
  const mine = started.result?.existing !== true;
  try {
    await coordinator.openList();
    await manager.page.goto(tenantUrl('demo', `/messages/${thread}`));
    const run = Date.now().toString(36);
    await manager.send(`Hay que medir la cocina ${run}`);
    await expect(manager.messages.last()).toContainText(run);

    // The picker offers the people the manager may chat with who are not in the thread yet.
    await manager.page.getByRole('button', { name: either('chat.add.open') }).click();
    const dialog = manager.page.getByRole('dialog', { name: either('chat.add.title') });
    await expect(dialog.getByRole('checkbox', { name: /Marta Navarro Sanz/ })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Pablo Iglesias Ruiz/ })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: /Javier Romero Gil/ })).toHaveCount(0);
    await dialog.getByRole('searchbox').fill('marta');
    await dialog.getByRole('checkbox', { name: /Marta Navarro Sanz/ }).check();
    await manager.page.screenshot({ path: `${screenshotDir}/chat-add-members-desktop.png` });
    await dialog.getByRole('button', { name: either('chat.add.confirm') }).click();
    await expect(dialog).toBeHidden();

    // The thread says who was added, by whom; the header counts three people.
    const note = manager.page.getByTestId('chat-added').last();
    await expect(note).toContainText('Marta Navarro Sanz');
    await expect(manager.page.locator('.chat-thread__members')).toHaveText(/^3 (personas|people)$/);
    await manager.page.screenshot({ path: `${screenshotDir}/chat-added-note-desktop.png` });

    // Marta's open list gets the thread live, with the history and the note; she answers.
    const row = coordinator.thread(new RegExp(run));
    await expect(row).toBeVisible();
    await row.click();
    await expect(coordinator.messages.filter({ hasText: run })).toBeVisible();
    await expect(coordinator.page.getByTestId('chat-added').last()).toContainText(
      /Javier Romero Gil (añadió a usted|added you)/,
    );
    await coordinator.send(`Voy yo el jueves ${run}`);
    await expect(manager.messages.last()).toContainText(`Voy yo el jueves ${run}`);

    // Adding her again is not offered.
    await manager.page.getByRole('button', { name: either('chat.add.open') }).click();
    await expect(dialog.getByRole('checkbox', { name: /Marta Navarro Sanz/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: either('chat.new.cancel') }).click();
  } finally {
    if (mine) {
      const admin = await signedInPage(browser, { email: 'admin@demo.test' });
      await applyFromPage(admin, 'document.delete', { collection: 'messages', docId: thread });
      await admin.context().close();
    }
    for (const who of [manager, coordinator]) await who.page.context().close();
  }
});
