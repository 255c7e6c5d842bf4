import { expect, test } from '@playwright/test';
import { ChatPage } from './pages/ChatPage';
import { applyFromPage, signedInPage } from './pages/pageCommands';
import { either } from './pages/texts';

// Issue 14 chat on a phone: the list and the open thread take the whole screen one at a time,
// with a way back; the composer sends with its button (no Enter on a touch keyboard).

test.setTimeout(90_000);
const shots = process.env.CHAT_SHOTS_DIR ?? 'e2e/output/screenshots';

test('on a phone the list and the thread each take the screen, with a way back', async ({ browser }) => {
  const created: string[] = [];
  const employee = new ChatPage(
    await signedInPage(browser, { email: 'employee@demo.test', locale: 'es-ES' }),
  );
  try {
    await employee.openList();
    await expect(employee.threads.first()).toBeVisible();
    await employee.page.screenshot({ path: `${shots}/chat-list-phone.png` });

    const thread = await employee.startWith('Marta Navarro Sanz');
    created.push(thread);
    // The thread alone: no list beside it, a back link, the composer within the screen.
    await expect(employee.list).toHaveCount(0);
    const back = employee.page.getByRole('link', { name: either('chat.thread.back') });
    await expect(back).toBeVisible();
    await expect(employee.page.getByText(either('chat.thread.empty'))).toBeVisible();
    // The title reads whole beside the thread's actions, which are icons named for screen
    // readers: neither cut at the side (ellipsis) nor clamped below.
    const title = employee.page.getByRole('heading', { level: 2, name: 'Marta Navarro Sanz' });
    await expect(title).toBeVisible();
    const cut = await title.evaluate((el) => ({
      width: el.scrollWidth - el.clientWidth,
      height: el.scrollHeight - el.clientHeight,
    }));
    expect(cut).toEqual({ width: 0, height: 0 });
    await expect(employee.page.getByRole('button', { name: either('chat.add.open') })).toBeVisible();
    await expect(employee.page.getByRole('button', { name: either('chat.thread.leave') })).toBeVisible();
    await employee.composer.fill('Llego en 10 minutos.\nVoy con la furgoneta.');
    await employee.page.getByRole('button', { name: either('chat.composer.send') }).tap();
    await expect(employee.messages.last()).toContainText('Voy con la furgoneta.');
    await expect(employee.composer).toBeInViewport();
    const box = await employee.messages.last().boundingBox();
    const viewport = employee.page.viewportSize();
    expect(box && viewport && box.x + box.width <= viewport.width).toBeTruthy();
    await employee.page.screenshot({ path: `${shots}/chat-thread-phone.png` });

    await back.tap();
    await expect(employee.list).toBeVisible();
    await expect(employee.thread('Voy con la furgoneta')).toBeVisible();
  } finally {
    if (created.length > 0) {
      const admin = await signedInPage(browser, { email: 'admin@demo.test' });
      for (const docId of created)
        await applyFromPage(admin, 'document.delete', { collection: 'messages', docId });
      await admin.context().close();
    }
    await employee.page.context().close();
  }
});
