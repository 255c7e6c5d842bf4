import { expect, type Page } from '@playwright/test';

/** Opens the left panel (desktop) unless it is open: it opens by itself only once per tab. */
export async function openLeftPanel(page: Page): Promise<void> {
  const toggle = page.locator('[aria-controls="left-panel"]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('#left-panel')).toBeVisible();
}
